/**
 * The live-update machinery of this app instance: one hub and one change feed per process (cached on
 * globalThis, as dev evaluates modules several times). The feed runs only while someone subscribes,
 * and lingers a little after the last leaves so that page navigations and reconnects do not restart it.
 */
import { getSql, isEmbedded } from "@/db/client";
import { ChangeFeed } from "./feed";
import { RealtimeHub } from "./hub";

const LINGER_MS = 30_000;

type Instance = { hub: RealtimeHub; feed: ChangeFeed; starting: Promise<void> | null; linger: ReturnType<typeof setTimeout> | null };
const g = globalThis as unknown as { __growthRealtime?: Instance };

/** Wires a hub to a feed: the feed starts with the first subscriber and stops LINGER_MS after the last. */
export function connectHub(hub: RealtimeHub, feed: ChangeFeed, lingerMs = LINGER_MS): Instance {
  const inst: Instance = { hub, feed, starting: null, linger: null };
  hub.onActiveChange = (active) => {
    if (inst.linger) clearTimeout(inst.linger);
    inst.linger = null;
    if (active) {
      inst.starting ??= feed.start().catch((e) => {
        inst.starting = null;
        console.error("[realtime] could not start the change feed", e);
      });
    } else {
      inst.linger = setTimeout(() => {
        inst.linger = null;
        const wasStarting = inst.starting;
        inst.starting = null;
        void (wasStarting ?? Promise.resolve()).then(() => (hub.size === 0 ? feed.stop() : undefined));
      }, lingerMs);
      inst.linger.unref?.();
    }
  };
  return inst;
}

export function realtimeInstance(): Instance {
  if (!g.__growthRealtime) {
    const hub = new RealtimeHub();
    const feed = new ChangeFeed(() => getSql(), hub, { mode: isEmbedded() ? "poll" : "listen" });
    g.__growthRealtime = connectHub(hub, feed);
  }
  return g.__growthRealtime;
}

/** Resolves once this instance's feed reads the log (a subscriber's "joined" waits for it). */
export async function feedReady(): Promise<void> {
  await realtimeInstance().starting;
}
