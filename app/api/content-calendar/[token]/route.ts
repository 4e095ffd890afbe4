import { siteOrigin, requestOrigin } from "@/lib/site-origin";
import { feedIcs } from "@/modules/content/calendar/feeds";

/**
 * The brand's secret calendar feed (text/calendar). No session: calendar apps have none; the token
 * in the URL is the permission. Unknown or revoked tokens get the same bare 404.
 */
export async function GET(req: Request, ctx: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await ctx.params;
  const ics = await feedIcs(token, siteOrigin(requestOrigin(req.headers)));
  if (ics === null) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="content-calendar.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
