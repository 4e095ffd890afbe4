import type { NextConfig } from "next";
import { API_CSP, API_REFERENCE_CSP, STORED_FILE_CSP, baseSecurityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // PGlite and augurs ship wasm files; bundling would copy them into static output (augurs reads its own from node_modules).
  serverExternalPackages: ["@electric-sql/pglite", "@bsull/augurs", "@electric-sql/pglite-socket", "@electric-sql/pglite-pgvector", "postgres", "pg-boss", "pg", "bcryptjs", "nodemailer", "mammoth", "read-excel-file", "write-excel-file", "pdfjs-dist"],
  poweredByHeader: false,
  // Lets two checkouts' servers (a browser-test run beside a dev build) keep separate builds.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  typedRoutes: false,
  // `npm start` builds without type-checking (about half of a build's time here): `npm test` and CI
  // type-check the same sources first. `next build` run directly (build:deploy, Vercel) still checks.
  typescript: { ignoreBuildErrors: process.env.GROWTH_OS_BUILD_SKIP_TYPECHECK === "1" },
  // Pages get their nonce'd policy from proxy.ts; everything gets the rest, and the API a policy of its own.
  async headers() {
    const base = Object.entries(baseSecurityHeaders(process.env.NODE_ENV === "production")).map(([key, value]) => ({ key, value }));
    return [
      { source: "/:path*", headers: base },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      // Stored files (later entries win for the same header).
      ...["/api/files/:path*", "/api/brands/:brandId/files/:path*", "/api/brands/:brandId/logo", "/api/avatars/:path*"].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: STORED_FILE_CSP }],
      })),
      // The API reference is a document: its stylesheet must apply (the API policy would block it).
      { source: "/api/v1/docs", headers: [{ key: "Content-Security-Policy", value: API_REFERENCE_CSP }] },
    ];
  },
  experimental: {
    // Turbopack writes its build cache to disk after compiling (Next 16.4's default): on a fresh
    // clone's first `npm start` that is time spent before the app can serve (91 s of a loaded
    // 2-core machine's first start) for a cache only a later rebuild reads. scripts/start.ts turns
    // it off for a first build; rebuilds after a change keep it.
    turbopackFileSystemCacheForBuild: process.env.GROWTH_OS_BUILD_CACHE !== "0",
    // Logo, avatar and knowledge-base uploads go through server actions, one file per call, each
    // checked again in its action (logos 1 MB, training files 25 MB): the limit is the largest plus
    // the form's overhead.
    serverActions: { bodySizeLimit: "26mb" },
  },
};

export default nextConfig;
