/**
 * The change feed of one app instance: reads realtime_changes (appended by the app.capture_change
 * trigger in the writer's transaction) and publishes each new row into the instance's hub.
 *
 * Two ways to learn of new rows, one reader:
 * - PostgreSQL server: LISTEN app_changes on a dedicated connection (postgres.js `sql.listen`); a
 *   notification (or a reconnect of that connection, which may have missed some) triggers a read.
 *   A slow poll covers a notification lost in between.
 * - Embedded database (PGlite behind pglite-socket): every connection shares one backend, so a
 *   NOTIFY never reaches another client; the reader polls an indexed `id > cursor` query instead.
 * Either way several instances on one database each read the same log, so a write through one is
 * seen by the subscribers of all.
 *
 * Ids come from a sequence and may commit out of order (a transaction that took id 7 can commit after
 * one that took 8). The cursor therefore only advances over ids it has seen; a hole is waited for up
 * to GAP_WAIT_MS (then it was a rollback or is too late to matter) while later rows are delivered.
 */
import type postgres from "postgres";
import type { RealtimeHub } from "./hub";
import { isTopic, type ChangeEvent } from "./topics";

export const CHANNEL = "app_changes";
const GAP_WAIT_MS = 10_000;
const BATCH = 1000;
/** The log only bridges an interval or a reconnect: older rows are deleted. */
const KEEP = "10 minutes";
const PRUNE_EVERY_MS = 60_000;

export type FeedOptions = {
  /** "listen" on a PostgreSQL server; "poll" where NOTIFY cannot reach us (the embedded database). */
  mode: "listen" | "poll";
  /** Poll interval (poll mode), default 300 ms; in listen mode the safety poll, default 5 s. */
  intervalMs?: number;
};

type Row = { id: string | number; brand_id: string; topic: string; table_name: string; op: string; row_id: string | null; actor_id: string | null; at: Date };

export class ChangeFeed {
  private cursor = 0;
  private readonly seen = new Set<number>();
  private readonly holes = new Map<number, number>();
  private running = false;
  private reading: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private lastPrune = 0;
  private readonly intervalMs: number;

  /** `sql` may be a getter: the app's pool is replaced after closeDb() (scripts, tests). */
  constructor(
    private readonly source: postgres.Sql | (() => postgres.Sql),
    private readonly hub: RealtimeHub,
    private readonly options: FeedOptions,
  ) {
    this.intervalMs = options.intervalMs ?? (options.mode === "poll" ? 300 : 5_000);
  }

  private get sql(): postgres.Sql {
    // postgres.Sql is itself a function: tell the two apart by a property only the pool has.
    return "listen" in this.source ? this.source : (this.source as () => postgres.Sql)();
  }

  /** Starts from the current end of the log: what happened before anyone subscribed concerns nobody. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const [row] = await this.sql<{ max: string | null }[]>`select max(id)::text as max from realtime_changes`;
    this.cursor = Number(row?.max ?? 0);
    this.seen.clear();
    this.holes.clear();
    if (this.options.mode === "listen") {
      const meta = await this.sql.listen(
        CHANNEL,
        () => this.wake(),
        // Called on every (re)connect of the listening connection: catch up on what it missed.
        () => this.wake(),
      );
      this.unlisten = meta.unlisten;
    }
    this.schedule();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => {});
    await this.reading?.catch(() => {});
  }

  private schedule(): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), this.intervalMs);
    this.timer.unref?.();
  }

  /** Reads now, or once more right after the read in flight (notifications coalesce). */
  wake(): Promise<void> {
    if (!this.running) return Promise.resolve();
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.again = false;
          await this.read();
        } while (this.again && this.running);
        await this.prune();
      } catch (e) {
        console.error("[realtime] reading the change log failed", e);
      } finally {
        this.reading = null;
        this.schedule();
      }
    })();
    return this.reading;
  }

  private async read(): Promise<void> {
    for (;;) {
      const rows = await this.sql<Row[]>`
        select id, brand_id, topic, table_name, op, row_id, actor_id, at from realtime_changes
        where id > ${this.cursor} order by id limit ${BATCH}`;
      for (const r of rows) {
        const id = Number(r.id);
        if (this.seen.has(id)) continue;
        this.seen.add(id);
        this.holes.delete(id);
        if (isTopic(r.topic)) {
          const event: ChangeEvent = {
            id,
            brandId: r.brand_id,
            topic: r.topic,
            table: r.table_name,
            op: r.op as ChangeEvent["op"],
            rowId: r.row_id,
            actorId: r.actor_id,
            at: new Date(r.at).toISOString(),
          };
          this.hub.publish(event);
        }
      }
      this.advance(Date.now());
      if (rows.length < BATCH) return;
    }
  }

  /** Moves the cursor over every id seen or given up on; keeps it before a fresh hole. */
  private advance(now: number): void {
    if (this.seen.size === 0) return;
    // Every id missing below the highest seen is a hole, timed from when it was first noticed.
    let top = 0;
    for (const id of this.seen) if (id > top) top = id;
    for (let id = this.cursor + 1; id < top; id++) if (!this.seen.has(id) && !this.holes.has(id)) this.holes.set(id, now);
    for (;;) {
      const next = this.cursor + 1;
      if (this.seen.delete(next)) {
        this.cursor = next;
        continue;
      }
      const since = this.holes.get(next);
      if (since === undefined || now - since < GAP_WAIT_MS) return;
      this.holes.delete(next);
      this.cursor = next;
    }
  }

  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.sql.unsafe(`delete from realtime_changes where at < now() - interval '${KEEP}'`);
  }

  /** The cursor, for tests. */
  get position(): number {
    return this.cursor;
  }
}
