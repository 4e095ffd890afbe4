/**
 * Where ideas come from: the brand's own data, read as the user (RLS). Each source returns candidates
 * with a stable origin key (a group id, a keyword, a page, a prompt) so regenerating from the same
 * data updates the same ideas instead of adding new ones, and with the reason a person reads.
 *
 * - keyword_group: focus keyword groups none of whose keywords ranks and that no brief covers.
 * - striking_distance: keywords at positions 4–20 (rank checks / imports) and Search Console queries
 *   averaging 4–20 over the last 28 days of data.
 * - decaying_page: pages that lost clicks in the latest 28-day window (modules/seo/declines) or
 *   organic sessions in GA4 (−30 % or more against the 28 days before).
 * - question: "People also ask" of stored SERPs of the brand's keywords, then the 5 Ws around its top keywords.
 * - saio_prompt: tracked AI prompts whose answers name a competitor and not the brand (last 90 days).
 * - competitor_gap: keywords competitors rank for and the brand does not (stored DataForSEO Labs
 *   answers, else the stored SERPs) — free, never a new paid call.
 */
import { sql } from "drizzle-orm";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { formatNumber } from "@/lib/format";
import { ctrAt } from "@/modules/seo/analysis/visibility";
import { normaliseKeyword } from "@/modules/seo/analysis/normalise";
import { QUESTION_WORDS, topTemplateQuestion } from "@/modules/seo/analysis/questions";
import { listDeclines } from "@/modules/seo/declines/queries";
import { keywordKey } from "@/modules/seo/keyword-text";
import { competitorReportFromSerps, storedCompetitorLabsReport } from "@/modules/seo/queries/competitor-keywords";
import type { IdeaOrigin } from "./score";

export type IdeaCandidate = {
  origin: Exclude<IdeaOrigin, "ai" | "manual">;
  originKey: string;
  title: string;
  summary: string;
  reason: string;
  keyword: string | null;
  keywordId: string | null;
  keywordGroupId: string | null;
  pageUrl: string | null;
  volume: number | null;
  difficulty: number | null;
  intent: string | null;
};

/** Candidates per source: the table is for choosing, not for every long-tail row. */
export const PER_SOURCE = 25;
const STRIKING = { from: 4, to: 20 } as const;
const GSC_MIN_IMPRESSIONS = 30;
const GA4_MIN_SESSIONS = 50;
const GA4_DROP = 0.3;
const SAIO_DAYS = 90;
const TEMPLATE_SEEDS = 2;

export function sentenceCase(text: string): string {
  const t = text.trim().replace(/\s+/g, " ");
  return t ? t[0]!.toLocaleUpperCase() + t.slice(1) : t;
}

function asQuestion(text: string): string {
  const t = sentenceCase(text).replace(/[?.!\s]+$/, "");
  return `${t}?`;
}

/** "/guides/pour-over-ratio" → "Pour over ratio" (a page without a crawled title). */
export function titleFromUrl(url: string): string {
  let path = url;
  try {
    path = new URL(url, "https://x.invalid").pathname;
  } catch {
    /* keep the text */
  }
  const last = path.split("/").filter(Boolean).at(-1) ?? "";
  const words = decodeURIComponent(last).replace(/\.[a-z0-9]{2,5}$/i, "").replace(/[-_+]+/g, " ").trim();
  return words ? sentenceCase(words) : "Home page";
}

function pathOf(url: string): string {
  try {
    return new URL(url, "https://x.invalid").pathname.replace(/\/+$/, "") || "/";
  } catch {
    return url;
  }
}

const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function keywordGroupIdeas(scope: BrandScope): Promise<IdeaCandidate[]> {
  const rows = await withScope(scope, (tx) =>
    tx.execute<{ id: string; name: string; focus: string | null; focus_id: string | null; intent: string | null; keywords: number; volume: number | null; difficulty: number | null }>(sql`
      select g.id, g.name, fk.keyword as focus, fk.id as focus_id, fk.intent,
        count(k.id)::int as keywords, sum(k.volume)::int as volume, round(avg(k.difficulty))::int as difficulty
      from seo_keyword_groups g
      join seo_keywords k on k.brand_id = g.brand_id and k.group_id = g.id
      left join seo_keywords fk on fk.brand_id = g.brand_id and fk.id = g.focus_keyword_id
      where g.brand_id = ${scope.brandId}::uuid
        and not exists (
          select 1 from content_briefs b where b.brand_id = g.brand_id
            and (b.keyword_group_id = g.id or lower(btrim(b.keyword)) in (select k2.keyword_key from seo_keywords k2 where k2.brand_id = g.brand_id and k2.group_id = g.id)))
      group by g.id, fk.keyword, fk.id, fk.intent
      having not bool_or(k.position is not null)
      order by sum(k.volume) desc nulls last, g.name
      limit ${PER_SOURCE}`),
  );
  return rows.map((r) => {
    const topic = r.focus ?? r.name;
    return {
      origin: "keyword_group",
      originKey: r.id,
      title: sentenceCase(topic),
      summary: `A new article for the focus group "${r.name}" (${formatNumber(r.keywords)} keyword${r.keywords === 1 ? "" : "s"}).`,
      reason: `None of the ${formatNumber(r.keywords)} keyword${r.keywords === 1 ? "" : "s"} of the focus group "${r.name}" ranks yet and no brief covers it${r.volume ? ` — ${formatNumber(r.volume)} searches a month together` : ""}.`,
      keyword: r.focus ?? null,
      keywordId: r.focus_id,
      keywordGroupId: r.id,
      pageUrl: null,
      volume: n(r.volume),
      difficulty: n(r.difficulty),
      intent: r.intent,
    };
  });
}

export async function strikingDistanceIdeas(scope: BrandScope): Promise<IdeaCandidate[]> {
  const { ranked, gsc } = await withScope(scope, async (tx) => ({
    ranked: await tx.execute<{ id: string; keyword: string; key: string; position: number; url: string | null; volume: number | null; difficulty: number | null; intent: string | null; group_id: string | null }>(sql`
      select id, keyword, keyword_key as key, position, position_url as url, volume, difficulty, intent, group_id
      from seo_keywords
      where brand_id = ${scope.brandId}::uuid and position between ${STRIKING.from} and ${STRIKING.to}
      order by volume desc nulls last, position
      limit ${PER_SOURCE}`),
    // The last 28 days of Search Console data (whatever its last day), impression-weighted position per query.
    gsc: await tx.execute<{ query: string; page: string | null; impressions: number; clicks: number; position: number }>(sql`
      with last as (select max(day) as d from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and day is not null and query is not null)
      select r.query, (array_agg(r.page order by r.impressions desc) filter (where r.page is not null))[1] as page,
        sum(r.impressions)::int as impressions, sum(r.clicks)::int as clicks,
        (sum(r.position * r.impressions) / nullif(sum(r.impressions), 0))::float8 as position
      from seo_gsc_rows r, last
      where r.brand_id = ${scope.brandId}::uuid and r.query is not null and r.day > last.d - 28
      group by r.query
      having sum(r.impressions) >= ${GSC_MIN_IMPRESSIONS}
        and sum(r.position * r.impressions) / nullif(sum(r.impressions), 0) between ${STRIKING.from}::float8 and ${STRIKING.to + 0.49}::float8
      order by sum(r.impressions) desc
      limit ${PER_SOURCE}`),
  }));
  const out: IdeaCandidate[] = [];
  const seen = new Set<string>();
  for (const r of ranked) {
    seen.add(r.key);
    const gain = r.volume ? Math.round(Number(r.volume) * (ctrAt(3) - ctrAt(r.position))) : null;
    out.push({
      origin: "striking_distance",
      originKey: r.key,
      title: sentenceCase(r.keyword),
      summary: `Strengthen ${r.url ? `the page ${r.url}` : "the ranking page"} for "${r.keyword}": expand it, answer the questions around it and link to it from related pages.`,
      reason: `Ranks at position ${r.position}${r.volume ? ` for ${formatNumber(Number(r.volume))} searches a month` : ""}: within reach of the top 3${gain ? ` (about ${formatNumber(gain)} more clicks a month)` : ""}.`,
      keyword: r.keyword,
      keywordId: r.id,
      keywordGroupId: r.group_id,
      pageUrl: r.url,
      volume: n(r.volume),
      difficulty: n(r.difficulty),
      intent: r.intent,
    });
  }
  for (const r of gsc) {
    const key = keywordKey(r.query);
    if (seen.has(key)) continue;
    seen.add(key);
    const position = Math.round(r.position * 10) / 10;
    out.push({
      origin: "striking_distance",
      originKey: key,
      title: sentenceCase(r.query),
      summary: `Strengthen ${r.page ? `the page ${r.page}` : "the ranking page"} for "${r.query}": expand it, answer the questions around it and link to it from related pages.`,
      reason: `Search Console: average position ${position} over the last 28 days with ${formatNumber(r.impressions)} impressions and ${formatNumber(r.clicks)} clicks — within reach of the top 3.`,
      keyword: normaliseKeyword(r.query),
      keywordId: null,
      keywordGroupId: null,
      pageUrl: r.page,
      // Impressions of 28 days stand in for monthly searches when no keyword figures exist.
      volume: r.impressions,
      difficulty: null,
      intent: null,
    });
  }
  return out.slice(0, PER_SOURCE * 2);
}

async function crawledTitles(scope: BrandScope, urls: string[]): Promise<Map<string, string>> {
  if (!urls.length) return new Map();
  const rows = await withScope(scope, (tx) =>
    tx.execute<{ url: string; title: string }>(sql`
      select distinct on (url) url, title from seo_crawl_pages
      where brand_id = ${scope.brandId}::uuid and title is not null and btrim(title) <> ''
        and url in ${urls}
      order by url, fetched_at desc nulls last`),
  );
  return new Map(rows.map((r) => [r.url, r.title]));
}

export async function decayingPageIdeas(scope: BrandScope): Promise<IdeaCandidate[]> {
  const declines = await listDeclines(scope);
  const latestEnd = declines.reduce<string>((m, d) => (d.window.end > m ? d.window.end : m), "");
  const pages = new Map<string, { lost: number; before: number; now: number; positionBefore: number | null; positionNow: number | null }>();
  for (const d of declines) {
    if (d.entity !== "page" || d.comparison !== "previous" || d.window.end !== latestEnd || pages.has(d.key)) continue;
    pages.set(d.key, { lost: d.lostClicks, before: d.baseline.clicks, now: d.current.clicks, positionBefore: d.baseline.position, positionNow: d.current.position });
  }
  const ga4 = await withScope(scope, (tx) =>
    tx.execute<{ page: string; now: number; before: number }>(sql`
      with d as (
        select dims from seo_ga4_rows where brand_id = ${scope.brandId}::uuid and day is not null and landing_page is not null
        group by dims order by count(*) desc limit 1
      ), last as (select max(day) as d from seo_ga4_rows where brand_id = ${scope.brandId}::uuid and dims = (select dims from d))
      select landing_page as page,
        coalesce(sum(sessions) filter (where day > last.d - 28), 0)::int as now,
        coalesce(sum(sessions) filter (where day <= last.d - 28), 0)::int as before
      from seo_ga4_rows, last
      where brand_id = ${scope.brandId}::uuid and dims = (select dims from d) and day > last.d - 56
      group by landing_page
      having coalesce(sum(sessions) filter (where day <= last.d - 28), 0) >= ${GA4_MIN_SESSIONS}
        and coalesce(sum(sessions) filter (where day > last.d - 28), 0) <= coalesce(sum(sessions) filter (where day <= last.d - 28), 0) * ${1 - GA4_DROP}::float8
      order by coalesce(sum(sessions) filter (where day <= last.d - 28), 0) - coalesce(sum(sessions) filter (where day > last.d - 28), 0) desc
      limit ${PER_SOURCE}`),
  );
  const titles = await crawledTitles(scope, [...pages.keys()]);
  const out: IdeaCandidate[] = [];
  const paths = new Set<string>();
  for (const [url, p] of [...pages].sort((a, b) => b[1].lost - a[1].lost).slice(0, PER_SOURCE)) {
    paths.add(pathOf(url));
    const pos = p.positionBefore !== null && p.positionNow !== null ? `, average position ${p.positionBefore.toFixed(1)} → ${p.positionNow.toFixed(1)}` : "";
    out.push({
      origin: "decaying_page",
      originKey: url,
      title: `Refresh: ${titles.get(url) ?? titleFromUrl(url)}`,
      summary: `Update ${url}: current facts and dates, the questions searchers ask now, and what the pages that overtook it cover.`,
      reason: `Search Console: clicks fell from ${formatNumber(p.before)} to ${formatNumber(p.now)} in the last 28 days against the 28 before${pos}.`,
      keyword: null,
      keywordId: null,
      keywordGroupId: null,
      pageUrl: url,
      // Lost monthly clicks are what a refresh wins back: they stand in for volume.
      volume: p.before,
      difficulty: null,
      intent: null,
    });
  }
  for (const r of ga4) {
    if (paths.has(pathOf(r.page))) continue;
    const drop = Math.round((1 - r.now / r.before) * 100);
    out.push({
      origin: "decaying_page",
      originKey: r.page,
      title: `Refresh: ${titleFromUrl(r.page)}`,
      summary: `Update ${r.page}: current facts and dates, the questions searchers ask now, and what competing pages cover.`,
      reason: `Google Analytics: organic sessions fell ${drop} % (${formatNumber(r.before)} → ${formatNumber(r.now)}) in the last 28 days against the 28 before.`,
      keyword: null,
      keywordId: null,
      keywordGroupId: null,
      pageUrl: r.page,
      volume: r.before,
      difficulty: null,
      intent: null,
    });
  }
  return out;
}

export async function questionIdeas(scope: BrandScope): Promise<IdeaCandidate[]> {
  const { paa, seeds } = await withScope(scope, async (tx) => ({
    paa: await tx.execute<{ question: string; keyword: string; keyword_id: string; volume: number | null; group_id: string | null }>(sql`
      select distinct on (lower(q.question)) q.question, k.keyword, k.id as keyword_id, k.volume, k.group_id
      from seo_keywords k
      join seo_serps s on s.keyword_key = k.keyword_key
      cross join lateral jsonb_array_elements_text(s.people_also_ask) as q(question)
      where k.brand_id = ${scope.brandId}::uuid and btrim(q.question) <> ''
      order by lower(q.question), k.volume desc nulls last, s.day desc
      limit 200`),
    seeds: await tx.execute<{ keyword: string; id: string | null; volume: number | null; group_id: string | null }>(sql`
      (select keyword, id, volume, group_id from seo_keywords where brand_id = ${scope.brandId}::uuid
        order by tracked desc, volume desc nulls last, created_at limit ${TEMPLATE_SEEDS})
      union all
      (select kw as keyword, null::uuid, null::int, null::uuid from brand_data, jsonb_array_elements_text(keywords) as kw
        where brand_id = ${scope.brandId}::uuid limit ${TEMPLATE_SEEDS})`),
  }));
  const out: IdeaCandidate[] = [];
  const seen = new Set<string>();
  const add = (question: string, c: Omit<IdeaCandidate, "origin" | "originKey" | "title" | "intent" | "difficulty" | "pageUrl">) => {
    const key = normaliseKeyword(question).replace(/[?.!\s]+$/, "");
    if (!key || seen.has(key)) return;
    seen.add(key);
    out.push({ origin: "question", originKey: key, title: asQuestion(question), pageUrl: null, difficulty: null, intent: "informational", ...c });
  };
  const byVolume = [...paa].sort((a, b) => (n(b.volume) ?? -1) - (n(a.volume) ?? -1));
  for (const r of byVolume.slice(0, PER_SOURCE)) {
    add(r.question, {
      summary: `Answer "${asQuestion(r.question)}" in its own article or as a section of the page for "${r.keyword}".`,
      reason: `Google shows it under "People also ask" for "${r.keyword}"${r.volume ? ` (${formatNumber(Number(r.volume))} searches a month)` : ""}.`,
      keyword: r.keyword,
      keywordId: r.keyword_id,
      keywordGroupId: r.group_id,
      // A question is a slice of its keyword's searches.
      volume: r.volume === null ? null : Math.round(Number(r.volume) / 10),
    });
  }
  const seedList = seeds.filter((s, i) => seeds.findIndex((x) => normaliseKeyword(x.keyword) === normaliseKeyword(s.keyword)) === i).slice(0, TEMPLATE_SEEDS);
  const words = QUESTION_WORDS.filter((w): w is "who" | "what" | "when" | "where" | "why" | "how" => ["who", "what", "when", "where", "why", "how"].includes(w));
  for (const s of seedList) {
    for (const w of words) {
      add(topTemplateQuestion(w, s.keyword), {
        summary: `Answer the "${w}" question around "${s.keyword}" in a short, direct article.`,
        reason: `The 5 Ws around the brand's keyword "${s.keyword}": a question people commonly ask about it (template, not measured).`,
        keyword: s.keyword,
        keywordId: s.id,
        keywordGroupId: s.group_id,
        volume: null,
      });
    }
  }
  return out;
}

export async function saioPromptIdeas(scope: BrandScope): Promise<IdeaCandidate[]> {
  const rows = await withScope(scope, (tx) =>
    tx.execute<{ prompt_key: string; prompt: string; topic: string; answers: number; lost: number; rivals: string[] | null }>(sql`
      with a as (
        select coalesce(prompt_id::text, lower(btrim(prompt_text))) as prompt_key, prompt_text, topic, mentions,
          (not own_mentioned and exists (select 1 from jsonb_array_elements(mentions) m where m->>'brandId' <> 'own')) as lost
        from saio_answers
        where brand_id = ${scope.brandId}::uuid and ok and created_at > now() - make_interval(days => ${SAIO_DAYS})
      )
      select a.prompt_key, max(a.prompt_text) as prompt, max(a.topic) as topic, count(*)::int as answers, count(*) filter (where a.lost)::int as lost,
        array(select distinct m->>'brandId' from a a2, jsonb_array_elements(a2.mentions) m
          where a2.prompt_key = a.prompt_key and a2.lost and m->>'brandId' <> 'own' limit 5) as rivals
      from a
      group by a.prompt_key
      having count(*) filter (where a.lost) > 0
      order by count(*) filter (where a.lost) desc, count(*) desc
      limit ${PER_SOURCE}`),
  );
  // Mentions name competitors by key ("c:" + the lower-cased name, modules/saio/tracked): show their names.
  const [data] = rows.length
    ? await withScope(scope, (tx) => tx.execute<{ competitors: { name: string }[] | null }>(sql`select competitors from brand_data where brand_id = ${scope.brandId}::uuid`))
    : [];
  const names = new Map((Array.isArray(data?.competitors) ? data.competitors : []).map((c) => [`c:${c.name.trim().toLowerCase()}`, c.name.trim()]));
  return rows.map((r) => {
    const rivals = (r.rivals ?? []).filter(Boolean).map((k) => names.get(k) ?? sentenceCase(k.replace(/^c:/, "")));
    return {
      origin: "saio_prompt",
      originKey: r.prompt_key,
      title: sentenceCase(r.prompt),
      summary: `Publish the page AI assistants should cite for "${r.prompt.trim()}": a direct answer, comparisons and facts about the brand they can quote.`,
      reason: `AI assistants answered it ${formatNumber(r.answers)} time${r.answers === 1 ? "" : "s"} in the last ${SAIO_DAYS} days; ${formatNumber(r.lost)} named ${rivals.length ? rivals.join(", ") : "a competitor"} and not the brand.`,
      keyword: r.topic?.trim() ? r.topic.trim() : null,
      keywordId: null,
      keywordGroupId: null,
      pageUrl: null,
      volume: null,
      difficulty: null,
      intent: "commercial",
    };
  });
}

export async function competitorGapIdeas(scope: BrandScope): Promise<IdeaCandidate[]> {
  const report = (await storedCompetitorLabsReport(scope)) ?? (await competitorReportFromSerps(scope));
  const label = report.source === "labs" ? "DataForSEO Labs rankings" : "the stored SERPs of the brand's keywords";
  return [...report.gap]
    .sort((a, b) => (b.volume ?? -1) - (a.volume ?? -1))
    .slice(0, PER_SOURCE)
    .map((g) => {
      const rivals = g.competitors.slice(0, 3).map((c) => `${c.domain} #${c.position}`);
      return {
        origin: "competitor_gap",
        originKey: keywordKey(g.keyword),
        title: sentenceCase(g.keyword),
        summary: `Write the brand's page for "${g.keyword}", covering what the competitors' pages cover and what they miss.`,
        reason: `Competitors rank for it and the brand does not: ${rivals.join(", ")}${g.volume ? ` — ${formatNumber(g.volume)} searches a month` : ""} (from ${label}).`,
        keyword: g.keyword,
        keywordId: null,
        keywordGroupId: null,
        pageUrl: g.competitors[0]?.url ?? null,
        volume: g.volume,
        difficulty: null,
        intent: null,
      };
    });
}

export const IDEA_SOURCES: { origin: IdeaCandidate["origin"]; label: string; read: (scope: BrandScope) => Promise<IdeaCandidate[]> }[] = [
  { origin: "keyword_group", label: "keyword groups without content", read: keywordGroupIdeas },
  { origin: "striking_distance", label: "striking-distance keywords", read: strikingDistanceIdeas },
  { origin: "decaying_page", label: "decaying pages", read: decayingPageIdeas },
  { origin: "question", label: "questions", read: questionIdeas },
  { origin: "saio_prompt", label: "AI prompts the brand loses", read: saioPromptIdeas },
  { origin: "competitor_gap", label: "competitors' gaps", read: competitorGapIdeas },
];
