/**
 * The external agent's LinkedIn ideas (the answer to a linkedin_content_ideas webhook). No session:
 * the Standard Webhooks signature with the brand's secret is the permission, checked with the
 * timestamp, the replay guard and the body in modules/social/linkedin/agent-answer.ts.
 */
import { isUuid } from "@/lib/brand-scope";
import { acceptIdeasAnswer } from "@/modules/social/linkedin/agent-answer";

const MAX_BODY_BYTES = 256 * 1024;
const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function POST(req: Request, ctx: { params: Promise<{ generationId: string }> }): Promise<Response> {
  const { generationId } = await ctx.params;
  if (!isUuid(generationId)) return json(404, { error: "No LinkedIn ideas request with this id is waiting for an answer." });
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) return json(413, { error: "The answer is larger than 256 KB." });
  const body = await req.text();
  if (body.length > MAX_BODY_BYTES) return json(413, { error: "The answer is larger than 256 KB." });
  try {
    const r = await acceptIdeasAnswer(generationId, req.headers, body);
    return json(r.status, r.body);
  } catch (e) {
    console.error("[linkedin ideas callback]", e);
    return json(500, { error: "The answer could not be stored. Send it again later (same webhook-id)." });
  }
}
