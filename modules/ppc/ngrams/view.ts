/**
 * The N-gram table's URL state and row shape, free of database code so the client table can import them.
 */
import { z } from "zod";
import { parseTableState, type SearchParams } from "@/lib/table/parse";
import { DEFAULT_PAGE_SIZES, type TableSpec, type TableState } from "@/lib/table/state";
import type { NgramSize } from "./engine";

export const NGRAM_TABLE: TableSpec = {
  sorts: { cost: { firstDesc: true }, clicks: { firstDesc: true }, conversions: { firstDesc: true }, cpa: { firstDesc: false }, terms: { firstDesc: true }, gram: {} },
  defaultSort: { id: "cost", desc: true },
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 50,
  filterKeys: ["n", "candidates", "q"],
  maxPage: 2_000,
};

const ngramFilters = z.object({
  n: z.enum(["1", "2", "3", "4"]).optional().catch(undefined),
  candidates: z.literal("yes").optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});
export type NgramTableState = TableState<z.output<typeof ngramFilters>>;

export function parseNgramTable(params: SearchParams): NgramTableState {
  return parseTableState(NGRAM_TABLE, params, ngramFilters) as NgramTableState;
}

export type NgramRow = {
  id: string;
  n: NgramSize;
  gram: string;
  terms: number;
  cost: number;
  clicks: number;
  impressions: number;
  conversions: number;
  conversionValue: number;
  cpa: number | null;
  conversionRate: number | null;
  negativeCandidate: boolean;
};

