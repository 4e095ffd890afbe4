import { z } from "zod";
import { PPC_NETWORKS } from "@/db/schema";

export const syncAdsNowInput = z.object({ brandId: z.string().optional(), network: z.enum(PPC_NETWORKS, { message: "Choose Google Ads or Microsoft Advertising." }) });
