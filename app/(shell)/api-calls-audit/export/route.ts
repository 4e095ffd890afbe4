import { getCurrentUser } from "@/lib/auth/session";
import { ForbiddenError, NotFoundError, assertAccess, getCurrentBrandScope } from "@/lib/brand-scope";
import { apiCallsCsv } from "@/modules/api-audit/csv";
import { parseApiCallFilters } from "@/modules/api-audit/inputs";
import { listApiCallsForExport } from "@/modules/api-audit/queries";
import { ensureRoleResolver } from "@/modules/roles/resolver";

const noStore = { "Cache-Control": "no-store" };

/** The current brand's API calls (same filters as the page) as a CSV download. */
export async function GET(req: Request) {
  ensureRoleResolver();
  const user = await getCurrentUser();
  if (!user) return new Response("Please log in to export the API calls audit.", { status: 401, headers: noStore });
  const scope = await getCurrentBrandScope();
  if (!scope) return new Response("Select a brand first.", { status: 409, headers: noStore });
  try {
    await assertAccess(scope, "api-calls-audit", "view");
  } catch (e) {
    if (e instanceof NotFoundError || e instanceof ForbiddenError) return new Response("Not found", { status: 404, headers: noStore });
    throw e;
  }
  const filters = parseApiCallFilters(Object.fromEntries(new URL(req.url).searchParams));
  const rows = await listApiCallsForExport(scope, filters);
  const day = new Date().toISOString().slice(0, 10);
  return new Response("\uFEFF" + apiCallsCsv(rows), {
    headers: {
      ...noStore,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="api-calls-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
