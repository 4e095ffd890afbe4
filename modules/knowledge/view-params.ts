/** The sources table's URL state (lib/table): sortable columns and page sizes, free of zod for the client. */
import type { TableSpec, TableState } from "@/lib/table/state";

export const SOURCES_TABLE = {
  sorts: {
    created: { firstDesc: true },
    title: {},
    chunks: { firstDesc: true },
    tokens: { firstDesc: true },
    synced: { firstDesc: true },
  },
  defaultSort: { id: "created", desc: true },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  filterKeys: [],
} as const satisfies TableSpec;

export type SourcesTableState = TableState;
