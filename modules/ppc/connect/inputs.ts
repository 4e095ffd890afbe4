import { z } from "zod";
import { PPC_NETWORKS } from "@/db/schema";

const network = z.enum(PPC_NETWORKS, { message: "Choose Google Ads or Microsoft Advertising." });

export const startAdsConnectionInput = z.object({ brandId: z.string().optional(), network });

/** What the opener window received from the OAuth callback, passed on as is. */
export const completeAdsConnectionInput = z.object({
  brandId: z.string().optional(),
  network,
  code: z.string().trim().min(1, "The network sent no authorization code.").max(4096),
  state: z.string().trim().min(1, "The network's answer has no state: start again with Connect.").max(4096),
});

export const chooseAdsAccountInput = z.object({ brandId: z.string().optional(), network, accountId: z.string().trim().min(1, "Choose an account.").max(64) });

export const disconnectAdsInput = z.object({ brandId: z.string().optional(), network });
