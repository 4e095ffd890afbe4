/**
 * Percentile-bootstrap 95 % intervals for focus-group numbers. Answers of one participant in one run
 * are not independent (a probe repeats the same opinion), so the unit resampled is the
 * participant×run cluster; resampling happens within each run (stratified), so every replicate keeps
 * the design's runs and their sizes. The RNG is seeded: the same answers always give the same
 * interval, which keeps exports, the page and the PDF in agreement.
 */

export const DEFAULT_BOOTSTRAP_B = 2_000;

/** mulberry32: small, fast, good enough for resampling, and reproducible across platforms. */
export function seededRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Interval = { estimate: number; low: number; high: number; n: number; clusters: number };

type Cluster<T> = { run: string; values: T[] };

/** Groups observations into participant×run clusters, then clusters by run. */
function clustersByRun<T>(obs: readonly { run: string; participant: string; value: T }[]): Cluster<T>[][] {
  const byKey = new Map<string, Cluster<T>>();
  for (const o of obs) {
    const key = `${o.run}\u0000${o.participant}`;
    let c = byKey.get(key);
    if (!c) byKey.set(key, (c = { run: o.run, values: [] }));
    c.values.push(o.value);
  }
  const runs = new Map<string, Cluster<T>[]>();
  for (const c of byKey.values()) {
    const list = runs.get(c.run) ?? [];
    list.push(c);
    runs.set(c.run, list);
  }
  return [...runs.keys()].sort().map((k) => runs.get(k)!);
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 1) return sorted[0]!;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/**
 * A statistic over resampled clusters: `stat` receives the flattened values of one replicate.
 * Returns null when there is nothing to estimate.
 */
function bootstrap<T>(
  obs: readonly { run: string; participant: string; value: T }[],
  stat: (values: T[]) => number,
  { b = DEFAULT_BOOTSTRAP_B, seed = 1 }: { b?: number; seed?: number } = {},
): Interval | null {
  if (!obs.length) return null;
  const runs = clustersByRun(obs);
  const estimate = stat(obs.map((o) => o.value));
  const rng = seededRng(seed);
  const reps: number[] = new Array<number>(b);
  const buffer: T[] = [];
  for (let i = 0; i < b; i++) {
    buffer.length = 0;
    for (const clusters of runs) {
      for (let j = 0; j < clusters.length; j++) {
        const pick = clusters[Math.floor(rng() * clusters.length)]!;
        for (const v of pick.values) buffer.push(v);
      }
    }
    reps[i] = stat(buffer);
  }
  reps.sort((x, y) => x - y);
  const clusters = runs.reduce((n, r) => n + r.length, 0);
  // Clamp: with few distinct replicates interpolation can't leave the observed range, but rounding can.
  return { estimate, low: Math.min(estimate, quantile(reps, 0.025)), high: Math.max(estimate, quantile(reps, 0.975)), n: obs.length, clusters };
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

export type RatingObservation = { run: string; participant: string; value: number };

/** Mean rating with its 95 % interval. */
export function meanRatingInterval(obs: readonly RatingObservation[], opts?: { b?: number; seed?: number }): Interval | null {
  return bootstrap(obs, mean, opts);
}

export type ChoiceObservation = { run: string; participant: string; value: string };

/** The share of each option (0..1) with its 95 % interval; options nobody chose are listed with 0 when given. */
export function choiceShareIntervals(obs: readonly ChoiceObservation[], options: readonly string[] = [], opts: { b?: number; seed?: number } = {}): { option: string; share: Interval }[] {
  if (!obs.length) return [];
  const all = [...new Set([...options, ...obs.map((o) => o.value)])];
  return all.map((option, i) => ({
    option,
    // Each option gets its own stream (seed + index) so adding an option leaves the others' intervals unchanged.
    share: bootstrap(obs, (vs) => vs.filter((v) => v === option).length / vs.length, { ...opts, seed: (opts.seed ?? 1) + i })!,
  }));
}

/** Whether two intervals overlap (used to call a winner only when the best one is clear of the rest). */
export function overlaps(a: Pick<Interval, "low" | "high">, b: Pick<Interval, "low" | "high">): boolean {
  return a.low <= b.high && b.low <= a.high;
}
