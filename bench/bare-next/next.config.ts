import type { NextConfig } from "next";

/**
 * The bare baseline of `npm run bench` (issue #17 §6): a Next.js app of the same shape as a Growth OS
 * page — no auth, no database, no proxy, no security headers. scripts/lib/bare-next.ts copies it out
 * of the repository and builds it there with the repository's own `next` (Turbopack would otherwise
 * compile the repository's proxy.ts and instrumentation.ts into it, vercel/next.js#95287), so it is
 * no part of the app's build, type-check or lint.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // What `npm start` does for the app: the bench measures serving, not type-checking.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
