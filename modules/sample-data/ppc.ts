/**
 * The demo brand's paid search, from db/sample/ppc through the report import a user would use (campaigns by
 * day, keywords, Google Ads search terms, Microsoft Advertising search terms), each file's days moved so its
 * last day is yesterday. The rows land as imports in the history and are marked as sample rows by the seed,
 * so "Remove sample data" takes them away. Then the targets a person would set on the settings page, and what a
 * person would do next on the other pages: the paid keywords clustered into PPC groups, and one n-gram mining run
 * (the job's own function, inline: the seed runs before the job runner).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { ppcNgramRuns, ppcSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { clusterPaidKeywords } from "@/modules/ppc/groups/queries";
import { importPpcReport } from "@/modules/ppc/import/import";
import { mineNgrams, type NgramRunParams } from "@/modules/ppc/ngrams/job";

export const SAMPLE_PPC_DIR = path.resolve(process.cwd(), "db/sample/ppc");
/** The last day of every shipped report (scripts/generate-ppc-sample.ts). */
export const SAMPLE_PPC_LAST_DAY = "2026-10-30";
/** Keywords and campaigns first, so the search terms find their ad groups' campaigns already named. */
export const SAMPLE_PPC_FILES = ["google-ads-campaigns-by-day.csv", "google-ads-keywords.csv", "google-ads-search-terms.csv", "microsoft-ads-search-terms.csv"] as const;

export async function seedPpc(scope: BrandScope, today: Date): Promise<void> {
  const yesterday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 86_400_000;
  const shiftDays = Math.round((yesterday - Date.parse(`${SAMPLE_PPC_LAST_DAY}T00:00:00Z`)) / 86_400_000);
  for (const name of SAMPLE_PPC_FILES) {
    await importPpcReport(scope, { file: { name, base64: readFileSync(path.join(SAMPLE_PPC_DIR, name)).toString("base64") } }, { shiftDays });
  }
  const targets = { currency: "USD", monthlyBudget: "5000", targetCpa: "20", targetRoas: "2.5" };
  await withScope(scope, (tx) =>
    tx
      .insert(ppcSettings)
      .values({ brandId: scope.brandId, ...targets, updatedBy: scope.userId })
      .onConflictDoUpdate({ target: ppcSettings.brandId, set: { ...targets, updatedAt: sql`now()` } }),
  );
  await clusterPaidKeywords(scope);
  const params: NgramRunParams = { sizes: [1, 2, 3], stem: false };
  const [run] = await withScope(scope, (tx) => tx.insert(ppcNgramRuns).values({ brandId: scope.brandId, status: "queued", params, createdBy: scope.userId }).returning({ id: ppcNgramRuns.id }));
  await mineNgrams(scope, run!.id);
}
