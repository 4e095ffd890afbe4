/**
 * The writer of API-call audit rows (db/schema/audit.ts). Called by the outbound client after every
 * call, refused ones included, outside any business transaction: the ledger keeps a call that
 * happened even when the work around it rolls back.
 *
 * With a BrandScope the row is written through withScope (RLS checks the brand); work without a
 * signed-in user (jobs, auth webhooks) writes as the server's system role with the brand the job
 * row carries.
 */
import { and, eq } from "drizzle-orm";
import { apiCalls } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";

export type ApiCallRow = typeof apiCalls.$inferInsert;

export type AuditContext = {
  /** The brand the call is made for; null only for deployment-level calls (auth webhooks). */
  brandId: string | null;
  /** Present when a signed-in user triggered the call directly. */
  scope?: BrandScope;
  userId?: string | null;
  jobId?: string | null;
  provider: string;
  purpose: string;
  /** 0 for the first try of a piece of work, n for its n-th retry. */
  retry?: number;
  /** Reads what a response cost (USD, model tokens) from its body, for the audit row. */
  meter?: (res: { status: number; body: Buffer }) => Meter;
};

export type Meter = { costUsd?: number | null; tokensIn?: number | null; tokensOut?: number | null; model?: string | null };

export type AuditWriter = (row: ApiCallRow, ctx: AuditContext) => Promise<void>;

export const dbAuditWriter: AuditWriter = async (row, ctx) => {
  if (ctx.scope) {
    if (ctx.scope.brandId !== row.brandId) throw new Error("Audit row brand differs from the caller's scope.");
    await withScope(ctx.scope, (tx) => tx.insert(apiCalls).values(row));
    return;
  }
  await asSystem("API-call audit row of work without a signed-in user", (db) => db.insert(apiCalls).values(row));
};

/**
 * Marks an audited call failed after the fact: the HTTP exchange succeeded (its cost and tokens stay,
 * the provider billed them) but what came back was unusable, e.g. a model answer that does not match
 * the requested schema. `errorCode` names the kind (invalid_output), `errorMessage` the reason.
 */
export async function markCallFailed(call: { id: string; brandId: string | null; scope?: BrandScope }, errorCode: string, errorMessage: string): Promise<void> {
  const set = { ok: false, errorCode, errorMessage: errorMessage.slice(0, 500) };
  try {
    if (call.scope) {
      const scope = call.scope;
      await withScope(scope, (tx) => tx.update(apiCalls).set(set).where(and(eq(apiCalls.id, call.id), eq(apiCalls.brandId, scope.brandId))));
      return;
    }
    const where = call.brandId ? and(eq(apiCalls.id, call.id), eq(apiCalls.brandId, call.brandId)) : eq(apiCalls.id, call.id);
    await asSystem("mark an audited call of work without a signed-in user failed", (db) => db.update(apiCalls).set(set).where(where));
  } catch (e) {
    console.error(`[outbound] audit row ${call.id} not marked failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
