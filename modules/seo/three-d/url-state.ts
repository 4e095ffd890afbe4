/**
 * Where the 3D analysis keeps its state in the URL: the step is the path (/3danalysis_step1 … 4),
 * the saved analysis is `?id=`, so every step is a link that can be revisited, shared and reloaded.
 * Step 4 adds the matrix's table state (lib/table) and the finding filter.
 */
export const STEPS = [
  { step: 1, path: "/3danalysis_step1", label: "Pages" },
  { step: 2, path: "/3danalysis_step2", label: "Keywords → pages" },
  { step: 3, path: "/3danalysis_step3", label: "Metrics" },
  { step: 4, path: "/3danalysis_step4", label: "Matrix" },
] as const;

export type Step = (typeof STEPS)[number]["step"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The analysis id of a step's search params; a malformed id counts as none (never reaches SQL). */
export function analysisIdOf(params: Record<string, string | string[] | undefined> | URLSearchParams): string | null {
  const raw = params instanceof URLSearchParams ? params.get("id") : params.id;
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && UUID.test(v) ? v.toLowerCase() : null;
}

/** The link to a step of an analysis (step 1 without an id starts a new one). */
export function stepHref(step: Step, id: string | null, extra?: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  if (id) q.set("id", id);
  for (const [k, v] of Object.entries(extra ?? {})) if (v) q.set(k, v);
  const s = q.toString();
  return `${STEPS[step - 1]!.path}${s ? `?${s}` : ""}`;
}

/**
 * How far a saved analysis may go: step 2 needs pages, step 3 needs pairs, step 4 needs a metric.
 * A link to a later step opens the furthest step that makes sense, so a stale link never shows an empty matrix.
 */
export function reachableStep(a: { pages: number; pairs: number; metrics: number } | null): Step {
  if (!a || a.pages === 0) return 1;
  if (a.pairs === 0) return 2;
  if (a.metrics === 0) return 3;
  return 4;
}
