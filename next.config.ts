import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships wasm + data files; bundling would copy them into static output.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "postgres", "bcryptjs", "nodemailer", "mammoth"],
  poweredByHeader: false,
  // Lets two checkouts' servers (a browser-test run beside a dev build) keep separate builds.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  typedRoutes: false,
  experimental: {
    // Logo and avatar uploads go through server actions; the files may be 1 MB (checked again in
    // the actions), which the default 1 MB body limit would refuse with the form overhead.
    serverActions: { bodySizeLimit: "2mb" },
  },
};

export default nextConfig;
