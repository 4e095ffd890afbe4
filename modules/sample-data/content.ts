/**
 * The demo brand's content marketing, made by the module's real flow from db/sample/content:
 * a DataForSEO SERP export read by the DataForSEO provider's own parser into the SERP cache, the
 * competitor articles behind it fetched through a transport that serves only the shipped pages,
 * the consensus structure saved to a brief, ideas from the brand's data, and three drafts a
 * writer wrote (added as manual drafts, scored, two of them approved and scheduled).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrandScope } from "@/lib/brand-scope";
import { serpFromDataForSeo } from "@/modules/seo/providers/dataforseo";
import { getSerp } from "@/modules/seo/serp-cache";
import { getSeoSettings } from "@/modules/seo/queries/settings";
import type { SerpQuery } from "@/modules/seo/types";

export const SAMPLE_CONTENT_DIR = path.resolve(process.cwd(), "db/sample/content");
export const SAMPLE_CONTENT_KEYWORD = "how to make cold brew";

/** The shipped SERP into today's SERP cache, as if the brand's DataForSEO key had fetched it. */
export async function seedSampleSerp(scope: BrandScope): Promise<{ serpId: string; query: SerpQuery }> {
  const settings = await getSeoSettings(scope);
  const query: SerpQuery = { keyword: SAMPLE_CONTENT_KEYWORD, location: settings.location, language: settings.language, device: settings.device };
  const envelope = JSON.parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, "serp-how-to-make-cold-brew.dataforseo.json"), "utf8")) as { tasks: { result: unknown[] }[] };
  const serp = serpFromDataForSeo(query, envelope.tasks[0]?.result[0]);
  if (!serp) throw new Error("the shipped DataForSEO SERP does not parse");
  const stored = await getSerp(scope, query, {
    source: { provider: "dataforseo", maxCostUsd: 0, fetchSerp: async () => ({ ok: true, value: { ...serp, fetchedAt: new Date() }, costUsd: null }) },
  });
  if (!stored.ok) throw new Error(stored.failure.message);
  return { serpId: stored.value.id, query };
}
