import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A database of its own for every browser run (scripts/e2e.mjs clears it first). */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".test-data/e2e/pglite");
export const DEMO_EMAIL = "demo@growth-os.local";
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "growth-demo-2026";
