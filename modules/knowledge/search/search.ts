/**
 * Hybrid search over a brand's knowledge base: Postgres full text (websearch_to_tsquery in each
 * chunk's language, ranked by ts_rank_cd, highlighted by ts_headline), trigram similarity for names
 * (headings and source titles, pg_trgm) and, when an embedding engine is connected and the database
 * has pgvector, cosine similarity of embeddings — fused with reciprocal rank fusion (./rrf.ts).
 *
 * Invariants: only enabled sources of the scope's brand are searched; with collections given, only
 * sources in at least one of them. Snippets are built for the final hits only (ts_headline is the
 * expensive part).
 *
 * Why the owner connection (asSystem) and not the user's RLS transaction: under row-level security
 * Postgres may not evaluate a non-LEAKPROOF operator before the policy, and `@@`, `<%` and `<=>` are
 * not leakproof — so it never uses the GIN, trigram or HNSW index and scans every chunk (measured:
 * 125 ms instead of 5 ms for a rare word at 20,000 chunks, seconds at 200,000). Marking the
 * operators leakproof needs a superuser, which hosted databases do not give. The BrandScope proves
 * the caller's access to the brand; every statement below filters every table by that brand_id.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { embedTexts } from "../embeddings/client";
import { loadEmbedder } from "../embeddings/settings";
import { HIGHLIGHT_START, HIGHLIGHT_STOP, normalizeQuery, searchConfigs, vectorLiteral } from "./query";
import { reciprocalRankFusion, type RankedList } from "./rrf";

export type SearchMethod = "fulltext" | "trigram" | "vector";

export type SearchHit = {
  chunkId: string;
  sourceId: string;
  sourceTitle: string;
  heading: string;
  position: number;
  page: number | null;
  tokens: number;
  content: string;
  /** ts_headline of the content with HIGHLIGHT_START/STOP around matched words (./query.ts highlightParts). */
  snippet: string;
  score: number;
  methods: Partial<Record<SearchMethod, { rank: number; score: number }>>;
};

export type SearchResult = {
  query: string;
  hits: SearchHit[];
  /** The methods that ran (vector only with an embedding engine on a database with pgvector). */
  methods: SearchMethod[];
  /** Why a method did not run, in the user's words (e.g. the embedding engine failed). */
  notes: string[];
  tookMs: number;
};

export type SearchOptions = {
  query: string;
  collectionIds?: string[];
  limit?: number;
  /** Candidates each method contributes to the fusion. */
  perMethod?: number;
  /** Embed the query when the brand has an embedding engine (default true). */
  semantic?: boolean;
  purpose?: string;
};

/** Full-text matches ranked per search (see the fulltext query). */
export const FULLTEXT_CANDIDATES = 2_000;

/**
 * Passages holding all the words of a phrase that are tested for the phrase itself. The GIN index
 * knows which passages hold the words, not where: `"coffee espresso"` (or a hyphenated word, which
 * the parser also makes a phrase) had Postgres read and test the positions of nearly every passage
 * when both words are common (measured at 200,000 chunks: p95 1,074 ms). The test now runs on at
 * most this many passages holding every word; a phrase found only further on is not found.
 */
export const PHRASE_CANDIDATES = 2_000;

/** word_similarity a name must reach (pg_trgm's default 0.6 misses one wrong letter in a short word). */
const TRIGRAM_THRESHOLD = 0.45;

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

function sourceFilter(brandId: string, collectionIds: string[] | undefined): SQL {
  const inCollections = collectionIds?.length
    ? sql` and c.source_id in (select sc.source_id from knowledge_source_collections sc where sc.brand_id = ${brandId} and sc.collection_id in (${sql.join(
        collectionIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}))`
    : sql``;
  return sql`c.brand_id = ${brandId} and s.brand_id = ${brandId} and s.enabled${inCollections}`;
}

/** One branch per configuration, each `ts_config = c and tsv @@ query(c)`, so the GIN index serves each (./query.ts). */
export function fullTextMatch(configs: string[], q: string): SQL {
  return sql.join(
    configs.map((cfg) => sql`(c.ts_config = ${cfg}::regconfig and c.tsv @@ websearch_to_tsquery(${cfg}::regconfig, ${q}))`),
    sql` or `,
  );
}

/** The query parsed in one configuration; `relaxed` only when it has a phrase (see relaxedQueries). */
type ParsedQuery = { config: string; relaxed: string | null };

/**
 * The query in each configuration with its phrase operators (`<->`, `<N>`) turned into AND, so the GIN
 * index answers it without reading positions: every passage matching the query matches the relaxed one.
 * `relaxed` is null where the query has no phrase, or has a negation (`-"a b"` relaxed to `!(a & b)`
 * would drop passages the query keeps). One round trip, before the method queries.
 */
async function relaxedQueries(db: Database, configs: string[], q: string): Promise<ParsedQuery[]> {
  const rows = await db.execute<ParsedQuery>(sql`
    select x.config, case when x.t ~ '<([0-9]+|-)>' and strpos(x.t, '!') = 0 then regexp_replace(x.t, '<([0-9]+|-)>', '&', 'g') end as relaxed
    from (
      select cfg as config, websearch_to_tsquery(cfg::regconfig, ${q})::text as t
      from jsonb_array_elements_text(${JSON.stringify(configs)}::jsonb) cfg
    ) x`);
  return [...rows];
}

/**
 * The full-text candidates of a phrase query: fullTextMatch with each configuration's relaxed query,
 * so the GIN index serves each branch without rechecking positions (see PHRASE_CANDIDATES).
 */
export function fullTextCandidates(parsed: ParsedQuery[], q: string): SQL {
  return sql.join(
    parsed.map(({ config, relaxed }) =>
      relaxed === null
        ? sql`(c.ts_config = ${config}::regconfig and c.tsv @@ websearch_to_tsquery(${config}::regconfig, ${q}))`
        : sql`(c.ts_config = ${config}::regconfig and c.tsv @@ ${relaxed}::tsquery)`,
    ),
    sql` or `,
  );
}

const SYSTEM_REASON = "knowledge search: RLS would keep the GIN, trigram and HNSW indexes unused (non-leakproof operators)";

type Scored = { id: string; score: number };

/** The method queries, in parallel on the owner pool; the trigram one in a transaction for its threshold. */
async function runMethods(db: Database, q: { fulltext: SQL; trigram: SQL; vector: SQL | null }): Promise<{ fulltext: Scored[]; trigram: Scored[]; vector: Scored[] }> {
  const [fulltext, trigram, vector] = await Promise.all([
    db.execute<Scored>(q.fulltext),
    db.transaction(async (tx) => {
      // Transaction-local: a misspelt name ("warrenty") still reaches its heading ("Warranty and repairs").
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true)`);
      return tx.execute<Scored>(q.trigram);
    }),
    q.vector ? db.execute<Scored>(q.vector) : Promise.resolve([] as Scored[]),
  ]);
  return { fulltext: [...fulltext], trigram: [...trigram], vector: [...vector] };
}

export async function searchKnowledge(scope: BrandScope, opts: SearchOptions): Promise<SearchResult> {
  const started = performance.now();
  const q = normalizeQuery(opts.query);
  const limit = Math.min(Math.max(opts.limit ?? 10, 1), 50);
  const k = Math.min(Math.max(opts.perMethod ?? 40, limit), 200);
  const notes: string[] = [];
  if (!q) return { query: q, hits: [], methods: [], notes, tookMs: 0 };
  const b = scope.brandId;
  const filter = sourceFilter(b, opts.collectionIds);

  let queryVector: { literal: string; dims: number; model: string } | null = null;
  if (opts.semantic !== false) {
    const embedder = await loadEmbedder(scope);
    if (embedder) {
      try {
        const [v] = await embedTexts(embedder.engine, embedder.model, [q], "query", { scope, purpose: opts.purpose ?? "knowledge.search" });
        queryVector = { literal: vectorLiteral(v!), dims: v!.length, model: embedder.model };
      } catch (e) {
        notes.push(`Meaning search was skipped: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  const languages = await asSystem(SYSTEM_REASON, (db) => db.execute<{ language: string | null }>(sql`select distinct language from knowledge_sources where brand_id = ${b}`));
  const configs = searchConfigs(languages.map((r) => r.language));
  const parsed = await asSystem(SYSTEM_REASON, (db) => relaxedQueries(db, configs, q));

  const reads = await asSystem(SYSTEM_REASON, (db) => runMethods(db, {
    // Ranked among at most FULLTEXT_CANDIDATES matches: a word in most passages ("coffee" in a coffee
    // brand's handbook) would otherwise rank every one of 200,000 chunks (measured: seconds), and
    // ts_rank_cd has no notion of how rare a word is, so ranking all of them would not order them better.
    // A phrase is tested on at most PHRASE_CANDIDATES passages holding all its words (the inner
    // query, answered by the GIN index without positions).
    fulltext: parsed.some((p) => p.relaxed !== null)
      ? sql`
      select m.id, ts_rank_cd(m.tsv, websearch_to_tsquery(m.ts_config, ${q}), 1)::float8 as score
      from (
        select p.id, p.tsv, p.ts_config
        from (
          select c.id, c.tsv, c.ts_config
          from knowledge_chunks c join knowledge_sources s on s.id = c.source_id
          where ${filter} and (${fullTextCandidates(parsed, q)})
          limit ${PHRASE_CANDIDATES}
        ) p
        where p.tsv @@ websearch_to_tsquery(p.ts_config, ${q})
        limit ${FULLTEXT_CANDIDATES}
      ) m
      order by score desc, m.id limit ${k}`
      : sql`
      select m.id, ts_rank_cd(m.tsv, websearch_to_tsquery(m.ts_config, ${q}), 1)::float8 as score
      from (
        select c.id, c.tsv, c.ts_config
        from knowledge_chunks c join knowledge_sources s on s.id = c.source_id
        where ${filter} and (${fullTextMatch(configs, q)})
        limit ${FULLTEXT_CANDIDATES}
      ) m
      order by score desc, m.id limit ${k}`,
    // Names: headings by the trigram index, and the passages of sources whose title matches. A heading
    // shared by thousands of passages ("Getting started") is capped like full text before sorting.
    trigram: sql`
      select id, max(score)::float8 as score from (
        (select h.id, word_similarity(${q}, h.heading) as score from (
           select c.id, c.heading, c.position
           from knowledge_chunks c join knowledge_sources s on s.id = c.source_id
           where ${filter} and ${q} <% c.heading
           limit ${FULLTEXT_CANDIDATES}
         ) h order by score desc, h.position limit ${k})
        union all
        (select c.id, t.score from (
           select s.id, word_similarity(${q}, s.title) as score
           from knowledge_sources s
           where s.brand_id = ${b} and s.enabled and ${q} <% s.title
           order by score desc limit 5
         ) t
         join lateral (
           select c.id from knowledge_chunks c join knowledge_sources s on s.id = c.source_id
           where ${filter} and c.source_id = t.id order by c.position limit ${k}
         ) c on true
         order by t.score desc limit ${k})
      ) t group by id order by score desc, id limit ${k}`,
    vector: queryVector
      ? sql`
          select v.chunk_id as id, (1 - (v.embedding::vector(${sql.raw(String(queryVector.dims))}) <=> ${queryVector.literal}::vector(${sql.raw(String(queryVector.dims))})))::float8 as score
          from knowledge_chunk_vectors v
          join knowledge_chunks c on c.id = v.chunk_id
          join knowledge_sources s on s.id = c.source_id
          where v.brand_id = ${b} and v.model = ${queryVector.model} and vector_dims(v.embedding) = ${queryVector.dims} and ${filter}
          order by v.embedding::vector(${sql.raw(String(queryVector.dims))}) <=> ${queryVector.literal}::vector(${sql.raw(String(queryVector.dims))}) limit ${k}`
      : null,
  }));

  const lists: RankedList<SearchMethod>[] = [
    { method: "fulltext", ids: reads.fulltext.map((r) => ({ id: r.id, score: Number(r.score) })) },
    { method: "trigram", ids: reads.trigram.map((r) => ({ id: r.id, score: Number(r.score) })) },
  ];
  const methods: SearchMethod[] = ["fulltext", "trigram"];
  if (queryVector) {
    lists.push({ method: "vector", ids: reads.vector.map((r) => ({ id: r.id, score: Number(r.score) })) });
    methods.push("vector");
  }
  const fused = reciprocalRankFusion(lists, { limit });
  if (!fused.length) return { query: q, hits: [], methods, notes, tookMs: Math.round(performance.now() - started) };

  const details = await asSystem(SYSTEM_REASON, (db) =>
    db.execute<{ id: string; source_id: string; title: string; heading: string; position: number; page: number | null; tokens: number; content: string; snippet: string }>(sql`
      select c.id, c.source_id, s.title, c.heading, c.position, c.page, c.tokens, c.content,
        ts_headline(c.ts_config, c.content, websearch_to_tsquery(c.ts_config, ${q}), ${HEADLINE_OPTIONS}) as snippet
      from knowledge_chunks c join knowledge_sources s on s.id = c.source_id
      where c.brand_id = ${b} and c.id in (${sql.join(
        fused.map((f) => sql`${f.id}::uuid`),
        sql`, `,
      )})`),
  );
  const byId = new Map(details.map((d) => [d.id, d]));
  const hits: SearchHit[] = fused.flatMap((f) => {
    const d = byId.get(f.id);
    if (!d) return [];
    return [{ chunkId: d.id, sourceId: d.source_id, sourceTitle: d.title, heading: d.heading, position: d.position, page: d.page, tokens: d.tokens, content: d.content, snippet: d.snippet, score: f.score, methods: f.methods }];
  });
  return { query: q, hits, methods, notes, tookMs: Math.round(performance.now() - started) };
}
