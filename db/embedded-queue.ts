/**
 * Keeps one client's extended-protocol exchange together on the embedded server's shared backend.
 *
 * Why: pglite-socket (0.2.x) queues every wire message of every connection on one PGlite backend and
 * only keeps a client's messages together inside an explicit transaction block. A parameterised
 * query outside a transaction is several messages (Parse, Bind, Describe, Execute, Sync); with two
 * connections busy at once, client B's Parse could land between client A's Parse and Bind, so A's
 * Bind ran B's unnamed statement ("bind message supplies 1 parameters, but prepared statement \"\"
 * requires 0", or worse, another query's rows). Measured: 2,000 concurrent selects over a pool of
 * 10 failed within milliseconds before this patch and never after it.
 *
 * The patch replaces the queue's scheduler: after a message of an unfinished exchange
 * (P, B, D, E, C, H) only the same client is served until its Sync or simple Query completes.
 */
type QueueItem = {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (e: unknown) => void;
  onData: (data: Uint8Array) => void;
};

type PgliteLike = {
  isInTransaction(): boolean;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolRawStream(message: Uint8Array, opts: { onRawData: (d: Uint8Array) => void }): Promise<unknown>;
};

type QueryQueue = {
  queue: QueueItem[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PgliteLike;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
};

// Parse, Bind, Describe, Execute, Close, Flush: more messages of the same exchange follow.
const UNFINISHED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);

/** Patches `server.queryQueue` in place; call before `server.start()`. Returns false if the shape is unknown. */
export function keepExtendedQueriesTogether(server: unknown): boolean {
  const q = (server as { queryQueue?: QueryQueue }).queryQueue;
  if (!q || typeof q.processQueue !== "function" || !Array.isArray(q.queue)) return false;
  let midExchange = false;

  q.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        let item: QueueItem | undefined;
        if (this.lastHandlerId !== null && (midExchange || this.db.isInTransaction())) {
          const i = this.queue.findIndex((r) => r.handlerId === this.lastHandlerId);
          // The owner of the open exchange has not sent its next message yet: wait for it.
          if (i === -1) break;
          item = this.queue.splice(i, 1)[0];
        } else {
          item = this.queue.shift();
        }
        if (!item) break;
        const current = item;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (d) => {
                bytes += d.length;
                current.onData(d);
              },
            }),
          );
        } catch (e) {
          midExchange = false;
          this.lastHandlerId = current.handlerId;
          current.reject(e);
          continue;
        }
        midExchange = UNFINISHED.has(current.message[0] ?? 0);
        this.lastHandlerId = current.handlerId;
        current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  // A client that disconnects mid-exchange must not leave everyone else waiting for it.
  const clear = q.clearTransactionIfNeeded.bind(q);
  q.clearTransactionIfNeeded = async function (handlerId: number) {
    if (midExchange && this.lastHandlerId === handlerId) {
      midExchange = false;
      this.lastHandlerId = null;
    }
    await clear(handlerId);
    await this.processQueue();
  };
  return true;
}
