import { NextResponse } from "next/server";
import { withBrandRoute } from "@/lib/brand-route";
import { isSameOrigin } from "@/lib/realtime/same-origin";
import { authorisePresenceKey, heartbeatPresence, leavePresence, listViewers } from "@/lib/realtime/presence";

const PATH = "/api/realtime/[brandId]/presence";
const NO_STORE = { "Cache-Control": "no-store" };

/** Who is viewing ?key=task:<id> now (lib/realtime/presence). */
export const GET = withBrandRoute<{ brandId: string }>(PATH, { brand: { param: "brandId" } }, async (req, scope) => {
  const key = await authorisePresenceKey(scope, new URL(req.url).searchParams.get("key"));
  return NextResponse.json({ viewers: await listViewers(scope, key) }, { headers: NO_STORE });
});

/**
 * The viewer's heartbeat ({key}) or leave ({key, leave: true}, sent with sendBeacon on pagehide);
 * answers the viewers like GET. Same-origin only: a cross-site form must not mark anyone present.
 */
export const POST = withBrandRoute<{ brandId: string }>(PATH, { brand: { param: "brandId" } }, async (req, scope) => {
  if (!isSameOrigin(req)) return new Response("Not found", { status: 404, headers: NO_STORE });
  const body = (await req.json().catch(() => null)) as { key?: unknown; leave?: unknown } | null;
  const key = await authorisePresenceKey(scope, body?.key);
  if (body?.leave === true) {
    await leavePresence(scope, key);
    return new Response(null, { status: 204, headers: NO_STORE });
  }
  await heartbeatPresence(scope, key);
  return NextResponse.json({ viewers: await listViewers(scope, key) }, { headers: NO_STORE });
});
