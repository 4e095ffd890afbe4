/**
 * Idempotency-Key on POST (Stripe's model). The first request with a key runs and, if it succeeds, its
 * answer is stored for 24 hours; a retry with the same key and the same request (method, path, body)
 * gets that answer again with `Idempotent-Replayed: true` and does nothing. The same key with another
 * request is a 422; while the first request still runs, a retry is a 409. A failed request stores
 * nothing, so fixing the input and retrying with the same key works.
 *
 * Keys are per API key: two integrations never see each other's answers.
 */
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { apiIdempotencyKeys } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { ApiError } from "./problem";

export const IDEMPOTENCY_TTL_HOURS = 24;
/** A request still "running" after this long died with its process: its claim is taken over. */
const ABANDONED_AFTER_SECONDS = 120;

export type StoredAnswer = { status: number; body: unknown };

/** JSON with sorted object keys, so the same body with other whitespace or key order hashes alike. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256").update(`${method} ${path}\n${canonical(body)}`).digest("hex");
}

export function validIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= 255 && /^[\x21-\x7e]+$/.test(key);
}

/**
 * Runs `run` at most once per (API key, Idempotency-Key). `run` answers status and body; only a 2xx
 * answer is stored.
 */
export async function withIdempotency(
  scope: BrandScope,
  apiKeyId: string,
  idempotencyKey: string,
  request: { method: string; path: string; body: unknown },
  run: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  if (!validIdempotencyKey(idempotencyKey)) {
    throw new ApiError("invalid-request", "The Idempotency-Key header must be 1–255 visible ASCII characters (a UUID is a good choice).", {
      errors: [{ path: "header.Idempotency-Key", message: "1–255 visible ASCII characters" }],
    });
  }
  const fingerprint = requestFingerprint(request.method, request.path, request.body);
  const where = and(eq(apiIdempotencyKeys.brandId, scope.brandId), eq(apiIdempotencyKeys.apiKeyId, apiKeyId), eq(apiIdempotencyKeys.key, idempotencyKey));

  const claimed = await withScope(scope, async (tx) => {
    // Expired and abandoned claims of this key make way first, in the same transaction.
    await tx.delete(apiIdempotencyKeys).where(
      and(
        where,
        sql`(${apiIdempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
          or (${apiIdempotencyKeys.status} is null and ${apiIdempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})))`,
      ),
    );
    const inserted = await tx
      .insert(apiIdempotencyKeys)
      .values({ brandId: scope.brandId, apiKeyId, key: idempotencyKey, method: request.method, path: request.path, bodyHash: fingerprint })
      .onConflictDoNothing()
      .returning({ id: apiIdempotencyKeys.id });
    if (inserted[0]) return { id: inserted[0].id } as const;
    const [existing] = await tx.select().from(apiIdempotencyKeys).where(where);
    return { existing } as const;
  });

  if ("existing" in claimed) {
    const e = claimed.existing;
    if (!e) throw new ApiError("idempotency-conflict", "A request with this Idempotency-Key finished a moment ago; retry it.");
    if (e.bodyHash !== fingerprint) {
      throw new ApiError(
        "idempotency-mismatch",
        `This Idempotency-Key was already used for another request (${e.method} ${e.path} with a different body). Use a new key for a new request.`,
      );
    }
    if (e.status === null) throw new ApiError("idempotency-conflict", "A request with this Idempotency-Key is still running. Retry in a few seconds.", { headers: { "Retry-After": "1" } });
    return { status: e.status, body: e.response, replayed: true };
  }

  let answer: StoredAnswer;
  try {
    answer = await run();
  } catch (err) {
    await release(scope, claimed.id);
    throw err;
  }
  if (answer.status >= 200 && answer.status < 300) {
    await withScope(scope, (tx) =>
      tx
        .update(apiIdempotencyKeys)
        .set({ status: answer.status, response: answer.body as object })
        .where(and(eq(apiIdempotencyKeys.id, claimed.id), eq(apiIdempotencyKeys.brandId, scope.brandId))),
    );
  } else {
    await release(scope, claimed.id);
  }
  return { ...answer, replayed: false };
}

async function release(scope: BrandScope, id: string): Promise<void> {
  await withScope(scope, (tx) => tx.delete(apiIdempotencyKeys).where(and(eq(apiIdempotencyKeys.id, id), eq(apiIdempotencyKeys.brandId, scope.brandId)))).catch((e: unknown) =>
    console.error("[api] could not release an idempotency claim:", e),
  );
}
