/**
 * The API-call audit as a data table (lib/table): sortable columns, page sizes and filters, free of
 * zod so the client filter bar stays small. inputs.ts parses the same URL on the server.
 */
import type { TableSpec, TableState } from "@/lib/table/state";

const API_CALL_FILTER_KEYS = ["provider", "status", "from", "to"] as const;

export const API_CALL_TABLE = {
  sorts: {
    created: { firstDesc: true },
    provider: {},
    status: {},
    // The slowest and the dearest calls are what people look for first.
    latency: { firstDesc: true },
    cost: { firstDesc: true },
  },
  defaultSort: { id: "created", desc: true },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  filterKeys: API_CALL_FILTER_KEYS,
} as const satisfies TableSpec;

export type ApiCallFilterValues = {
  provider?: string;
  /** `ok`: answered 2xx with usable content; `failed`: everything else. */
  status?: "ok" | "failed";
  /** Whole UTC days, `YYYY-MM-DD`; `to` includes its day. */
  from?: string;
  to?: string;
};

export type ApiCallTableState = TableState<ApiCallFilterValues>;

/** The sort menu of a phone, where the rows are cards with no header row to click. */
export const API_CALL_SORT_PRESETS: { value: string; label: string }[] = [
  { value: "-created", label: "Newest first" },
  { value: "created", label: "Oldest first" },
  { value: "-latency", label: "Slowest first" },
  { value: "-cost", label: "Most expensive first" },
  { value: "provider", label: "Provider A–Z" },
  { value: "status", label: "Status" },
];
