/**
 * A live channel: one Server-Sent Events stream of one brand's change events for the topics the
 * subscriber may view. The route (app/api/realtime/[brandId]) is reached through withBrandRoute, so
 * the brand was checked (sign-in → access, a forged id is 404) before openChannel runs; here each
 * topic is checked against its module (a topic the role cannot view makes the whole request 404, as
 * for any resource it cannot see), and the same checks are repeated at every heartbeat, so a member
 * removed from the brand or a downgraded role stops hearing it within HEARTBEAT_MS.
 *
 * Wire format (text/event-stream): `joined` once the instance's feed reads the log, then `change`
 * per event, `heartbeat` every HEARTBEAT_MS, and `denied` (then the stream ends) when access ended.
 */
import { inArray } from "drizzle-orm";
import { profiles } from "@/db/schema";
import { assertAccess, NotFoundError, scopeFor, withScope, type BrandScope } from "@/lib/brand-scope";
import { feedReady, realtimeInstance } from "./instance";
import { HEARTBEAT_MS, isTopic, TOPIC_MODULES, type ChangeEvent, type Topic } from "./topics";

const MAX_TOPICS = 16;

/** Parses "tasks,presence" and checks the scope may view each topic's module; NotFoundError otherwise. */
export async function authoriseTopics(scope: BrandScope, raw: string | null): Promise<Topic[]> {
  const names = [...new Set((raw ?? "").split(",").map((s) => s.trim()).filter(Boolean))];
  if (!names.length || names.length > MAX_TOPICS || !names.every(isTopic)) throw new NotFoundError();
  const topics = names as Topic[];
  for (const t of topics) await assertAccess(scope, TOPIC_MODULES[t], "view");
  return topics;
}

/**
 * The display name of a change's author, read as the subscriber under RLS (profiles of people who
 * share a brand with them), once per author per stream.
 */
function actorNames(scope: BrandScope): (id: string | null) => Promise<string | null> {
  const cache = new Map<string, Promise<string | null>>();
  return (id) => {
    if (!id) return Promise.resolve(null);
    let hit = cache.get(id);
    if (!hit) {
      hit = withScope(scope, (tx) => tx.select({ fullName: profiles.fullName, email: profiles.email }).from(profiles).where(inArray(profiles.id, [id])))
        .then(([p]) => (p ? p.fullName?.trim() || p.email.split("@")[0] || null : null))
        .catch(() => null);
      cache.set(id, hit);
    }
    return hit;
  };
}

/** Whether the scope's user still has the access the channel was opened with (and a live token). */
async function stillAllowed(scope: BrandScope, topics: readonly Topic[]): Promise<boolean> {
  const exp = scope.user.claims.exp;
  if (typeof exp === "number" && exp * 1000 < Date.now()) return false;
  try {
    const fresh = await scopeFor(scope.user, scope.brandId);
    for (const t of topics) await assertAccess(fresh, TOPIC_MODULES[t], "view");
    return true;
  } catch {
    return false;
  }
}

export type ChannelOptions = { heartbeatMs?: number; hub?: ReturnType<typeof realtimeInstance>["hub"]; ready?: () => Promise<void> };

/** The SSE response of a channel; ends when the client goes (signal) or access ends. */
export function openChannel(scope: BrandScope, topics: readonly Topic[], signal: AbortSignal, options: ChannelOptions = {}): Response {
  const hub = options.hub ?? realtimeInstance().hub;
  const ready = options.ready ?? feedReady;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const encoder = new TextEncoder();
  let close = () => {};

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let beat: ReturnType<typeof setInterval> | null = null;
      const send = (event: string, data: unknown) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        } catch {
          close();
        }
      };
      // Names are looked up in order: a chain keeps the events in the order of the log.
      const nameOf = actorNames(scope);
      let queue = Promise.resolve();
      const unsubscribe = hub.subscribe(scope.brandId, topics, (e: ChangeEvent) => {
        queue = queue.then(async () => send("change", { ...e, actorName: await nameOf(e.actorId) }));
      });
      close = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        if (beat) clearInterval(beat);
        signal.removeEventListener("abort", close);
        try {
          controller.close();
        } catch {
          /* already closed by the client */
        }
      };
      signal.addEventListener("abort", close);
      if (signal.aborted) return close();
      // Padding first: some proxies hold a response until a first chunk of some size arrives.
      controller.enqueue(encoder.encode(`: ${" ".repeat(2048)}\nretry: 1000\n\n`));
      void ready().then(() => send("joined", { brandId: scope.brandId, topics, heartbeatMs }));
      beat = setInterval(() => {
        void stillAllowed(scope, topics).then((ok) => {
          if (ok) return send("heartbeat", { at: new Date().toISOString() });
          send("denied", { message: "Live updates stopped: your access to this brand changed or your session ended." });
          close();
        });
      }, heartbeatMs);
      beat.unref?.();
    },
    cancel() {
      close();
    },
  });

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
