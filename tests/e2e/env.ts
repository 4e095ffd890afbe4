import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A database of its own for every browser run (scripts/e2e.mjs clears it first). */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".test-data/e2e/pglite");
/** The loopback receiver of the webhook browser tests; the e2e server allow-lists exactly this host:port. */
export const E2E_WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 3999);
/** The local OpenAI-compatible server of the SAIO browser test; allow-listed like the webhook receiver. */
export const E2E_AI_PORT = Number(process.env.E2E_AI_PORT ?? 3998);
/** The fake Google (OAuth + Search Console) of the Google connection browser test; the e2e server is configured with it. */
export const E2E_GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 3997);
/** The fake SEO providers (DataForSEO, SerpApi, Serper) of the rankings browser test; the e2e server's deployment default DataForSEO points here. */
export const E2E_SEO_PORT = Number(process.env.E2E_SEO_PORT ?? 3996);
export const DEMO_EMAIL = "demo@growth-os.local";
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "growth-demo-2026";
/** The fixture site of the on-page audit browser test (tests/fixtures/seo-audit/server.ts); allow-listed like the fakes. */
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3995);
/** The fake Meta + LinkedIn of the social connection browser test; the e2e server is configured with it and allow-lists it. */
export const E2E_SOCIAL_PORT = Number(process.env.E2E_SOCIAL_PORT ?? 3994);
/** The fake Google Ads + Microsoft Advertising of the ad-account connection browser test; the e2e server is configured with it and allow-lists it. */
export const E2E_PPC_PORT = Number(process.env.E2E_PPC_PORT ?? 3993);
