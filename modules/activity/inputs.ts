import { z } from "zod";

export const ACTIVITY_PAGE_SIZE = 25;
export const ACTIVITY_EXPORT_LIMIT = 50_000;

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** Filters from the URL (?action=&user=&from=&to=&page=); anything malformed is ignored, not an error. */
export const activityFiltersInput = z.object({
  action: z.string().trim().max(80).regex(/^[a-z0-9_.-]+$/).optional().catch(undefined),
  user: z.string().uuid().optional().catch(undefined),
  from: date,
  to: date,
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});

export type ActivityFilters = z.output<typeof activityFiltersInput>;

export function parseActivityFilters(params: Record<string, string | string[] | undefined>): ActivityFilters {
  const one = (k: string) => {
    const v = params[k];
    return (Array.isArray(v) ? v[0] : v) || undefined;
  };
  return activityFiltersInput.parse({ action: one("action"), user: one("user"), from: one("from"), to: one("to"), page: one("page") });
}

export function filtersToSearch(f: Partial<ActivityFilters>): string {
  const q = new URLSearchParams();
  if (f.action) q.set("action", f.action);
  if (f.user) q.set("user", f.user);
  if (f.from) q.set("from", f.from);
  if (f.to) q.set("to", f.to);
  if (f.page && f.page > 1) q.set("page", String(f.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}
