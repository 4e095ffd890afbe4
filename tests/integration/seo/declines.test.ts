/**
 * /historical-declines on real rows: the shipped bulk-export sample (db/sample/seo/gsc-bulk-export.zip)
 * through the SEO import action, then the declines found in the stored rows with the December 2025 core
 * update as their likely cause, a competitor cause from stored SERPs, and "create task" through the
 * tasks module — all inside the caller's brand, never another's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { foundationalTasks, seoGscRows, seoKeywords, seoSerps } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const seoActions = await import("@/modules/seo/actions");
const declineActions = await import("@/modules/seo/declines/actions");
const { listDeclines, loadDeclineHistory } = await import("@/modules/seo/declines/queries");
const { upsertGscRows } = await import("@/modules/seo/queries/gsc");
const { withScope } = await import("@/lib/brand-scope");
const { keywordKey } = await import("@/modules/seo/keyword-text");

const SAMPLE = path.resolve(import.meta.dirname, "../../../db/sample/seo/gsc-bulk-export.zip");
const bulkZip = () => ({ file: { name: "gsc-bulk-export.zip", base64: readFileSync(SAMPLE).toString("base64") } });

async function world(website?: string) {
  const owner = await createUser();
  const brand = await createBrand(owner, `Declines ${Math.random().toString(36).slice(2, 7)}`);
  if (website) await getDb().execute(`update brands set website = '${website}' where id = '${brand.id}'`);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

beforeEach(() => actAs(null));

describe("historical declines", () => {
  it("imports the bulk-export sample as daily page × query rows and finds the pages the December 2025 core update hit", { timeout: 240_000 }, async () => {
    const { brand, scope } = await world();
    const preview = await seoActions.previewSeoImportAction(bulkZip());
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.data.recognised).toBe("Search Console bulk data export (searchdata_url_impression)");
    expect(preview.data.notes.join(" ")).toMatch(/from 2025-07-01 to 2026-10-31/);
    expect(preview.data.notes.join(" ")).toMatch(/anonymized queries/);

    const imported = await seoActions.importSeoFileAction(bulkZip());
    expect(imported.ok).toBe(true);
    const rows = await getDb().select().from(seoGscRows).where(and(eq(seoGscRows.brandId, brand.id), isNotNull(seoGscRows.day)));
    expect(rows.length).toBeGreaterThan(10_000);
    expect(rows.every((r) => r.source === "gsc_export" && r.query && r.page && r.country === null)).toBe(true);
    // Importing the same export again changes nothing.
    const again = await seoActions.importSeoFileAction(bulkZip());
    expect(again.ok && again.data.added === 0 && again.data.updated === 0).toBe(true);

    const history = await loadDeclineHistory(scope);
    expect(history.span).toEqual({ firstDay: "2025-07-01", lastDay: "2026-10-31" });
    const declines = await listDeclines(scope, history);
    const pages = declines.filter((d) => d.entity === "page" && d.comparison === "previous");
    const hit = new Set(pages.map((d) => d.key));
    expect(hit).toContain("https://northwind-coffee.example/guides/pour-over");
    expect(hit).toContain("https://northwind-coffee.example/guides/cold-brew");
    expect(hit).not.toContain("https://northwind-coffee.example/shop/decaf");
    // The fall settles over the rollout: the window after it shows the position lost.
    const pourOver = pages.find((d) => d.key === "https://northwind-coffee.example/guides/pour-over" && d.signals.includes("position"))!;
    expect(pourOver.window).toEqual({ start: "2025-12-28", end: "2026-01-24" });
    const update = pourOver.causes.find((c) => c.kind === "update");
    expect(update && update.kind === "update" && update.updates.map((u) => u.name)).toContain("December 2025 core update");
    // The answer box: CTR falls from May 2026 while the position holds.
    expect(declines.some((d) => d.entity === "query" && d.key === "how to make cold brew" && d.signals.includes("ctr"))).toBe(true);

    // "Create task" makes a task of the brand with the decline's figures, through the tasks module.
    const made = await declineActions.createDeclineTaskAction({ id: pourOver.id });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const [task] = await getDb().select().from(foundationalTasks).where(and(eq(foundationalTasks.id, made.data.id), eq(foundationalTasks.brandId, brand.id)));
    expect(task).toMatchObject({ sourceType: "seo_decline", status: "pending" });
    expect(task!.title).toMatch(/^Recover the page https:\/\/northwind-coffee\.example\/guides\/pour-over/);
    expect(task!.description).toMatch(/December 2025 core update/);

    // Another brand sees none of it, and cannot make a task of this brand's decline.
    const other = await world();
    expect((await loadDeclineHistory(other.scope)).span).toBeNull();
    expect(await listDeclines(other.scope)).toEqual([]);
    const foreign = await declineActions.createDeclineTaskAction({ id: pourOver.id });
    expect(foreign).toMatchObject({ ok: false, error: expect.stringMatching(/no longer in the brand's Search Console data/) });
  });

  it("names the competitor that took a query's position from the stored SERPs, and refuses a made-up decline", async () => {
    const { scope } = await world("https://northwind-coffee.example");
    const query = `french press ratio ${Math.random().toString(36).slice(2, 7)}`;
    const days: { query: string; page: string; country: null; device: null; date: string; clicks: number; impressions: number; ctr: number; position: number }[] = [];
    for (let t = Date.parse("2026-01-01"); t <= Date.parse("2026-03-31"); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      const fell = date >= "2026-03-04";
      const impressions = fell ? 150 : 200;
      const position = fell ? 8 : 3;
      const clicks = fell ? 3 : 20;
      days.push({ query, page: "https://northwind-coffee.example/guides/french-press", country: null, device: null, date, clicks, impressions, ctr: clicks / impressions, position });
    }
    await withScope(scope, async (tx) => {
      await upsertGscRows(tx, scope, "gsc", days, new Date());
    });
    // The brand tracks the keyword, so its stored SERPs are visible to it.
    await getDb().insert(seoKeywords).values({ brandId: scope.brandId, keyword: query, keywordKey: keywordKey(query), source: "gsc", createdBy: scope.userId });
    const serp = (day: string, domains: string[]) => ({
      keywordKey: keywordKey(query),
      location: "United States",
      language: "en",
      device: "desktop",
      day,
      provider: "dataforseo",
      fetchedAt: new Date(`${day}T08:00:00Z`),
      organic: domains.map((domain, i) => ({ position: i + 1, url: `https://${domain}/french-press`, domain, title: domain, snippet: null })),
    });
    await getDb().insert(seoSerps).values([serp("2026-03-01", ["a.example", "b.example", "northwind-coffee.example", "c.example", "rival-roasters.example"]), serp("2026-03-20", ["a.example", "rival-roasters.example", "b.example", "c.example", "d.example", "e.example", "f.example", "northwind-coffee.example"])]);

    const declines = await listDeclines(scope);
    const d = declines.find((x) => x.entity === "query" && x.key === query && x.comparison === "previous");
    expect(d).toBeDefined();
    const competitor = d!.causes.find((c) => c.kind === "competitor");
    expect(competitor && competitor.kind === "competitor" && competitor.takeover).toMatchObject({ domain: "rival-roasters.example", ownBefore: 3, ownAfter: 8, theirAfter: 2 });

    const made = await declineActions.createDeclineTaskAction({ id: Buffer.from(JSON.stringify(["query", "previous", "2026-03-31", "a query nobody searched"])).toString("base64url") });
    expect(made).toMatchObject({ ok: false });
    const bad = await declineActions.createDeclineTaskAction({ id: "not-a-reference" });
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/not valid/) });
  });
});
