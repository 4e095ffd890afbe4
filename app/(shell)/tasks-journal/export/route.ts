import { getCurrentUser } from "@/lib/auth/session";
import { ForbiddenError, NotFoundError, assertAccess, getCurrentBrandScope } from "@/lib/brand-scope";
import { ensureRoleResolver } from "@/modules/roles/resolver";
import { journalCsv } from "@/modules/tasks/csv";
import { parseJournalFilters } from "@/modules/tasks/inputs";
import { listJournalLines } from "@/modules/tasks/reports";
import { isoDay } from "@/modules/tasks/sprint-rule";

const plain = (body: string, status: number) => new Response(body, { status, headers: { "Cache-Control": "no-store" } });

/** The current brand's journal lines (same period and person as the page) as a CSV download. */
export async function GET(req: Request) {
  ensureRoleResolver();
  const user = await getCurrentUser();
  if (!user) return plain("Please log in to export the tasks journal.", 401);
  const scope = await getCurrentBrandScope();
  if (!scope) return plain("Select a brand first.", 409);
  try {
    await assertAccess(scope, "tasks", "view");
  } catch (e) {
    if (e instanceof NotFoundError || e instanceof ForbiddenError) return plain("Not found", 404);
    throw e;
  }
  const url = new URL(req.url);
  const filters = parseJournalFilters(Object.fromEntries(url.searchParams), isoDay());
  const lines = await listJournalLines(scope, filters);
  return new Response("\uFEFF" + journalCsv(lines, scope.brandId, url.origin), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tasks-journal-${filters.from}-to-${filters.to}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
