import { defineConfig, devices } from "@playwright/test";
import { fakeGoogleEnv } from "./tests/support/fake-google";
import { fakeSeoEnv } from "./tests/support/fake-seo-providers";
import { fakeSocialEnv } from "./tests/support/fake-social";
import { fakeAdsEnv } from "./tests/fixtures/ppc/fake-ads-server";
import { E2E_AI_PORT, E2E_DATA_DIR, E2E_GOOGLE_PORT, E2E_PORT, E2E_PPC_PORT, E2E_SEO_PORT, E2E_SITE_PORT, E2E_SOCIAL_PORT, E2E_WEBHOOK_PORT } from "./tests/e2e/env";

// Debian's Chromium (no browser downloads here); flags keep it off the closed network.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // One production server on a 2-core machine: parallel workers only contend for it.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace of every test costs about a fifth of the suite's time; only a retry records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "npx tsx scripts/start.ts",
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      EMBEDDED_DATA_DIR: E2E_DATA_DIR,
      // The browser tests sign up and sign in far more often than a person would from one IP.
      AUTH_RATE_LIMIT_TOKEN: "0",
      AUTH_RATE_LIMIT_VERIFY: "0",
      AUTH_RATE_LIMIT_EMAIL: "0",
      AUTH_EMAIL_SEND_INTERVAL: "0",
      // No LOCAL_MAILBOX, SMTP or SITE_URL: the auth tests read their mails at /dev/mailbox, on by default on the embedded database.
      // The webhook and SAIO tests start a receiver and a model server on loopback: the private hosts allowed.
      OUTBOUND_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${E2E_WEBHOOK_PORT},127.0.0.1:${E2E_AI_PORT},127.0.0.1:${E2E_GOOGLE_PORT},127.0.0.1:${E2E_SEO_PORT},127.0.0.1:${E2E_SITE_PORT},127.0.0.1:${E2E_SOCIAL_PORT},127.0.0.1:${E2E_PPC_PORT}`,
      // The Google connection test starts a fake Google there; other tests never reach it (only Connect does).
      ...fakeGoogleEnv(`http://127.0.0.1:${E2E_GOOGLE_PORT}`),
      // The deployment default SEO provider is the fake the rankings test starts; nothing else calls it.
      ...fakeSeoEnv(`http://127.0.0.1:${E2E_SEO_PORT}`),
      // The social connection test starts a fake Meta + LinkedIn there; other tests never reach it.
      ...fakeSocialEnv(`http://127.0.0.1:${E2E_SOCIAL_PORT}`),
      // The ad-account connection test starts a fake Google Ads + Microsoft Advertising there; other tests never reach it.
      ...fakeAdsEnv(`http://127.0.0.1:${E2E_PPC_PORT}`),
      // GoTrue's secure password change: only sessions older than a day need the mailed code (tests/e2e/auth/reauthenticate.spec.ts ages one).
      AUTH_SECURE_PASSWORD_CHANGE: "true",
      // tests/e2e/auth/branding.spec.ts signs in as this deployment admin.
      APP_ADMIN_EMAILS: "branding-admin@example.test",
      NODE_ENV: "production",
    },
  },
});
