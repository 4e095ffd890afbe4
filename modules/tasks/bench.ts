/** `npm run bench` only: the spacing of the tasks scripts/bench.ts seeds into the demo brand. */

/** Seconds between two seeded tasks' creation: 10,000 tasks span ~120 days (the aging buckets). */
export const BENCH_TASK_SPACING_S = 1037;
