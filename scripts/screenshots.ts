/**
 * `npm run screenshots -- [base URL] [path…]`: signs in as the demo account on a running server and saves
 * every page at 1280 px and 390 px, light and dark, into screenshots/ — for looking at what we built.
 * Default paths: every built page of the navigation registry (dynamic ones skipped).
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ROUTES } from "@/lib/navigation/registry";

const [base = "http://localhost:3000", ...only] = process.argv.slice(2);
const email = process.env.DEMO_EMAIL ?? "demo@growth-os.local";
const password = process.env.DEMO_PASSWORD ?? "growth-demo-2026";
const out = path.resolve("screenshots");

const paths = only.length ? only : ROUTES.filter((r) => r.built && !r.public && !r.path.includes("[")).map((r) => r.path);

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    for (const scheme of ["light", "dark"] as const) {
      for (const width of [1280, 390]) {
        const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 }, colorScheme: scheme, baseURL: base });
        const page = await context.newPage();
        await page.goto("/auth");
        await page.getByLabel("Email").fill(email);
        await page.getByLabel("Password", { exact: true }).fill(password);
        await page.getByRole("button", { name: "Log in", exact: true }).click();
        await page.waitForURL(/\/dashboard/);
        for (const p of ["/auth", ...paths]) {
          if (p === "/auth") continue;
          await page.goto(p, { waitUntil: "networkidle" });
          await page.waitForTimeout(300);
          const file = path.join(out, `${p.replace(/^\//, "").replace(/\//g, "_") || "home"}-${width}-${scheme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
        await context.close();
      }
    }
    // The signed-out login page as well.
    for (const scheme of ["light", "dark"] as const) {
      for (const width of [1280, 390]) {
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme, baseURL: base });
        const page = await context.newPage();
        await page.goto("/auth", { waitUntil: "networkidle" });
        await page.screenshot({ path: path.join(out, `auth-${width}-${scheme}.png`), fullPage: true });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
