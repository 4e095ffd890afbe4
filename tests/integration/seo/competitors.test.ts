/**
 * /competitors-keywords against the real database: gap, shared and quick wins from the stored SERPs and
 * from DataForSEO Labs (its loopback fake), the budget cap before a paid call, gap keywords joining the
 * store, and brand vs brand limited to brands the user is a member of.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoDomainRankings, seoKeywords, seoSettings } from "@/db/schema";
import { NotFoundError, withScope } from "@/lib/brand-scope";
import { FAKE_KEYS, fixture } from "@/tests/support/fake-seo-providers";
import { actAs } from "../helpers/session";
import { seoBrand, storeSerp } from "../helpers/seo-brand";
import { addMember, createUser } from "../helpers/factories";
import { withFakeSeoProviders } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const store = await import("@/modules/seo/queries/keywords");
const { competitorReportFromSerps, competitorReportFromLabs, storedCompetitorLabsReport, brandsToCompare, brandVsBrand } = await import("@/modules/seo/queries/competitor-keywords");

const fakeProviders = withFakeSeoProviders();

beforeEach(() => actAs(null));

const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler${i}.example`);
/** A SERP of these domains, one page each. */
const serpOf = (keyword: string, domains: string[]) => storeSerp(keyword, domains.map((d) => `https://${d}/${keyword.replace(/ /g, "-")}`));

describe("competitor keywords", () => {
  it("builds gap, shared and quick wins from the stored SERPs of the brand's keywords", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "Comp Serps", "https://www.comp-serps.example", ["rival-serps.example"]);
    const tag = scope.brandId.slice(0, 6);
    const [k1, k2, k3] = [`trail shoes ${tag}`, `hiking boots ${tag}`, `comp serps shop ${tag}`];
    await store.addKeywords(scope, [k1, k2, k3]);
    await getDb().update(seoKeywords).set({ volume: 900 }).where(eq(seoKeywords.keywordKey, k1));
    await serpOf(k1, [filler(1)[0]!, "rival-serps.example", ...filler(3), "comp-serps.example"]);
    await serpOf(k2, [...filler(2), "rival-serps.example"]);
    await serpOf(k3, ["comp-serps.example", ...filler(4)]);

    const report = await competitorReportFromSerps(scope);
    expect(report).toMatchObject({ source: "serps", own: ["comp-serps.example"], competitors: ["rival-serps.example"], basis: 3 });
    expect(report.gap.map((g) => [g.keyword, g.competitors[0]!.position])).toEqual([[k2, 3]]);
    expect(report.shared.map((s) => [s.keyword, s.brand.position, s.competitors[0]!.position, s.brandAhead, s.volume])).toEqual([[k1, 6, 2, false, 900]]);
    expect(report.quickWins.map((w) => [w.keyword, w.brand.position])).toEqual([[k1, 6]]);
    expect(report.inStore).toEqual([k2]);
  });

  it("asks DataForSEO Labs for the brand's and competitors' ranked keywords, within the budget, and finds keywords the brand lacks", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "Comp Labs", "https://brand-labs.example", ["sportsshoes.com"]);
    const settings = { baseUrls: { dataforseo: fakeProviders().baseUrl }, deploymentKeys: { dataforseo: FAKE_KEYS.dataforseo } };

    // The brand ranks 8th for "running shoes"; the competitor answers with the documented fixture.
    const own = structuredClone(fixture("dataforseo-labs-google-ranked-keywords-live")) as { tasks: { result: { items: { ranked_serp_element: { serp_item: Record<string, unknown> } }[] }[] }[] };
    const items = own.tasks[0]!.result[0]!.items;
    items.splice(1);
    Object.assign(items[0]!.ranked_serp_element.serp_item, { rank_group: 8, url: "https://brand-labs.example/running", domain: "brand-labs.example", main_domain: "brand-labs.example" });
    fakeProviders().next({ json: own });
    await store.addKeywords(scope, ["trail running shoes"]);
    const r = await competitorReportFromLabs(scope, settings);
    expect(r.ok, JSON.stringify(r)).toBe(true);
    if (!r.ok) return;
    expect(fakeProviders().requests.map((q) => (q.body as { target: string }[])[0]!.target)).toEqual(["brand-labs.example", "sportsshoes.com"]);
    expect(r.report.source).toBe("labs");
    expect(r.report.gap.map((g) => g.keyword).sort()).toEqual(["how to choose running shoes", "trail running shoes"]);
    expect(r.report.inStore).toEqual(["trail running shoes"]);
    expect(r.report.shared.map((s) => [s.keyword, s.brand.position, s.competitors[0]!.position])).toEqual([["running shoes", 8, 2]]);
    expect(r.report.quickWins.map((w) => w.keyword)).toEqual(["running shoes"]);

    // Kept per brand: one set of rows per domain, with what Labs said about each keyword.
    const kept = await getDb().select().from(seoDomainRankings).where(eq(seoDomainRankings.brandId, scope.brandId));
    expect([...new Set(kept.map((k) => k.domain))].sort()).toEqual(["brand-labs.example", "sportsshoes.com"]);
    expect(kept.find((k) => k.domain === "brand-labs.example")).toMatchObject({ keywordKey: "running shoes", position: 8, url: "https://brand-labs.example/running", source: "dataforseo_labs" });
    expect(r.report.fetchedAt).not.toBeNull();
    expect(r.report.reused).toEqual([]);

    // A reload reads the stored report: no provider request, the same lists.
    fakeProviders().reset();
    const reloaded = await storedCompetitorLabsReport(scope);
    expect(fakeProviders().requests).toHaveLength(0);
    expect(reloaded).toMatchObject({ source: "labs", basis: 2, fetchedAt: r.report.fetchedAt, reused: [] });
    expect(reloaded!.gap.map((g) => g.keyword).sort()).toEqual(["how to choose running shoes", "trail running shoes"]);
    expect(reloaded!.shared.map((s) => [s.keyword, s.brand.position, s.competitors[0]!.position])).toEqual([["running shoes", 8, 2]]);

    // A second fetch the same day reuses both domains' answers and pays nothing.
    const again = await competitorReportFromLabs(scope, settings);
    expect(fakeProviders().requests).toHaveLength(0);
    expect(again).toMatchObject({ ok: true, report: { source: "labs", reused: ["brand-labs.example", "sportsshoes.com"], fetchedAt: r.report.fetchedAt } });

    // Another brand (another owner) with the same domains sees none of it, and pays for its own fetch.
    const stranger = await createUser();
    const other = await seoBrand(stranger, "Comp Labs Other", "https://brand-labs.example", ["sportsshoes.com"]);
    expect(await storedCompetitorLabsReport(other)).toBeNull();
    const seenByOther = await withScope(other, (tx) => tx.select({ brandId: seoDomainRankings.brandId }).from(seoDomainRankings));
    expect(seenByOther.filter((x) => x.brandId === scope.brandId)).toEqual([]);
    const otherFetch = await competitorReportFromLabs(other, settings);
    expect(otherFetch).toMatchObject({ ok: true, report: { reused: [] } });
    expect(fakeProviders().requests).toHaveLength(2);

    // Answers from an earlier day are shown (with their time) but fetched again on request; a budget already
    // spent stops that paid call before anything is sent, and the stored report stays.
    fakeProviders().reset();
    const yesterday = new Date(Date.now() - 86_400_000);
    await getDb().update(seoDomainRankings).set({ day: yesterday.toISOString().slice(0, 10), fetchedAt: yesterday }).where(eq(seoDomainRankings.brandId, scope.brandId));
    await getDb().update(seoSettings).set({ monthlyBudgetUsd: "0" }).where(eq(seoSettings.brandId, scope.brandId));
    const refused = await competitorReportFromLabs(scope, settings);
    expect(refused).toMatchObject({ ok: false, failure: { kind: "budget" } });
    expect(fakeProviders().requests).toHaveLength(0);
    expect(await storedCompetitorLabsReport(scope)).toMatchObject({ source: "labs", fetchedAt: yesterday.toISOString() });

    // No key at all: said as such.
    expect(await competitorReportFromLabs(scope, { baseUrls: {}, deploymentKeys: {} })).toMatchObject({ ok: false, failure: { kind: "not_configured" } });
  });

  it("compares only with brands the user is a member of, each read through its own scope", async () => {
    const agency = await createUser();
    const stranger = await createUser();
    const a = await seoBrand(agency, "Agency A", "https://agency-a.example");
    const b = await seoBrand(agency, "Agency B", "https://agency-b.example");
    const foreign = await seoBrand(stranger, "Not Yours", "https://not-yours.example");
    const viewerOf = await seoBrand(stranger, "Viewer Of", "https://viewer-of.example");
    await addMember(viewerOf.brandId, agency, "viewer");
    const tag = a.brandId.slice(0, 6);
    await store.addKeywords(a, [`espresso ${tag}`, `latte ${tag}`, `only a ${tag}`]);
    await store.addKeywords(b, [`Espresso ${tag}`, `latte ${tag}`, `only b ${tag}`]);
    await store.addKeywords(foreign, [`espresso ${tag}`]);
    await getDb().update(seoKeywords).set({ position: 4 }).where(eq(seoKeywords.brandId, a.brandId));
    await getDb().update(seoKeywords).set({ position: 2 }).where(eq(seoKeywords.keywordKey, `espresso ${tag}`));

    const others = await brandsToCompare(a);
    expect(others.map((o) => o.name).sort()).toEqual(["Agency B", "Viewer Of"]);
    const rows = await brandVsBrand(a, b.brandId);
    expect(rows.map((r) => [r.keyword, r.a.position, r.b.position, r.ahead])).toEqual([
      [`espresso ${tag}`, 2, 2, "tie"],
      [`latte ${tag}`, 4, null, "a"],
    ]);
    await expect(brandVsBrand(a, foreign.brandId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(brandVsBrand(a, a.brandId)).rejects.toBeInstanceOf(NotFoundError);
  });
});
