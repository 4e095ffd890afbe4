import type { PpcNetwork } from "@/db/schema/ppc";

/** The networks' names as the product writes them everywhere (client-safe). */
export const PPC_NETWORK_LABELS: Record<PpcNetwork, string> = { google_ads: "Google Ads", microsoft_ads: "Microsoft Advertising" };
