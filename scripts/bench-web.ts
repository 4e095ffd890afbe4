/**
 * `npm run bench:web`: Lighthouse 12, desktop preset, Debian Chromium, median of 3 runs, on /auth
 * (signed out) and /dashboard (signed in as the demo account) of a production build.
 */
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { launch } from "chrome-launcher";
import { signedInCookie, startBenchServer } from "./lib/bench-server";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3190);

type Figures = { score: number; lcp: number; tbt: number; cls: number; scriptKB: number };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function measure(url: string, cookie?: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    try {
      const r = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], extraHeaders: cookie ? { Cookie: cookie } : undefined },
        desktopConfig,
      );
      const lhr = r!.lhr;
      const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        scriptKB: (items.find((x) => x.resourceType === "script")?.transferSize ?? 0) / 1024,
      });
      if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.startsWith(url)) {
        throw new Error(`${url} ended at ${lhr.finalDisplayedUrl} (redirected: is the cookie accepted?)`);
      }
    } finally {
      chrome.kill();
    }
  }
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    scriptKB: median(runs.map((r) => r.scriptKB)),
  };
}

const server = await startBenchServer(PORT);
try {
  const cookie = await signedInCookie(server.origin, "demo@growth-os.local", process.env.DEMO_PASSWORD ?? "growth-demo-2026");
  const rows: [string, Figures][] = [
    ["/auth", await measure(`${server.origin}/auth`)],
    ["/dashboard (signed in)", await measure(`${server.origin}/dashboard`, cookie)],
  ];
  console.log(`\nLighthouse 12 desktop, median of ${RUNS}`);
  console.log("route                    score   LCP ms   TBT ms   CLS     script KB");
  for (const [route, f] of rows) {
    console.log(
      `${route.padEnd(24)} ${String(f.score).padStart(5)} ${f.lcp.toFixed(0).padStart(8)} ${f.tbt.toFixed(0).padStart(8)}   ${f.cls.toFixed(3)}  ${f.scriptKB.toFixed(1).padStart(8)}`,
    );
  }
} finally {
  await server.stop();
}
