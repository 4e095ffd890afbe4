/**
 * The load both fault scripts put on a database while they break it: `readers` clients counting
 * rows and `writers` clients inserting numbered rows, each every 20 ms, with every query's outcome
 * and latency counted per phase (before / outage / after) and every acknowledged write remembered,
 * so it can be read back afterwards.
 */
import type postgres from "postgres";

export type Phase = "before" | "outage" | "after";
type PhaseStats = { queries: number; failures: Record<string, number>; maxMs: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function prepareWrites(sql: postgres.Sql): Promise<void> {
  await sql`create table if not exists faults_writes (id bigserial primary key, client int not null, n int not null, unique (client, n))`;
  await sql`truncate faults_writes`;
}

export class FaultLoad {
  phase: Phase = "before";
  /** When the database accepted connections again (performance.now()). */
  readyAt = 0;
  /** The first query started after readyAt that succeeded. */
  firstOkAfter = 0;
  readonly stats: Record<Phase, PhaseStats> = {
    before: { queries: 0, failures: {}, maxMs: 0 },
    outage: { queries: 0, failures: {}, maxMs: 0 },
    after: { queries: 0, failures: {}, maxMs: 0 },
  };
  readonly acknowledged: Array<[number, number]> = [];
  private running = true;
  private readonly clients: Promise<void>[];

  /** `sql()` is asked for the pool on every query: a restarted embedded owner has a new address. */
  constructor(
    private readonly sql: () => postgres.Sql,
    readers = 5,
    writers = 3,
  ) {
    this.clients = [...Array.from({ length: readers }, (_, i) => this.client(i, false)), ...Array.from({ length: writers }, (_, i) => this.client(i, true))];
  }

  private async client(id: number, writer: boolean): Promise<void> {
    let n = 0;
    while (this.running) {
      const started = performance.now();
      const s = this.stats[this.phase];
      s.queries++;
      try {
        if (writer) {
          const k = n++;
          await this.sql()`insert into faults_writes (client, n) values (${id}, ${k})`;
          this.acknowledged.push([id, k]);
        } else {
          await this.sql()`select count(*)::int as c from faults_writes where client = ${id % 3}`;
        }
        if (this.readyAt && started >= this.readyAt && !this.firstOkAfter) this.firstOkAfter = performance.now();
      } catch (e) {
        const code = (e as { code?: string }).code ?? (e as Error).constructor.name;
        s.failures[code] = (s.failures[code] ?? 0) + 1;
      }
      s.maxMs = Math.max(s.maxMs, performance.now() - started);
      await sleep(20);
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.clients);
  }

  /** Acknowledged writes missing from the table now, and the rows it holds. */
  async readBack(sql: postgres.Sql): Promise<{ stored: number; lost: number }> {
    const rows = await sql<{ client: number; n: number }[]>`select client, n from faults_writes`;
    const stored = new Set(rows.map((r) => `${r.client}:${r.n}`));
    return { stored: rows.length, lost: this.acknowledged.filter(([c, k]) => !stored.has(`${c}:${k}`)).length };
  }

  line(p: Phase): string {
    const s = this.stats[p];
    const fails = Object.entries(s.failures).map(([k, v]) => `${k} ${v}`).join(", ") || "none";
    return `${p.padEnd(7)} queries ${String(s.queries).padStart(5)}  failures: ${fails}  max latency ${Math.round(s.maxMs)} ms`;
  }
}
