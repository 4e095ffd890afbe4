/** /onpage-seo-audit's pages table (lib/table), free of zod so the client islands stay small. */
import { tableStateToSearch, type TableSpec, type TableState } from "@/lib/table/state";

export const AUDIT_PAGES_TABLE = {
  sorts: { url: {}, status: {}, score: {}, words: { firstDesc: true }, inlinks: { firstDesc: true }, depth: {}, ms: { firstDesc: true }, issues: { firstDesc: true } },
  defaultSort: { id: "score", desc: false },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  filterKeys: ["q", "check", "open"],
} as const satisfies TableSpec;

export type AuditFilterValues = {
  /** Text in the URL. */
  q?: string;
  /** Only pages with this check's issues (and the check's issue list shown). */
  check?: string;
  /** The page whose detail is open. */
  open?: string;
};

export type AuditTableState = TableState<AuditFilterValues>;

export function auditToSearch(state: Partial<AuditTableState>): string {
  return tableStateToSearch(AUDIT_PAGES_TABLE, state);
}

export const SEVERITY_TONE = { critical: "bad", warning: "warn", notice: "info" } as const;
export const SEVERITY_LABEL = { critical: "Critical", warning: "Warning", notice: "Notice" } as const;
