import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };

/** A project on a real database: one per run; files run one after another so counts and RLS checks stay exact. */
const onDatabase = (name: string, include: string) => ({
  resolve: { alias },
  test: {
    name,
    include: [include],
    environment: "node" as const,
    globalSetup: ["tests/integration/global-setup.ts"],
    setupFiles: ["tests/integration/helpers/setup-file.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["{app,components,lib,modules,db,scripts}/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      onDatabase("integration", "tests/integration/**/*.test.ts"),
      // Needs a database on a disk it can fill (npm run faults:disk sets one up); not in npm test.
      onDatabase("faults", "tests/faults/**/*.test.ts"),
    ],
  },
});
