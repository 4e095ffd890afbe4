/**
 * Reads of a page in one scoped transaction, sent together.
 *
 * Same tenant wall as withScope (lib/brand-scope): the transaction sets the user's claims and the
 * runtime role with set_config(…, true) before anything else runs. The difference is that the page's
 * reads do not wait for that statement or for each other: postgres.js writes every query issued on
 * the transaction's connection in the order it receives them, so on a server with prepared
 * statements the whole page costs BEGIN, one pipelined batch, and COMMIT.
 *
 * Order matters for the wall: the set_config statement must reach the connection first. Every
 * drizzle query reaches postgres.js (client.unsafe) synchronously when it is first awaited (its
 * `then`), so starting the set_config query before the reads are even built puts it first.
 */
import type { Tx } from "@/db/client";
import { readsAs, withUserTx, type BrandScope, type ReadBatch, type ResolvedReads } from "@/lib/brand-scope";

type Reads = Record<string, PromiseLike<unknown>>;
type Resolved<R extends Reads> = { [K in keyof R]: Awaited<R[K]> };

export async function scopedReads<R extends Reads>(scope: BrandScope, build: (tx: Tx) => R): Promise<Resolved<R>> {
  return claimsReads(scope.user.claims, build);
}

/** The same for reads across every brand the user can see (my tasks, monitoring of all brands). */
async function claimsReads<R extends Reads>(claims: Record<string, unknown>, build: (tx: Tx) => R): Promise<Resolved<R>> {
  return withUserTx({ claims }, async (tx) => {
    const reads = build(tx);
    const keys = Object.keys(reads);
    const values = await Promise.all(keys.map((k) => reads[k]!));
    return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as Resolved<R>;
  });
}

/**
 * The same in ONE round trip (lib/brand-scope readsAs: BEGIN, set_config, the reads and COMMIT
 * written together) for reads written as raw SQL (`tx.execute`): the task pages. Query-builder
 * reads keep scopedReads above.
 */
export function scopedReadsAtOnce<R extends Record<string, PromiseLike<unknown>>>(scope: BrandScope, build: (tx: ReadBatch) => R): Promise<ResolvedReads<R>> {
  return readsAs(scope.user.claims, build);
}

export function claimsReadsAtOnce<R extends Record<string, PromiseLike<unknown>>>(claims: Record<string, unknown>, build: (tx: ReadBatch) => R): Promise<ResolvedReads<R>> {
  return readsAs(claims, build);
}
