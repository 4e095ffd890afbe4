/**
 * The demo brand's content marketing, made by the module's real flow from db/sample/content:
 * a DataForSEO SERP export read by the DataForSEO provider's own parser into the SERP cache, the
 * competitor articles behind it fetched through a transport that serves only the shipped pages,
 * the consensus structure saved to a brief, ideas from the brand's data, and three drafts a
 * writer wrote (added as manual drafts, scored, two of them approved and scheduled).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { addDays, setHours, startOfDay } from "date-fns";
import type { BrandScope } from "@/lib/brand-scope";
import { createApprovalLink, decideApproval } from "@/modules/content/calendar/approvals";
import { schedulePost, setPostOwner } from "@/modules/content/calendar/posts";
import { draftFromFile } from "@/modules/content/drafts/import-file";
import { addManualDraft, approvePost } from "@/modules/content/drafts/posts";
import { generateIdeas } from "@/modules/content/ideas/generate";
import { readArticle, storeArticle } from "@/modules/content/research/articles";
import { saveStructureToBrief } from "@/modules/content/research/save";
import { loadSerpTop } from "@/modules/content/research/serp-top";
import { sampleArticlesClient } from "./site-transport";
import { serpFromDataForSeo } from "@/modules/seo/providers/dataforseo";
import { storeSampleSerp } from "@/modules/seo/serp-cache";
import { getSeoSettings } from "@/modules/seo/queries/settings";
import type { SerpQuery } from "@/modules/seo/types";

export const SAMPLE_CONTENT_DIR = path.resolve(process.cwd(), "db/sample/content");
export const SAMPLE_CONTENT_KEYWORD = "how to make cold brew";

/**
 * The shipped SERP into today's SERP cache as the sample brand's own (storeSampleSerp): parsed by the
 * DataForSEO provider's own parser, visible only to queries for this brand, so the demo's pages keep
 * it and no other brand ever gets the fictional results as its answer.
 */
export async function seedSampleSerp(scope: BrandScope): Promise<{ serpId: string; query: SerpQuery }> {
  const settings = await getSeoSettings(scope);
  const query: SerpQuery = { keyword: SAMPLE_CONTENT_KEYWORD, location: settings.location, language: settings.language, device: settings.device };
  const envelope = JSON.parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, "serp-how-to-make-cold-brew.dataforseo.json"), "utf8")) as { tasks: { result: unknown[] }[] };
  const serp = serpFromDataForSeo(query, envelope.tasks[0]?.result[0]);
  if (!serp) throw new Error("the shipped DataForSEO SERP does not parse");
  const stored = await storeSampleSerp(scope, { ...serp, fetchedAt: new Date() });
  return { serpId: stored.id, query };
}

export const SAMPLE_BRIEF_TITLE = "How to make cold brew at home";

/** The three drafts a writer wrote for the brief, by file: what kind of post each is and where it goes. */
const SAMPLE_DRAFTS: readonly { file: string; kind: "article" | "newsletter" | "social"; channel: string }[] = [
  { file: "cold-brew-guide.md", kind: "article", channel: "blog" },
  { file: "cold-brew-newsletter.md", kind: "newsletter", channel: "newsletter" },
  { file: "cold-brew-linkedin.md", kind: "social", channel: "linkedin" },
];

/**
 * The whole content flow on the shipped files: SERP → the top articles read through the sample
 * transport (the job's own read and store, one page at a time) → the consensus structure saved to a
 * brief → ideas from the brand's data → the writer's drafts added, scored and versioned → the guide
 * and the newsletter approved and scheduled next week, the client's approval of the guide recorded
 * through its approval link. The LinkedIn post stays for review.
 */
export async function seedContent(scope: BrandScope, today: Date): Promise<void> {
  await seedSampleSerp(scope);
  const target = { kind: "keyword", keyword: SAMPLE_CONTENT_KEYWORD } as const;
  const top = await loadSerpTop(scope, target);
  if (!top?.results.length) throw new Error("the sample SERP has no results for the brand");
  const client = sampleArticlesClient();
  for (const r of top.results) await storeArticle(scope, r.url, await readArticle(r.url, { scope, client }), null);
  const { briefId } = await saveStructureToBrief(scope, target, "consensus", SAMPLE_BRIEF_TITLE);
  await generateIdeas(scope);

  const dir = path.join(SAMPLE_CONTENT_DIR, "drafts");
  const posts: Record<string, string> = {};
  for (const d of SAMPLE_DRAFTS) {
    if (!readdirSync(dir).includes(d.file)) throw new Error(`db/sample/content/drafts/${d.file} is missing`);
    const { title, bodyMd } = await draftFromFile(d.file, readFileSync(path.join(dir, d.file)));
    posts[d.kind] = (await addManualDraft(scope, { briefId, kind: d.kind, channel: d.channel, title, bodyMd, note: "Written in Google Docs by the brand's writer" })).id;
  }
  const monday = startOfDay(addDays(today, ((8 - today.getDay()) % 7) || 7));
  const plan: [string, Date][] = [
    [posts.article!, setHours(addDays(monday, 1), 9)],
    [posts.newsletter!, setHours(addDays(monday, 3), 8)],
  ];
  for (const [id, at] of plan) {
    await approvePost(scope, id);
    await schedulePost(scope, id, at);
    if (scope.userId) await setPostOwner(scope, id, scope.userId);
  }
  const link = await createApprovalLink(scope, { postIds: [posts.article!], title: "Cold brew guide for review" }, today);
  await decideApproval(link.token, { postId: posts.article!, decision: "approved", reviewerName: "Maya (Northwind marketing lead)", comment: "Lovely. Double-check the Guatemala price before it goes live." }, today);
}
