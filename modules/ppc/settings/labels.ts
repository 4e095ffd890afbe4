import type { PpcNetwork } from "@/db/schema/ppc";

export const PPC_NETWORK_LABELS: Record<PpcNetwork, string> = { google_ads: "Google Ads", microsoft_ads: "Microsoft Advertising" };
