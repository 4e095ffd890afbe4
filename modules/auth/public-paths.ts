/**
 * Paths a signed-out visitor may open. Everything else in the app needs a signed-in user (spec §2),
 * which proxy.ts enforces optimistically and the (shell) layout enforces for real.
 */
// /invite: a brand invitation link shows what it is before the invitee has an account (the token authorizes; accepting needs sign-in).
const PUBLIC_PREFIXES = ["/auth", "/reset-password", "/google-auth-callback", "/social-auth-callback", "/dev/mailbox", "/api", "/invite"];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
