/**
 * SEO and SAIO data from which /content-ideas finds one idea of every origin, written as the owner
 * (integration tests through getSql(), browser tests through the e2e server's socket):
 * - keyword_group: the focus group "Cold brew" whose keywords do not rank;
 * - striking_distance: "espresso grinder" at position 8, and the GSC query "pour over ratio" (≈ 9);
 * - decaying_page: /guides/pour-over lost position and clicks (GSC), /blog/latte-art lost sessions (GA4);
 * - question: "People also ask" of the "espresso grinder" SERP, and the 5 Ws around the brand's keywords;
 * - saio_prompt: an AI answer that names Bean Rivals and not the brand;
 * - competitor_gap: beanrivals.example ranks for "pour over kettle", the brand does not.
 * The brand's site is https://brewlab.example.
 */
import type postgres from "postgres";

export const IDEA_FIXTURE = {
  website: "https://brewlab.example",
  decayingPage: "https://brewlab.example/guides/pour-over",
  ga4Page: "/blog/latte-art",
  paa: "How fine should espresso be ground?",
  prompt: "Which coffee roaster delivers the freshest beans?",
} as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function seedIdeaFixture(sql: postgres.Sql, brandId: string): Promise<void> {
  const today = new Date();
  const day = (back: number) => isoDay(new Date(today.getTime() - back * 86_400_000));
  await sql`update brands set website = ${IDEA_FIXTURE.website}, industry = 'Coffee' where id = ${brandId}`;
  await sql`update brand_data set keywords = ${JSON.stringify(["espresso grinder"])}::text::jsonb, competitors = ${JSON.stringify([{ name: "Bean Rivals", domain: "beanrivals.example" }])}::text::jsonb where brand_id = ${brandId}`;

  const [group] = await sql<{ id: string }[]>`insert into seo_keyword_groups (brand_id, name, method) values (${brandId}, 'Cold brew', 'manual') returning id`;
  const kw = async (keyword: string, v: { volume?: number; difficulty?: number; position?: number; url?: string; group?: string; intent?: string }) => {
    const [row] = await sql<{ id: string }[]>`
      insert into seo_keywords (brand_id, keyword, keyword_key, source, volume, difficulty, position, position_url, group_id, intent)
      values (${brandId}, ${keyword}, ${keyword}, 'manual', ${v.volume ?? null}, ${v.difficulty ?? null}, ${v.position ?? null}, ${v.url ?? null}, ${v.group ?? null}, ${v.intent ?? null})
      returning id`;
    return row!.id;
  };
  const focus = await kw("cold brew ratio", { volume: 900, difficulty: 30, group: group!.id, intent: "informational" });
  await kw("cold brew at home", { volume: 400, difficulty: 25, group: group!.id });
  await sql`update seo_keyword_groups set focus_keyword_id = ${focus} where id = ${group!.id}`;
  await kw("espresso grinder", { volume: 2400, difficulty: 45, position: 8, url: `${IDEA_FIXTURE.website}/grinders`, intent: "commercial" });
  await kw("pour over kettle", { volume: 500, difficulty: 20 });

  const serp = async (keyword: string, urls: string[], paa: string[] = []) => {
    const organic = urls.map((url, i) => ({ position: i + 1, url, domain: new URL(url).hostname, title: `Result ${i + 1}`, snippet: null }));
    await sql`insert into seo_serps (keyword_key, location, language, device, day, provider, fetched_at, organic, people_also_ask)
      values (${keyword}, 'United States', 'en', 'desktop', ${day(2)}, 'dataforseo', now(), ${JSON.stringify(organic)}::text::jsonb, ${JSON.stringify(paa)}::text::jsonb)
      on conflict do nothing`;
  };
  await serp("espresso grinder", ["https://grinders.example/best", `${IDEA_FIXTURE.website}/grinders`], [IDEA_FIXTURE.paa]);
  await serp("pour over kettle", ["https://beanrivals.example/kettles", "https://kettles.example/guide"]);

  // 56 days of one page: 28 at position 3 with 40 clicks a day, then 28 at position 9 with 10.
  const gsc = Array.from({ length: 56 }, (_, i) => {
    const fell = i >= 28;
    const d = day(56 - i);
    const r = { clicks: fell ? 10 : 40, impressions: fell ? 300 : 400, position: fell ? 9 : 3 };
    return {
      brand_id: brandId,
      source: "gsc",
      row_key: JSON.stringify(["gsc", "query", d, "pour over ratio", IDEA_FIXTURE.decayingPage, "", ""]),
      day: d,
      query: "pour over ratio",
      page: IDEA_FIXTURE.decayingPage,
      clicks: r.clicks,
      impressions: r.impressions,
      ctr: r.clicks / r.impressions,
      position: r.position,
      fetched_at: new Date().toISOString(),
    };
  });
  await sql`insert into seo_gsc_rows ${sql(gsc)}`;

  // GA4: 10 organic sessions a day on the landing page, then 3.
  const ga4 = Array.from({ length: 56 }, (_, i) => {
    const d = day(56 - i);
    return { brand_id: brandId, source: "ga4", dims: "date,landingPage", row_key: `ga4|${d}|${IDEA_FIXTURE.ga4Page}`, day: d, landing_page: IDEA_FIXTURE.ga4Page, sessions: i >= 28 ? 3 : 10, engaged_sessions: 1, key_events: 0, fetched_at: new Date().toISOString() };
  });
  await sql`insert into seo_ga4_rows ${sql(ga4)}`;

  const [run] = await sql<{ id: string }[]>`insert into saio_runs (brand_id, status, engines, prompt_ids, total, done)
    values (${brandId}, 'succeeded', ${JSON.stringify([{ key: "deployment", label: "Test engine", provider: "openai-compatible", model: "m" }])}::text::jsonb, '{}', 1, 1) returning id`;
  await sql`insert into saio_answers (brand_id, run_id, prompt_text, topic, engine_key, engine_label, provider, model, ok, answer, mentions, own_mentioned)
    values (${brandId}, ${run!.id}, ${IDEA_FIXTURE.prompt}, 'Beans', 'deployment', 'Test engine', 'openai-compatible', 'm', true, 'Bean Rivals roasts to order.',
      ${JSON.stringify([{ brandId: "c:bean rivals", count: 1, position: 1 }])}::text::jsonb, false)`;
}
