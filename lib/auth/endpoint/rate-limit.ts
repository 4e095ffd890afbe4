/**
 * Rate limits of the built-in auth endpoint, GoTrue's model, shared by every app instance:
 *  - per client IP, one counter per endpoint group (N per 5 minutes): lib/rate-limit.ts (Postgres,
 *    fixed window), taken in Ctx.limit;
 *  - per email address and mail kind, a minimum gap between two sent mails (60 s by default), and
 *    the per-account sign-in backoff: ./throttle.ts (local_auth.throttles).
 * Nothing is kept in process memory, so a restart forgets nothing and N instances do not multiply
 * the limits (docs/auth.md).
 */

/** GoTrue's wording, with the remaining whole seconds. */
export function sendGapMessage(seconds: number): string {
  return `For security purposes, you can only request this after ${Math.max(1, Math.ceil(seconds))} seconds.`;
}
