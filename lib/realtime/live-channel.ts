/**
 * The browser side of a live channel (no React): one EventSource to app/api/realtime/<brand>, with the
 * spec's channel states and timings (§4, §9):
 *   closed ──subscribe──▶ joining ──joined──▶ joined
 *   joining/joined ──error, join time-out (10 s), no heartbeat for 30 s + 10 s, denied──▶ errored
 *   errored ──after 1, 2, 5, 10, 10… s──▶ joining          any ──unsubscribe──▶ leaving ──▶ closed
 * EventSource's own retry is not used (its delay is fixed): every failure closes it and this class
 * reconnects on the spec's schedule. A join after a failure calls onResync: events may have been
 * missed meanwhile, so the page re-reads everything once.
 */
import { HEARTBEAT_MS, REALTIME_TIMEOUT_MS, reconnectDelay, type ChangeEvent } from "./topics";

export type ChannelStatus = "closed" | "joining" | "joined" | "errored" | "leaving";

export type EventSourceLike = {
  addEventListener(type: string, listener: (e: MessageEvent) => void): void;
  close(): void;
  onerror: ((e: Event) => void) | null;
};

export type LiveChannelOptions = {
  url: string;
  onEvent: (event: ChangeEvent) => void;
  onStatus?: (status: ChannelStatus, attempt: number) => void;
  /** After a re-join: what changed while disconnected was not delivered. */
  onResync?: () => void;
  /** Injected in tests; the browser's EventSource otherwise. */
  createSource?: (url: string) => EventSourceLike;
};

export class LiveChannel {
  status: ChannelStatus = "closed";
  /** Consecutive failures since the last join (1 after the first). */
  attempt = 0;
  private source: EventSourceLike | null = null;
  private joinTimer: ReturnType<typeof setTimeout> | null = null;
  private staleTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private joinedOnce = false;
  private heartbeatMs = HEARTBEAT_MS;

  constructor(private readonly options: LiveChannelOptions) {}

  subscribe(): void {
    if (this.status !== "closed") return;
    this.connect();
  }

  unsubscribe(): void {
    if (this.status === "closed") return;
    this.set("leaving");
    this.teardown();
    this.set("closed");
  }

  /** Reconnects now instead of waiting out the delay (the browser came back online). */
  retryNow(): void {
    if (this.status === "errored") this.connect();
  }

  private set(status: ChannelStatus): void {
    this.status = status;
    this.options.onStatus?.(status, this.attempt);
  }

  private clearTimers(): void {
    for (const t of [this.joinTimer, this.staleTimer, this.retryTimer]) if (t) clearTimeout(t);
    this.joinTimer = this.staleTimer = this.retryTimer = null;
  }

  private teardown(): void {
    this.clearTimers();
    const s = this.source;
    this.source = null;
    if (s) {
      s.onerror = null;
      s.close();
    }
  }

  private connect(): void {
    this.teardown();
    this.set("joining");
    const create = this.options.createSource ?? ((url: string) => new EventSource(url) as unknown as EventSourceLike);
    const source = create(this.options.url);
    this.source = source;
    const mine = (fn: (e: MessageEvent) => void) => (e: MessageEvent) => {
      if (this.source === source) fn(e);
    };
    source.addEventListener(
      "joined",
      mine((e) => {
        if (this.joinTimer) clearTimeout(this.joinTimer);
        this.joinTimer = null;
        const data = parse<{ heartbeatMs?: number }>(e.data);
        if (typeof data?.heartbeatMs === "number" && data.heartbeatMs > 0) this.heartbeatMs = data.heartbeatMs;
        const rejoin = this.joinedOnce;
        this.joinedOnce = true;
        this.attempt = 0;
        this.set("joined");
        this.armStale();
        if (rejoin) this.options.onResync?.();
      }),
    );
    source.addEventListener(
      "heartbeat",
      mine(() => this.armStale()),
    );
    source.addEventListener(
      "change",
      mine((e) => {
        this.armStale();
        const event = parse<ChangeEvent>(e.data);
        if (event) this.options.onEvent(event);
      }),
    );
    source.addEventListener(
      "denied",
      mine(() => this.fail()),
    );
    source.onerror = () => {
      if (this.source === source) this.fail();
    };
    this.joinTimer = setTimeout(() => this.fail(), REALTIME_TIMEOUT_MS);
  }

  /** No heartbeat for a heartbeat interval plus the time-out: the stream is dead though not closed. */
  private armStale(): void {
    if (this.staleTimer) clearTimeout(this.staleTimer);
    this.staleTimer = setTimeout(() => this.fail(), this.heartbeatMs + REALTIME_TIMEOUT_MS);
  }

  private fail(): void {
    if (this.status === "closed" || this.status === "leaving") return;
    this.teardown();
    this.attempt += 1;
    this.set("errored");
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempt));
  }
}

function parse<T>(data: unknown): T | null {
  if (typeof data !== "string") return null;
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}
