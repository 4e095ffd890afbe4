/**
 * Throttles of the auth endpoint that hold across app instances and restarts, in
 * `local_auth.throttles` (timed by the database's clock):
 *
 *  - Per-account sign-in backoff (OWASP ASVS 5.0 §6.3, "soft lockout"): every wrong password — and
 *    every attempt on an address without an account, so the answers never tell the two apart —
 *    counts a failure. After SIGN_IN_FREE_FAILURES, each further failure blocks the address for
 *    an exponentially growing time (1 s, 2 s, 4 s … capped at 15 min). While blocked, attempts are
 *    answered 429 without checking the password (so guessing is not possible meanwhile) and do not
 *    count. A success clears the address; a day without failures starts the count afresh.
 *  - The per-address mail gap (`mail:<kind>:<email>`): one mail of a kind per gap, known addresses
 *    or not.
 */
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";

export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_BASE_SECONDS = 1;
export const SIGN_IN_CAP_SECONDS = 15 * 60;
/** Failures older than this are forgotten: the next one counts as the first. */
export const SIGN_IN_MEMORY_SECONDS = 24 * 60 * 60;

/** The block that follows the `failures`-th consecutive failure, in seconds (0: none yet). */
export function signInBackoffSeconds(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_CAP_SECONDS, SIGN_IN_BASE_SECONDS * 2 ** (failures - SIGN_IN_FREE_FAILURES));
}

const signInKey = (email: string) => `signin:${email.trim().toLowerCase()}`;
const mailKey = (kind: string, email: string) => `mail:${kind}:${email.trim().toLowerCase()}`;

async function blockedFor(key: string, db: Executor = getDb()): Promise<number> {
  const rows = await db.execute<{ wait: number }>(sql`
    select greatest(0, extract(epoch from (blocked_until - clock_timestamp())))::float8 as wait
    from local_auth.throttles where key = ${key}`);
  return Number(rows[0]?.wait ?? 0);
}

/** Seconds the address must wait before its password is checked again (0: may try now). */
export function signInBlockedFor(email: string): Promise<number> {
  return blockedFor(signInKey(email));
}

/** Counts one failed sign-in of `email` (atomic across instances); returns the block it now has. */
export async function recordSignInFailure(email: string): Promise<number> {
  const rows = await getDb().execute<{ failures: number }>(sql`
    insert into local_auth.throttles as t (key, failures, blocked_until, updated_at)
    values (${signInKey(email)}, 1, null, clock_timestamp())
    on conflict (key) do update set
      failures = case when t.updated_at < clock_timestamp() - make_interval(secs => ${SIGN_IN_MEMORY_SECONDS}) then 1 else t.failures + 1 end,
      updated_at = clock_timestamp()
    returning t.failures::int as failures`);
  const failures = Number(rows[0]?.failures ?? 1);
  const seconds = signInBackoffSeconds(failures);
  if (Math.random() < 1 / 200) void sweepThrottles().catch(() => {});
  if (seconds > 0) {
    await getDb().execute(sql`
      update local_auth.throttles set blocked_until = clock_timestamp() + make_interval(secs => ${seconds})
      where key = ${signInKey(email)}`);
  }
  return seconds;
}

/** A successful sign-in: the address starts afresh. */
export async function clearSignInFailures(email: string): Promise<void> {
  await getDb().execute(sql`delete from local_auth.throttles where key = ${signInKey(email)}`);
}

/**
 * Seconds before a mail of `kind` may go to `email` again (0: may send now). `db`: the caller's
 * transaction when there is one (on the embedded server a second connection would wait for it).
 */
export function mailGapWait(kind: string, email: string, db: Executor = getDb()): Promise<number> {
  return blockedFor(mailKey(kind, email), db);
}

/** Records a mail of `kind` sent to `email`: the next one waits `gapSeconds`. */
export async function recordMailSent(kind: string, email: string, gapSeconds: number, db: Executor = getDb()): Promise<void> {
  if (gapSeconds <= 0) return;
  await db.execute(sql`
    insert into local_auth.throttles as t (key, failures, blocked_until, updated_at)
    values (${mailKey(kind, email)}, 0, clock_timestamp() + make_interval(secs => ${gapSeconds}), clock_timestamp())
    on conflict (key) do update set blocked_until = excluded.blocked_until, updated_at = excluded.updated_at`);
}

/** Forgets rows nobody is blocked by and nobody failed recently (called now and then). */
export async function sweepThrottles(): Promise<void> {
  await getDb().execute(sql`
    delete from local_auth.throttles
    where coalesce(blocked_until, '-infinity') < clock_timestamp()
      and updated_at < clock_timestamp() - make_interval(secs => ${SIGN_IN_MEMORY_SECONDS})`);
}
