import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveChannel, type ChannelStatus, type EventSourceLike } from "./live-channel";
import { HEARTBEAT_MS, REALTIME_TIMEOUT_MS, RECONNECT_DELAYS_MS, reconnectDelay } from "./topics";

class FakeSource implements EventSourceLike {
  static all: FakeSource[] = [];
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, l: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data) } as MessageEvent);
  }
  fail() {
    this.onerror?.(new Event("error"));
  }
}

const last = () => FakeSource.all.at(-1)!;

function channel() {
  const statuses: ChannelStatus[] = [];
  const events: unknown[] = [];
  const resync = vi.fn();
  const ch = new LiveChannel({
    url: "/api/realtime/b?topics=tasks",
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    onResync: resync,
    createSource: (url) => new FakeSource(url),
  });
  return { ch, statuses, events, resync };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.all = [];
});
afterEach(() => vi.useRealTimers());

describe("reconnectDelay", () => {
  it("follows the spec's 1, 2, 5, 10 s and then stays at 10 s", () => {
    expect(RECONNECT_DELAYS_MS).toEqual([1000, 2000, 5000, 10000]);
    expect([1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});

describe("LiveChannel", () => {
  it("goes closed → joining → joined, delivers changes, and leaving → closed on unsubscribe", () => {
    const { ch, statuses, events } = channel();
    expect(ch.status).toBe("closed");
    ch.subscribe();
    last().emit("joined", { heartbeatMs: HEARTBEAT_MS });
    last().emit("change", { id: 1, topic: "tasks" });
    ch.unsubscribe();
    expect(statuses).toEqual(["joining", "joined", "leaving", "closed"]);
    expect(events).toEqual([{ id: 1, topic: "tasks" }]);
    expect(last().closed).toBe(true);
  });

  it("reconnects after 1, 2, 5 and 10 s on repeated errors and re-syncs after a re-join", () => {
    const { ch, statuses, resync } = channel();
    ch.subscribe();
    last().emit("joined", {});
    expect(resync).not.toHaveBeenCalled();
    for (const delay of [1000, 2000, 5000, 10000, 10000]) {
      last().fail();
      expect(ch.status).toBe("errored");
      const count = FakeSource.all.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSource.all.length, `no reconnect before ${delay} ms`).toBe(count);
      vi.advanceTimersByTime(1);
      expect(FakeSource.all.length).toBe(count + 1);
      expect(ch.status).toBe("joining");
    }
    last().emit("joined", {});
    expect(ch.attempt).toBe(0);
    expect(resync).toHaveBeenCalledOnce();
    expect(statuses.filter((s) => s === "errored")).toHaveLength(5);
  });

  it("errors when the join does not come within the 10 s time-out", () => {
    const { ch } = channel();
    ch.subscribe();
    vi.advanceTimersByTime(REALTIME_TIMEOUT_MS - 1);
    expect(ch.status).toBe("joining");
    vi.advanceTimersByTime(1);
    expect(ch.status).toBe("errored");
    expect(FakeSource.all[0]!.closed).toBe(true);
  });

  it("errors when heartbeats stop, and stays joined while they come", () => {
    const { ch } = channel();
    ch.subscribe();
    last().emit("joined", { heartbeatMs: HEARTBEAT_MS });
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(HEARTBEAT_MS);
      last().emit("heartbeat", {});
    }
    expect(ch.status).toBe("joined");
    vi.advanceTimersByTime(HEARTBEAT_MS + REALTIME_TIMEOUT_MS);
    expect(ch.status).toBe("errored");
  });

  it("treats a denied channel as an error and ignores a replaced source's late events", () => {
    const { ch, events } = channel();
    ch.subscribe();
    const first = last();
    first.emit("denied", { message: "no" });
    expect(ch.status).toBe("errored");
    first.emit("change", { id: 9 });
    expect(events).toEqual([]);
    ch.retryNow();
    expect(ch.status).toBe("joining");
    expect(FakeSource.all).toHaveLength(2);
  });

  it("does not reconnect after unsubscribe", () => {
    const { ch } = channel();
    ch.subscribe();
    last().fail();
    ch.unsubscribe();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(1);
    expect(ch.status).toBe("closed");
  });
});
