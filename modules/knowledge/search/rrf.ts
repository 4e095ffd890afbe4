/**
 * Reciprocal rank fusion (Cormack, Clarke & Büttcher 2009): each method ranks candidates on its own
 * scale (ts_rank_cd, trigram similarity, cosine distance); RRF ignores the scales and adds
 * 1 / (k + rank) over the methods that found a candidate, so agreement between methods wins and no
 * method's score range can drown the others. k = 60 is the paper's value.
 */
export const RRF_K = 60;

export type RankedList<M extends string> = { method: M; ids: { id: string; score: number }[] };

export type Fused<M extends string> = {
  id: string;
  score: number;
  /** Per method: the 1-based rank and the method's own score, when that method found the id. */
  methods: Partial<Record<M, { rank: number; score: number }>>;
};

/**
 * Fuses ranked lists (each best first, ids unique within a list) into one list, best first.
 * Ties keep the order in which ids were first seen across the lists, so the result is deterministic.
 */
export function reciprocalRankFusion<M extends string>(lists: RankedList<M>[], opts: { k?: number; limit?: number } = {}): Fused<M>[] {
  const k = opts.k ?? RRF_K;
  const byId = new Map<string, Fused<M> & { first: number }>();
  let seen = 0;
  for (const list of lists) {
    const local = new Set<string>();
    list.ids.forEach((hit, i) => {
      if (local.has(hit.id)) return;
      local.add(hit.id);
      const rank = i + 1;
      let f = byId.get(hit.id);
      if (!f) {
        f = { id: hit.id, score: 0, methods: {}, first: seen++ };
        byId.set(hit.id, f);
      }
      f.score += 1 / (k + rank);
      f.methods[list.method] = { rank, score: hit.score };
    });
  }
  const out = [...byId.values()].sort((a, b) => b.score - a.score || a.first - b.first);
  return out.slice(0, opts.limit ?? out.length).map(({ first: _first, ...f }) => f);
}
