/**
 * `npm run bench:web`: Lighthouse 12 (desktop preset, Debian Chromium) over every built page of a
 * production build — the registry says which routes have a page of their own — signed in as the demo
 * account, plus /auth signed out. Prints per page the performance and accessibility scores, LCP,
 * TBT, CLS and the script transferred, and for a page under the targets (performance ≥ 98,
 * accessibility 100, ≤ 170 KB script; issue #17 §6) what Lighthouse flagged.
 *
 * Routes with parameters (/tasks/[brandId]/[taskId], …) are left out: their records differ per
 * database; they render inside the same shell as the listed pages.
 *
 *   npm run bench:web -- [--runs 1] [--only /tasks,/dashboard] [--port 3190]
 */
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { launch } from "chrome-launcher";
import { ROUTES } from "@/lib/navigation/registry";
import { DEFAULT_DEMO_PASSWORD, DEMO_EMAIL } from "@/lib/auth/demo";
import { signedInCookie, startBenchServer } from "./lib/bench-server";

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i !== -1 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith("--")) return process.argv[i + 1]!;
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

const RUNS = Math.max(1, Number(flag("runs", process.env.BENCH_RUNS ?? "1")));
const PORT = Number(flag("port", process.env.BENCH_PORT ?? "3190"));
const ONLY = flag("only", "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const TARGET = { performance: 98, accessibility: 100, scriptKB: 170 };

type Figures = { perf: number; a11y: number; lcp: number; tbt: number; cls: number; scriptKB: number; misses: string[] };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

type Chrome = Awaited<ReturnType<typeof launch>>;

/** The elements an accessibility audit failed on (their HTML, shortened), so a miss can be found. */
function offenders(details: unknown): string {
  const items = (details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
  const snippets = [...new Set(items.map((i) => i.node?.snippet?.replace(/\s+/g, " ").slice(0, 120)).filter(Boolean))];
  return snippets.length ? ` [${snippets.length} element${snippets.length === 1 ? "" : "s"}: ${snippets.slice(0, 3).join(" | ")}]` : "";
}

async function measure(chrome: Chrome, url: string, cookie?: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], extraHeaders: cookie ? { Cookie: cookie } : undefined },
      desktopConfig,
    );
    const lhr = r!.lhr;
    if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.startsWith(url)) {
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl} (redirected: is the cookie accepted?)`);
    }
    const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    // What keeps a category from 100: the failed audits that carry weight in it.
    const misses = (["accessibility", "performance"] as const).flatMap((cat) =>
      (lhr.categories[cat]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < (cat === "performance" ? 0.9 : 1))
        .map((ref) => (cat === "performance" ? `perf:${ref.id}` : `a11y:${ref.id}${offenders(lhr.audits[ref.id]?.details)}`)),
    );
    runs.push({
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      scriptKB: (items.find((x) => x.resourceType === "script")?.transferSize ?? 0) / 1024,
      misses,
    });
  }
  return {
    perf: median(runs.map((r) => r.perf)),
    a11y: median(runs.map((r) => r.a11y)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    scriptKB: median(runs.map((r) => r.scriptKB)),
    misses: [...new Set(runs.flatMap((r) => r.misses))],
  };
}

/** Every route with a page of its own and no parameters; /not-found is the 404 page, not a route. */
const pages = ROUTES.filter((r) => r.built && !r.public && !r.path.includes("[") && r.path !== "/not-found")
  .map((r) => r.path)
  .filter((p) => ONLY.length === 0 || ONLY.includes(p));

// The same build directory as `npm run bench`, so the two share one build.
const server = await startBenchServer(PORT, { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-bench" });
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  const cookie = await signedInCookie(server.origin, DEMO_EMAIL, process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD);
  const rows: [string, Figures][] = [];
  const line = (route: string, f: Figures) =>
    `${route.padEnd(32)} ${String(f.perf).padStart(5)} ${String(f.a11y).padStart(5)} ${f.lcp.toFixed(0).padStart(7)} ${f.tbt.toFixed(0).padStart(6)} ${f.cls.toFixed(3).padStart(6)} ${f.scriptKB.toFixed(1).padStart(7)}`;
  const header = `${"route".padEnd(32)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"LCP ms".padStart(7)} ${"TBT ms".padStart(6)} ${"CLS".padStart(6)} ${"JS KB".padStart(7)}`;
  console.log(`Lighthouse 12 desktop, ${RUNS === 1 ? "one run" : `median of ${RUNS}`} per page, ${pages.length + (ONLY.length ? 0 : 1)} pages\n${header}`);
  const targets = ONLY.length === 0 || ONLY.includes("/auth") ? [["/auth (signed out)", `${server.origin}/auth`, undefined] as const] : [];
  for (const [label, url, c] of [...targets, ...pages.map((p) => [p, `${server.origin}${p}`, cookie] as const)]) {
    const f = await measure(chrome, url, c);
    rows.push([label, f]);
    console.log(line(label, f));
  }
  const short = rows.filter(([, f]) => f.perf < TARGET.performance || f.a11y < TARGET.accessibility || f.scriptKB > TARGET.scriptKB);
  console.log(
    `\nTargets (performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}, ≤ ${TARGET.scriptKB} KB script): ${rows.length - short.length} of ${rows.length} pages meet all three.`,
  );
  console.log(`Lowest: performance ${Math.min(...rows.map(([, f]) => f.perf))}, accessibility ${Math.min(...rows.map(([, f]) => f.a11y))}, script ${Math.max(...rows.map(([, f]) => f.scriptKB)).toFixed(1)} KB, TBT ${Math.max(...rows.map(([, f]) => f.tbt)).toFixed(0)} ms`);
  for (const [route, f] of short) console.log(`  ${route}: performance ${f.perf}, accessibility ${f.a11y}, ${f.scriptKB.toFixed(1)} KB — ${f.misses.join(", ") || "no single audit failed"}`);
  if (short.length > 0) process.exitCode = 1;
} finally {
  chrome.kill();
  await server.stop();
}
