/**
 * Paid-search report imports through the server actions, on the shipped sample files (db/sample/ppc): the preview
 * names the report, network, period and the totals lines it skips and stores nothing; the import stores the rows
 * with an import-history row; the same file again stores nothing new; a new download of the same period replaces
 * its rows; an unknown file names the columns it needs; another brand never sees any of it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { ppcCampaignDays, ppcImports, ppcKeywords, ppcSearchTerms, ppcSettings } from "@/db/schema";
import { scopeFor, withScope } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/ppc/import/actions");
const { listPpcImports } = await import("@/modules/ppc/import/import");

const SAMPLE = path.resolve(import.meta.dirname, "../../../db/sample/ppc");
const file = (name: string, bytes?: Buffer) => ({ file: { name, base64: (bytes ?? readFileSync(path.join(SAMPLE, name))).toString("base64") } });

async function world() {
  const owner = await createUser();
  const brand = await createBrand(owner, `Northwind PPC ${Math.random().toString(36).slice(2, 7)}`);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

const termsOf = (brandId: string) => getDb().select().from(ppcSearchTerms).where(eq(ppcSearchTerms.brandId, brandId));

beforeEach(() => actAs(null));

describe("PPC report imports", () => {
  it("previews, imports and re-imports the Google Ads search terms report without doubling", async () => {
    const { brand, scope } = await world();
    const preview = await actions.previewPpcImportAction(file("google-ads-search-terms.csv"));
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.data).toMatchObject({ recognised: "Google Ads search terms report", headerRow: 3, errorCount: 0, source: { encoding: "utf-8", delimiter: "comma" } });
    expect(preview.data.ready).toBeGreaterThan(2500);
    expect(preview.data.notes.join(" · ")).toMatch(/Google Ads, 2026-10-01 to 2026-10-30, by day · 3 totals lines skipped \(Total: Account/);
    expect(preview.data.sample[0]!.cells[0]).toBe("northwind coffee");
    expect(await termsOf(brand.id)).toEqual([]);

    const first = await actions.importPpcReportAction(file("google-ads-search-terms.csv"));
    expect(first).toMatchObject({ ok: true, data: { added: preview.data.ready, updated: 0, unchanged: 0 } });
    expect(await termsOf(brand.id)).toHaveLength(preview.data.ready);

    // The same file again: said so, nothing stored, no second history row.
    const again = await actions.importPpcReportAction(file("google-ads-search-terms.csv"));
    expect(again.ok && again.data.message).toMatch(/^This file was already imported on .+\. Nothing new was stored\.$/);
    const againPreview = await actions.previewPpcImportAction(file("google-ads-search-terms.csv"));
    expect(againPreview.ok && againPreview.data.notes.join(" ")).toMatch(/This file was imported on/);
    expect(await termsOf(brand.id)).toHaveLength(preview.data.ready);

    // A new download of the same period (different bytes, the same rows) replaces, never doubles.
    const text = readFileSync(path.join(SAMPLE, "google-ads-search-terms.csv"), "utf8").replace(/\r?\n$/, "\n ");
    const redownload = await actions.importPpcReportAction(file("search-terms-again.csv", Buffer.from(text)));
    expect(redownload).toMatchObject({ ok: true, data: { added: 0, updated: preview.data.ready } });
    expect(await termsOf(brand.id)).toHaveLength(preview.data.ready);

    const history = await listPpcImports(scope);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ network: "google_ads", reportKind: "search_term", source: "import", fileName: "google-ads-search-terms.csv", periodFrom: "2026-10-01", periodTo: "2026-10-30", rowsStored: preview.data.ready });
    expect(history[1]!.notes.join(" ")).toMatch(/3 totals lines skipped/);
    // The first report set the brand's currency.
    expect((await getDb().select().from(ppcSettings).where(eq(ppcSettings.brandId, brand.id)))[0]).toMatchObject({ currency: "USD" });
  });

  it("imports the campaign report (Excel .csv), the keyword report and the Microsoft Advertising report", async () => {
    const { brand } = await world();
    const campaigns = await actions.importPpcReportAction(file("google-ads-campaigns-by-day.csv"));
    expect(campaigns).toMatchObject({ ok: true, data: { added: 180 } });
    expect(await getDb().select().from(ppcCampaignDays).where(eq(ppcCampaignDays.brandId, brand.id))).toHaveLength(180);
    const keywords = await actions.importPpcReportAction(file("google-ads-keywords.csv"));
    expect(keywords).toMatchObject({ ok: true, data: { added: 18 } });
    expect(await getDb().select().from(ppcKeywords).where(eq(ppcKeywords.brandId, brand.id))).toHaveLength(18);
    const microsoft = await actions.importPpcReportAction(file("microsoft-ads-search-terms.csv"));
    expect(microsoft.ok).toBe(true);
    expect((await termsOf(brand.id)).every((t) => t.network === "microsoft_ads")).toBe(true);
  });

  it("refuses an unknown file, naming the columns it needs, and stores nothing", async () => {
    const { brand } = await world();
    const preview = await actions.previewPpcImportAction({ csv: "Name,Email\nAda,ada@example.com\n" });
    expect(preview.ok && preview.data.errors[0]!.message).toMatch(/The columns were not recognised\. The header row needs "Search term", "Campaign", "Ad group", "Cost"/);
    const r = await actions.importPpcReportAction({ csv: "Name,Email\nAda,ada@example.com\n" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^Nothing was imported: 1 problem in the file/);
    expect(await getDb().select().from(ppcImports).where(eq(ppcImports.brandId, brand.id))).toEqual([]);
  });

  it("keeps one brand's imports invisible to another", async () => {
    const a = await world();
    expect((await actions.importPpcReportAction(file("google-ads-keywords.csv"))).ok).toBe(true);
    const b = await world();
    // The same file in another brand is a first import there, not "already imported".
    const inB = await actions.importPpcReportAction(file("google-ads-keywords.csv"));
    expect(inB.ok && inB.data.message).toBeFalsy();
    expect(await listPpcImports(b.scope)).toHaveLength(1);
    const seenFromB = await withScope(b.scope, (tx) => tx.select({ brandId: ppcImports.brandId }).from(ppcImports));
    expect(seenFromB.every((r) => r.brandId === b.brand.id)).toBe(true);
    expect((await listPpcImports(a.scope))[0]!.id).not.toBe((await listPpcImports(b.scope))[0]!.id);
  });
});
