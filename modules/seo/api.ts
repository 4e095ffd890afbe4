/**
 * SEO in the public API: the keyword store (/seo/keywords — list with the /keyword-research filters,
 * get, bulk add, delete) and each keyword's rank-check history (/seo/keywords/{id}/rankings). Writes
 * go through the same functions as the UI (addKeywords, setKeywordsTracked, deleteKeywords), so the
 * per-brand cap, tags, activity lines and "another brand's id is not found" are the same.
 */
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { keysetAfter, keysetPage, queryBoolean } from "@/lib/api/keyset";
import { day, instant, listOf, pageQuery } from "@/lib/api/pagination";
import { NotFoundError, type BrandScope } from "@/lib/brand-scope";
import { addKeywordsInput } from "./inputs";
import { cleanKeyword, KEYWORD_MAX_CHARS, keywordKey } from "./keyword-text";
import { getKeyword, keywordIdsByKey, listKeywordsPage, listRankHistoryPage, type ApiKeyword, type ApiRankCheck } from "./queries/api";
import { addKeywords, deleteKeywords, setKeywordsTracked } from "./queries/keywords";

export const apiSeoKeyword = z
  .object({
    object: z.literal("seo_keyword"),
    id: z.uuid(),
    keyword: z.string(),
    tags: z.array(z.string()),
    tracked: z.boolean().describe("Whether the rank check follows it."),
    group: z.object({ id: z.uuid(), name: z.string() }).nullable().describe("Its focus keyword group, if any."),
    source: z.string().describe("Where it first came from: manual, brand_data, import, gsc, a provider…"),
    volume: z.number().int().nullable().describe("Monthly searches (latest figure of any source)."),
    cpc_usd: z.number().nullable(),
    difficulty: z.number().int().nullable().describe("0–100."),
    competition: z.number().nullable().describe("0–1 (paid competition)."),
    intent: z.string().nullable(),
    position: z.number().int().nullable().describe("Latest known organic position of the brand; null = not ranking or never checked."),
    position_url: z.string().nullable(),
    figures_at: instant().nullable().describe("When its figures were last fetched."),
    created_at: instant(),
    updated_at: instant(),
  })
  .meta({ id: "SeoKeyword", description: "A keyword of the brand's keyword store." });

function present(k: ApiKeyword): z.input<typeof apiSeoKeyword> {
  return {
    object: "seo_keyword",
    id: k.id,
    keyword: k.keyword,
    tags: k.tags,
    tracked: k.tracked,
    group: k.groupId ? { id: k.groupId, name: k.groupName ?? "" } : null,
    source: k.source,
    volume: k.volume,
    cpc_usd: k.cpcUsd,
    difficulty: k.difficulty,
    competition: k.competition,
    intent: k.intent,
    position: k.position,
    position_url: k.positionUrl,
    figures_at: k.figuresAt,
    created_at: k.createdAt,
    updated_at: k.updatedAt,
  };
}

async function readKeyword(scope: BrandScope, id: string): Promise<z.input<typeof apiSeoKeyword>> {
  const k = await getKeyword(scope, id);
  if (!k) throw new NotFoundError();
  return present(k);
}

const keywordId = z.object({ keyword_id: z.uuid().describe("The keyword's id.") });
const count = z.coerce.number().int().min(0);
const position = z.coerce.number().int().min(1).max(100);
const EXAMPLE_ID = "3f9b1c52-8e0d-4c1e-9f4a-2a7d5e6b8c10";

defineEndpoint({
  method: "GET",
  path: "/seo/keywords",
  module: "seo",
  access: "read",
  operationId: "listSeoKeywords",
  tag: "SEO",
  summary: "List keywords",
  description: "The brand's keyword store, newest first, with the filters of Keyword Research. Filters combine (AND).",
  query: pageQuery.extend({
    q: z.string().trim().min(1).max(200).optional().describe("Part of the keyword's text."),
    tag: z.union([z.string(), z.array(z.string())]).optional().describe("Keywords with any of these tags (repeat the parameter for several)."),
    tracked: queryBoolean().optional().describe("`true`: only keywords the rank check follows; `false`: only the others."),
    group: z.union([z.uuid(), z.literal("none")]).optional().describe("A keyword group's id, or `none` for keywords in no group."),
    source: z.string().trim().min(1).max(40).optional().describe("Keywords with figures from this source (manual, import, gsc, dataforseo…)."),
    intent: z.string().trim().min(1).max(40).optional().describe("informational, commercial, transactional or navigational."),
    min_volume: count.optional(),
    max_volume: count.optional(),
    min_difficulty: count.max(100).optional(),
    max_difficulty: count.max(100).optional(),
    min_position: position.optional().describe("The brand ranks at this position or below it (numerically higher)."),
    max_position: position.optional().describe("The brand ranks at this position or better."),
    unranked: queryBoolean().optional().describe("`true`: keywords with no known position."),
  }),
  response: listOf(apiSeoKeyword),
  example: { query: { tracked: "true", min_volume: "100", limit: "50" } },
  handler: async ({ scope, query }) => {
    const rows = await listKeywordsPage(
      scope,
      {
        q: query.q,
        tags: query.tag === undefined ? undefined : ([] as string[]).concat(query.tag),
        tracked: query.tracked,
        group: query.group,
        source: query.source,
        intent: query.intent,
        minVolume: query.min_volume,
        maxVolume: query.max_volume,
        minDifficulty: query.min_difficulty,
        maxDifficulty: query.max_difficulty,
        minPosition: query.min_position,
        maxPosition: query.max_position,
        unranked: query.unranked,
      },
      { limit: query.limit, after: keysetAfter(query.cursor) },
    );
    return keysetPage(rows, query.limit, present);
  },
});

defineEndpoint({
  method: "GET",
  path: "/seo/keywords/{keyword_id}",
  module: "seo",
  access: "read",
  operationId: "getSeoKeyword",
  tag: "SEO",
  summary: "Get a keyword",
  params: keywordId,
  response: apiSeoKeyword,
  example: { params: { keyword_id: EXAMPLE_ID } },
  handler: ({ scope, params }) => readKeyword(scope, params.keyword_id),
});

const addBody = z.strictObject({
  keywords: z
    .array(z.string().trim().min(1, "A keyword cannot be empty").max(KEYWORD_MAX_CHARS, `Keep each keyword under ${KEYWORD_MAX_CHARS} characters`))
    .min(1, "Send at least one keyword")
    .max(1_000, "Send at most 1,000 keywords per request"),
  tags: addKeywordsInput.shape.tags.describe("Tags added to every keyword sent (new or already stored)."),
  tracked: z.boolean().optional().describe("`true` puts every keyword sent into the rank check; `false` takes them out; omitted leaves tracking as it is."),
});

export const apiSeoKeywordBatch = z
  .object({
    object: z.literal("seo_keyword_batch"),
    added: z.number().int().describe("Keywords that were new to the brand."),
    existing: z.number().int().describe("Keywords the brand already had (their tags were merged)."),
    data: z.array(apiSeoKeyword).describe("Every keyword sent, as stored now, in the order sent (repeats once)."),
  })
  .meta({ id: "SeoKeywordBatch", description: "The result of adding keywords." });

defineEndpoint({
  method: "POST",
  path: "/seo/keywords",
  module: "seo",
  access: "write",
  operationId: "addSeoKeywords",
  tag: "SEO",
  summary: "Add keywords",
  description:
    "Adds up to 1,000 keywords at once. A keyword the brand already has (same text in any case or spacing) is not added twice; the tags sent are merged into it. Send an `Idempotency-Key` header to make retries safe.",
  body: addBody,
  response: apiSeoKeywordBatch,
  status: 201,
  example: { body: { keywords: ["cold brew coffee", "best espresso beans"], tags: ["coffee"], tracked: true } },
  handler: async ({ scope, body }) => {
    const texts = body.keywords.map(cleanKeyword);
    const { added, existing } = await addKeywords(scope, texts, body.tags);
    const keys = [...new Set(texts.map(keywordKey).filter(Boolean))];
    const ids = await keywordIdsByKey(scope, keys);
    const wanted = keys.map((k) => ids.get(k)).filter((id): id is string => !!id);
    if (body.tracked !== undefined && wanted.length) await setKeywordsTracked(scope, wanted, body.tracked);
    const data = await Promise.all(wanted.map((id) => readKeyword(scope, id)));
    return { object: "seo_keyword_batch" as const, added, existing, data };
  },
});

const apiDeleted = (object: string) =>
  z.object({ object: z.literal(object), id: z.uuid(), deleted: z.literal(true) }).meta({ id: `Deleted${object.replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase())}` });

defineEndpoint({
  method: "DELETE",
  path: "/seo/keywords/{keyword_id}",
  module: "seo",
  access: "write",
  operationId: "deleteSeoKeyword",
  tag: "SEO",
  summary: "Delete a keyword",
  description: "Deletes the keyword with its figures and rank history; a group it was the focus keyword of keeps the group.",
  params: keywordId,
  response: apiDeleted("seo_keyword"),
  example: { params: { keyword_id: EXAMPLE_ID } },
  handler: async ({ scope, params }) => {
    await deleteKeywords(scope, [params.keyword_id]);
    return { object: "seo_keyword", id: params.keyword_id, deleted: true as const };
  },
});

export const apiRankCheck = z
  .object({
    object: z.literal("seo_rank_check"),
    id: z.uuid(),
    day: day().describe("The UTC day of the check."),
    location: z.string(),
    device: z.string().describe("desktop or mobile."),
    position: z.number().int().nullable().describe("The brand's organic position; null = not in the results fetched."),
    url: z.string().nullable().describe("The brand's URL that ranked."),
    checked_at: instant(),
  })
  .meta({ id: "SeoRankCheck", description: "One day's rank check of a tracked keyword at one location and device." });

function presentCheck(c: ApiRankCheck): z.input<typeof apiRankCheck> {
  return { object: "seo_rank_check", id: c.id, day: c.day, location: c.location, device: c.device, position: c.position, url: c.url, checked_at: c.checkedAt };
}

defineEndpoint({
  method: "GET",
  path: "/seo/keywords/{keyword_id}/rankings",
  module: "seo",
  access: "read",
  operationId: "listSeoKeywordRankings",
  tag: "SEO",
  summary: "List a keyword's rank history",
  description: "The keyword's daily rank checks, newest day first: one row per day, location and device checked.",
  params: keywordId,
  query: pageQuery.extend({
    location: z.string().trim().min(1).max(100).optional().describe("Only checks at this location (as in SEO Settings)."),
    device: z.enum(["desktop", "mobile"]).optional(),
    from: day().optional().describe("Checks on or after this day."),
    to: day().optional().describe("Checks on or before this day."),
  }),
  response: listOf(apiRankCheck),
  example: { params: { keyword_id: EXAMPLE_ID }, query: { device: "desktop", from: "2026-01-01" } },
  handler: async ({ scope, params, query }) => {
    // An id of another brand (or none) is a 404, not an empty history.
    if (!(await getKeyword(scope, params.keyword_id))) throw new NotFoundError();
    const rows = await listRankHistoryPage(scope, params.keyword_id, { location: query.location, device: query.device, from: query.from, to: query.to }, { limit: query.limit, after: keysetAfter(query.cursor) });
    return keysetPage(rows, query.limit, presentCheck);
  },
});
