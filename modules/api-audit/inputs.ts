import { z } from "zod";

export const API_CALLS_PAGE_SIZE = 50;
export const API_CALLS_EXPORT_LIMIT = 50_000;

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** Filters from the URL (?provider=&status=&from=&to=&page=); anything malformed is ignored, not an error. */
export const apiCallFiltersInput = z.object({
  provider: z.string().trim().max(80).regex(/^[a-z0-9_.-]+$/i).optional().catch(undefined),
  status: z.enum(["ok", "failed"]).optional().catch(undefined),
  from: date,
  to: date,
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});

export type ApiCallFilters = z.output<typeof apiCallFiltersInput>;

export function parseApiCallFilters(params: Record<string, string | string[] | undefined>): ApiCallFilters {
  const one = (k: string) => {
    const v = params[k];
    return (Array.isArray(v) ? v[0] : v) || undefined;
  };
  return apiCallFiltersInput.parse({ provider: one("provider"), status: one("status"), from: one("from"), to: one("to"), page: one("page") });
}

export function apiCallFiltersToSearch(f: Partial<ApiCallFilters>): string {
  const q = new URLSearchParams();
  if (f.provider) q.set("provider", f.provider);
  if (f.status) q.set("status", f.status);
  if (f.from) q.set("from", f.from);
  if (f.to) q.set("to", f.to);
  if (f.page && f.page > 1) q.set("page", String(f.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}
