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
 *
 * Named prepared statements live in that one backend too, not in a per-connection session, so a
 * client that goes away would leave its statements behind for good (postgres.js reconnects after
 * idle_timeout and max_lifetime and prepares again under new names). The patch notes every named
 * Parse per client and deallocates that client's statements when it disconnects.
 */
type QueueItem = {
  handlerId: number;
  /** Work of the owner itself (maintenance), run where no client's exchange or transaction is open. */
  task?: () => Promise<void>;
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
  const prepared = new Map<number, Set<string>>();

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
        if (current.task) {
          // PGlite's own methods take its lock themselves; the queue being busy keeps clients out.
          try {
            await current.task();
            current.resolve(0);
          } catch (e) {
            current.reject(e);
          }
          midExchange = false;
          this.lastHandlerId = null;
          continue;
        }
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
        notePreparedStatement(prepared, current.handlerId, current.message);
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
    const names = prepared.get(handlerId);
    prepared.delete(handlerId);
    // Queued like any client's query, so it never lands inside another client's transaction.
    for (const name of names ?? []) {
      this.queue.push({ handlerId: -handlerId, message: simpleQuery(`DEALLOCATE ${quoteIdent(name)}`), resolve: () => {}, reject: () => {}, onData: () => {} });
    }
    await this.processQueue();
  };
  return true;
}

/**
 * Runs `task` on the owner between clients' exchanges and transactions (never inside one), in
 * queue order. Requires keepExtendedQueriesTogether(server) first.
 */
export function runBetweenExchanges(server: unknown, task: () => Promise<void>): Promise<void> {
  const q = (server as { queryQueue: QueryQueue }).queryQueue;
  return new Promise<void>((resolve, reject) => {
    q.queue.push({ handlerId: 0, task, message: new Uint8Array(), resolve: () => resolve(), reject, onData: () => {} });
    void q.processQueue();
  });
}

/** Parse ('P') with a name adds it; Close ('C') of a statement ('S') removes it. */
function notePreparedStatement(prepared: Map<number, Set<string>>, handlerId: number, message: Uint8Array): void {
  const type = message[0];
  if (type !== 0x50 && type !== 0x43) return;
  if (type === 0x43 && message[5] !== 0x53) return;
  const start = type === 0x50 ? 5 : 6;
  const end = message.indexOf(0, start);
  if (end <= start) return; // the unnamed statement is replaced by the client's next Parse
  const name = Buffer.from(message.subarray(start, end)).toString("utf8");
  let names = prepared.get(handlerId);
  if (type === 0x50) {
    if (!names) prepared.set(handlerId, (names = new Set()));
    names.add(name);
  } else {
    names?.delete(name);
  }
}

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, "utf8");
  const message = Buffer.alloc(5 + body.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
