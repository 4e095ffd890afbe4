/**
 * The local mailbox's door rules, shared by proxy.ts (first answer) and app/dev/mailbox (the check
 * that counts). Kept free of database and UI imports: the proxy bundle loads it.
 */
import { isLocalRequest } from "@/lib/net/local-request";

export const MAILBOX_PATH = "/dev/mailbox";

export const MAILBOX_LOCAL_ONLY =
  "This mailbox answers only on this machine (requests from a loopback address such as 127.0.0.1 or ::1): its links sign in as whoever they were sent to.";

export function isMailboxPath(pathname: string): boolean {
  return pathname === MAILBOX_PATH || pathname.startsWith(`${MAILBOX_PATH}/`);
}

/** The refusal for a request whose socket is not on this machine: 403, says why, shows no mail. */
export function mailboxRefusal(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox: not available from here</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>Local mailbox: not available from here</h1><p>${MAILBOX_LOCAL_ONLY}</p><p>Open it on the machine that runs Growth OS, or configure SMTP_HOST so mail is delivered.</p></body></html>`;
  return new Response(html, { status: 403, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" } });
}

export { isLocalRequest };
