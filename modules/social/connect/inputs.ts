import { z } from "zod";
import { SOCIAL_NETWORKS } from "@/db/schema";

const network = z.enum(SOCIAL_NETWORKS, { message: "Choose Instagram or LinkedIn." });

export const startSocialConnectionInput = z.object({ brandId: z.string().optional(), network });

/** What the opener window received from /social-auth-callback, passed on as is. */
export const completeSocialConnectionInput = z.object({
  brandId: z.string().optional(),
  network,
  code: z.string().trim().min(1, "The network sent no authorization code.").max(4096),
  state: z.string().trim().min(1, "The network's answer has no state: start again with Connect.").max(4096),
});

export const disconnectSocialInput = z.object({ brandId: z.string().optional(), network });
