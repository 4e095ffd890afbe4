/**
 * Where the 3D analysis keeps its state in the URL: the step is the path (/3danalysis_step1 … 4),
 * the saved analysis is `?id=`, so every step is a link that can be revisited, shared and reloaded.
 * Step 4 adds the matrix's table state (lib/table) and the finding filter.
 */
import { z } from "zod";
import { parseTableState, type SearchParams } from "@/lib/table/parse";
import type { TableSpec, TableState } from "@/lib/table/state";
import { FINDING_KINDS, type FindingKind } from "./finding-kinds";
import { METRIC_IDS, METRIC_SORTS_DESC } from "./model";

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

/** The matrix table of step 4: `id` is a filter key so every sort, filter and page link keeps the analysis. */
export const MATRIX_SPEC: TableSpec = {
  sorts: { page: {}, keyword: {}, ...Object.fromEntries(METRIC_IDS.map((m) => [m, { firstDesc: METRIC_SORTS_DESC[m] }])) },
  defaultSort: { id: "impressions", desc: true },
  pageSizes: [50, 100, 200],
  defaultPageSize: 50,
  filterKeys: ["id", "q", "page", "keyword", "finding"],
};

export type MatrixFilters = { id?: string; q?: string; page?: string; keyword?: string; finding?: FindingKind };

const text = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);

export function parseMatrixState(params: SearchParams): TableState<MatrixFilters> {
  return parseTableState(
    MATRIX_SPEC,
    params,
    z.object({
      id: z.uuid().optional().catch(undefined),
      q: text(200),
      page: z.string().max(2_000).optional().catch(undefined),
      keyword: text(200),
      finding: z.enum(FINDING_KINDS).optional().catch(undefined),
    }),
  ) as TableState<MatrixFilters>;
}
