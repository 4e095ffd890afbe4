import { getCurrentUser } from "@/lib/auth/session";
import { ForbiddenError, NotFoundError, assertAccess, getCurrentBrandScope } from "@/lib/brand-scope";
import { activityCsv } from "@/modules/activity/csv";
import { parseActivityFilters } from "@/modules/activity/inputs";
import { listActivityForExport } from "@/modules/activity/queries";
import { ensureRoleResolver } from "@/modules/roles/resolver";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/** The current brand's activity (same filters as the page) as a CSV download. */
export async function GET(req: Request) {
  ensureRoleResolver();
  const user = await getCurrentUser();
  if (!user) return new Response("Please log in to export the activity log.", { status: 401, headers: { "Cache-Control": "no-store" } });
  const scope = await getCurrentBrandScope();
  if (!scope) return new Response("Select a brand first.", { status: 409, headers: { "Cache-Control": "no-store" } });
  try {
    await assertAccess(scope, "activity-log", "view");
  } catch (e) {
    if (e instanceof NotFoundError || e instanceof ForbiddenError) return notFound();
    throw e;
  }
  const url = new URL(req.url);
  const filters = parseActivityFilters(Object.fromEntries(url.searchParams));
  const rows = await listActivityForExport(scope, filters);
  const day = new Date().toISOString().slice(0, 10);
  return new Response("\uFEFF" + activityCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="activity-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
