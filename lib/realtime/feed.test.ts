import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type postgres from "postgres";
import { ChangeFeed } from "./feed";
import { RealtimeHub } from "./hub";

const BRAND = "00000000-0000-4000-8000-00000000000a";

/** A stand-in for the pool: the log is an array of committed rows; queries read `id > cursor`. */
function fakeLog() {
  const committed: number[] = [];
  const row = (id: number) => ({ id: String(id), brand_id: BRAND, topic: "tasks", table_name: "foundational_tasks", op: "insert", row_id: `r${id}`, actor_id: null, at: new Date(0) });
  const sql = Object.assign(
    (strings: TemplateStringsArray, ...values: unknown[]) => {
      const text = strings.join("?");
      if (text.includes("max(id)")) return Promise.resolve([{ max: null }]);
      const after = Number(values[0]);
      return Promise.resolve(committed.filter((id) => id > after).sort((a, b) => a - b).map(row));
    },
    { unsafe: () => Promise.resolve([]), listen: undefined },
  );
  return { sql: sql as unknown as postgres.Sql, commit: (...ids: number[]) => committed.push(...ids) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("ChangeFeed", () => {
  it("delivers each row once, in log order, and one that commits late after its successors", async () => {
    const log = fakeLog();
    const hub = new RealtimeHub();
    const got: string[] = [];
    hub.subscribe(BRAND, ["tasks"], (e) => got.push(e.rowId!));
    const feed = new ChangeFeed(log.sql, hub, { mode: "poll" });
    await feed.start();

    log.commit(1, 2, 4); // 3 is still in flight
    await feed.wake();
    expect(got).toEqual(["r1", "r2", "r4"]);
    expect(feed.position).toBe(2);

    log.commit(3);
    await feed.wake();
    await feed.wake();
    expect(got).toEqual(["r1", "r2", "r4", "r3"]);
    expect(feed.position).toBe(4);
    await feed.stop();
  });

  it("gives up on a hole after ten seconds (a rollback) and moves on", async () => {
    const log = fakeLog();
    const hub = new RealtimeHub();
    const got: string[] = [];
    hub.subscribe(BRAND, ["tasks"], (e) => got.push(e.rowId!));
    const feed = new ChangeFeed(log.sql, hub, { mode: "poll" });
    await feed.start();
    log.commit(1, 3);
    await feed.wake();
    expect(feed.position).toBe(1);
    vi.setSystemTime(Date.now() + 9_000);
    await feed.wake();
    expect(feed.position).toBe(1);
    vi.setSystemTime(Date.now() + 1_001);
    await feed.wake();
    expect(feed.position).toBe(3);
    log.commit(4);
    await feed.wake();
    expect(got).toEqual(["r1", "r3", "r4"]);
    await feed.stop();
  });
});
