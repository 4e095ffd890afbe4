/**
 * /competitors-backlinks against the real database and the DataForSEO loopback fake (documented
 * bodies): profiles of the brand and its competitors stored per day and reused the same day, the link
 * gap, the budget cap and a missing Backlinks subscription before/after a paid call, the Semrush
 * Backlinks import for agencies without API access, outreach tasks, and another brand seeing nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { foundationalTasks, seoBacklinkProfiles, seoLinkGaps, seoSettings } from "@/db/schema";
import { withScope } from "@/lib/brand-scope";
import { dataForSeoError, FAKE_KEYS } from "@/tests/support/fake-seo-providers";
import { actAs } from "../helpers/session";
import { seoBrand } from "../helpers/seo-brand";
import { createUser } from "../helpers/factories";
import { auditRows, withFakeSeoProviders } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { fetchBacklinks, getBacklinkReport, createOutreachTask, linkGapForExport } = await import("@/modules/seo/queries/backlinks");
const { importBacklinksFile, previewBacklinksImport } = await import("@/modules/seo/import/backlinks");

const fakeProviders = withFakeSeoProviders();
beforeEach(() => actAs(null));

const BRAND = "https://www.stridelab.example";
const RIVALS = ["sportsshoes.com", "runnersneed.com"];
const settings = () => ({ baseUrls: { dataforseo: fakeProviders().baseUrl }, deploymentKeys: { dataforseo: FAKE_KEYS.dataforseo } });
const file = (name: string) => ({ file: { name, base64: readFileSync(path.resolve(import.meta.dirname, "../../fixtures/seo/semrush", name)).toString("base64") } });

describe("backlinks from DataForSEO Backlinks", () => {
  it("fetches every domain's profile and the link gap, stores them, and reuses today's answers without paying again", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "Stride Lab", BRAND, RIVALS);
    const r = await fetchBacklinks(scope, settings());
    expect(r, JSON.stringify(r)).toMatchObject({ ok: true, value: { fetched: ["stridelab.example", ...RIVALS], reused: [], gap: "fetched" } });

    // Four calls per domain, then one domain_intersection with the competitors as targets and the brand excluded.
    const reqs = fakeProviders().requests;
    expect(reqs.map((q) => q.path)).toEqual([
      ...["stridelab.example", ...RIVALS].flatMap(() => ["/v3/backlinks/summary/live", "/v3/backlinks/referring_domains/live", "/v3/backlinks/backlinks/live", "/v3/backlinks/anchors/live"]),
      "/v3/backlinks/domain_intersection/live",
    ]);
    expect(reqs[0]!.body).toEqual([{ target: "stridelab.example", include_subdomains: true, backlinks_status_type: "live" }]);
    expect(reqs[2]!.body).toEqual([{ target: "stridelab.example", mode: "one_per_domain", backlinks_status_type: "all", limit: 100, order_by: ["first_seen,desc"] }]);
    expect(reqs.at(-1)!.body).toEqual([{ targets: { "1": "sportsshoes.com", "2": "runnersneed.com" }, exclude_targets: ["stridelab.example"], limit: 300, order_by: ["intersections_count,desc"] }]);
    // Every call is audited with the cost the answer states.
    const audit = await auditRows(scope.brandId);
    expect(audit).toHaveLength(13);
    expect(audit.map((a) => a.purpose)).toContain("seo.backlinks.intersection");
    expect(audit.every((a) => a.provider === "dataforseo" && a.ok && Number(a.costUsd) > 0)).toBe(true);

    const report = await getBacklinkReport(scope, settings());
    expect(report.canFetch).toBe(true);
    expect(report.profiles.map((p) => [p.target, p.source, p.profile.summary])).toEqual([
      ["stridelab.example", "dataforseo", { referringDomains: 74, backlinks: 932, rank: 187 }],
      ["sportsshoes.com", "dataforseo", { referringDomains: 1264, backlinks: 18342, rank: 412 }],
      ["runnersneed.com", "dataforseo", { referringDomains: 1264, backlinks: 18342, rank: 412 }],
    ]);
    expect(report.profiles[0]!.profile.anchors[0]).toEqual({ anchor: "Stride Lab", backlinks: 410, referringDomains: 31 });
    expect(report.history).toHaveLength(3);
    // The gap: the provider's intersection merged with the referring domains fetched; reddit, trustpilot and
    // strava link to the brand too, a lost link is no prospect.
    expect(report.gap?.source).toBe("dataforseo");
    const gap = report.gap!.gap.rows.map((g) => [g.domain, g.linksTo.length]);
    expect(gap.slice(0, 5)).toEqual([
      ["runnersworld.com", 2],
      ["theguardian.com", 2],
      ["irunfar.com", 2],
      ["runningshoesguru.com", 2],
      ["outdoorgearlab.com", 2],
    ]);
    expect(gap).toContainEqual(["fellrunner.example", 1]);
    expect(gap.map((g) => g[0])).not.toEqual(expect.arrayContaining(["reddit.com"]));
    expect(gap.map((g) => g[0]).some((d) => ["reddit.com", "trustpilot.com", "strava.com", "halfmarathonblog.example"].includes(d as string))).toBe(false);

    // Same day: nothing asked, nothing paid.
    fakeProviders().reset();
    expect(await fetchBacklinks(scope, settings())).toMatchObject({ ok: true, value: { fetched: [], reused: ["stridelab.example", ...RIVALS], gap: "reused" } });
    expect(fakeProviders().requests).toHaveLength(0);

    // A new competitor the same day: only it is fetched, and the gap asked again for the new set.
    await getDb().update(seoSettings).set({ competitorDomains: [...RIVALS, "fellrunner.example"] }).where(eq(seoSettings.brandId, scope.brandId));
    expect(await fetchBacklinks(scope, settings())).toMatchObject({ ok: true, value: { fetched: ["fellrunner.example"], gap: "fetched" } });
    expect(fakeProviders().requests).toHaveLength(5);

    // The outreach task comes from the stored gap, not from what the browser says.
    const t = await createOutreachTask(scope, "runnersworld.com");
    expect(t.title).toBe("Outreach: earn a link from runnersworld.com");
    const [task] = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.id, t.taskId));
    expect(task).toMatchObject({ brandId: scope.brandId, sourceType: "seo_link_gap" });
    // The fixture's new competitor is linked from runnersworld.com too.
    expect(task!.description).toContain("runnersworld.com links to 3 competitors (sportsshoes.com, runnersneed.com, fellrunner.example) and not to the brand.");
    await expect(createOutreachTask(scope, "reddit.com")).rejects.toThrow(/not in the brand's link gap/);

    // Another brand with the same domains sees none of it.
    const stranger = await createUser();
    const other = await seoBrand(stranger, "Stride Copy", BRAND, RIVALS);
    expect((await getBacklinkReport(other, settings())).profiles).toEqual([]);
    expect(await linkGapForExport(other)).toBeNull();
    const seen = await withScope(other, (tx) => tx.select({ brandId: seoBacklinkProfiles.brandId }).from(seoBacklinkProfiles));
    expect(seen.filter((s) => s.brandId === scope.brandId)).toEqual([]);
    await expect(createOutreachTask(other, "runnersworld.com")).rejects.toThrow(/not in the brand's link gap/);
  });

  it("says when the account has no Backlinks subscription (40204), stops at the budget before sending, and asks for a key when there is none", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "No Backlinks", BRAND, RIVALS);
    fakeProviders().next({ json: dataForSeoError(40204, "Access denied. Visit Plans and Subscriptions to activate your subscription and get access to this API: https://app.dataforseo.com/backlinks-subscription", "task") });
    const r = await fetchBacklinks(scope, settings());
    expect(r).toMatchObject({ ok: false, failure: { kind: "provider_error" } });
    expect(!r.ok && r.failure.message).toMatch(/^Backlinks API not enabled on this DataForSEO account \(40204\)\. Activate the Backlinks subscription/);
    const [row] = await auditRows(scope.brandId);
    expect(row).toMatchObject({ ok: false, errorCode: "provider_error", errorMessage: expect.stringContaining("Backlinks API not enabled") });
    expect(await getDb().select().from(seoBacklinkProfiles).where(eq(seoBacklinkProfiles.brandId, scope.brandId))).toEqual([]);

    fakeProviders().reset();
    await getDb().update(seoSettings).set({ monthlyBudgetUsd: "0" }).where(eq(seoSettings.brandId, scope.brandId));
    expect(await fetchBacklinks(scope, settings())).toMatchObject({ ok: false, failure: { kind: "budget" } });
    expect(fakeProviders().requests).toHaveLength(0);

    expect(await fetchBacklinks(scope, { baseUrls: {}, deploymentKeys: {} })).toMatchObject({ ok: false, failure: { kind: "not_configured", message: expect.stringContaining("Semrush Backlinks export") } });
    expect((await getBacklinkReport(scope, { baseUrls: {}, deploymentKeys: {} })).canFetch).toBe(false);
  });
});

describe("backlinks from Semrush Backlinks exports", () => {
  it("imports the brand's and a competitor's exports as their profiles and computes the gap", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "Stride Import", BRAND, RIVALS);
    const preview = await previewBacklinksImport(scope, file("backlinks-sportsshoes.com.csv"));
    expect(preview).toMatchObject({ recognised: "Semrush Backlinks export", ready: 6, errorCount: 0 });
    expect(preview.notes).toEqual(["Competitor sportsshoes.com: 5 live backlinks from 4 referring domains, 1 lost."]);

    expect(await importBacklinksFile(scope, file("backlinks-sportsshoes.com.csv"))).toEqual({ added: 6, updated: 0, unchanged: 0 });
    // One side alone is no gap yet.
    expect((await getBacklinkReport(scope)).gap).toBeNull();
    await importBacklinksFile(scope, file("backlinks-stridelab.example.csv"));
    const report = await getBacklinkReport(scope);
    expect(report.profiles.map((p) => [p.target, p.source, p.profile.summary])).toEqual([
      ["stridelab.example", "semrush_import", { referringDomains: 2, backlinks: 2, rank: null }],
      ["sportsshoes.com", "semrush_import", { referringDomains: 4, backlinks: 5, rank: null }],
    ]);
    expect(report.gap).toMatchObject({ source: "computed" });
    expect(report.gap!.gap.rows.map((r) => [r.domain, r.linksTo])).toEqual([
      ["runnersworld.com", ["sportsshoes.com"]],
      ["irunfar.com", ["sportsshoes.com"]],
      ["outdoorgearlab.com", ["sportsshoes.com"]],
      ["runningshoesguru.com", ["sportsshoes.com"]],
    ]);
    // Importing the same file again replaces today's profile, it does not add to it.
    await importBacklinksFile(scope, file("backlinks-sportsshoes.com.csv"));
    expect(await getDb().select().from(seoBacklinkProfiles).where(eq(seoBacklinkProfiles.brandId, scope.brandId))).toHaveLength(2);
    expect(await getDb().select().from(seoLinkGaps).where(eq(seoLinkGaps.brandId, scope.brandId))).toHaveLength(1);
  });

  it("refuses, whole, a file of links to a domain that is neither the brand's nor a competitor's", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "Stride Wrong", "https://elsewhere.example", ["runnersneed.com"]);
    const preview = await previewBacklinksImport(scope, file("backlinks-sportsshoes.com.csv"));
    expect(preview.ready).toBe(0);
    expect(preview.errors[0]?.message).toMatch(/^6 backlinks point to sportsshoes\.com, which is neither the brand's website nor one of its competitors/);
    await expect(importBacklinksFile(scope, file("backlinks-sportsshoes.com.csv"))).rejects.toThrow(/Nothing was imported/);
    expect(await getDb().select().from(seoBacklinkProfiles).where(eq(seoBacklinkProfiles.brandId, scope.brandId))).toEqual([]);
  });
});
