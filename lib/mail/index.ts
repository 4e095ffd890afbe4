/**
 * Outgoing mail for every module (auth links now, invitations later).
 *
 * With SMTP_HOST set, mail goes out through nodemailer. Without it, nothing leaves the machine: the
 * message is kept in local_auth.mailbox, which a person reads at /dev/mailbox while the mailbox is
 * enabled (see isMailboxEnabled) and only from this machine (lib/net/local-request.ts). A deployment
 * without SMTP still keeps the rows (an operator can read them in the database) and warns.
 */
import { and, desc, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { authMailbox } from "@/db/schema";
import { extractLinks, type MailContent } from "./templates";
import { env } from "@/lib/env";

export type OutgoingMail = MailContent & {
  to: string;
  /** What the mail is for (confirmation, magiclink, recovery, email_change, invitation…); shown in the mailbox. */
  kind: string;
};

export type SentMail = { via: "smtp"; messageId: string } | { via: "mailbox"; id: string };

export type MailboxEntry = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  createdAt: Date;
  /** The http(s) links of the text part, in order (what a reader clicks). */
  links: string[];
};

export class MailboxDisabledError extends Error {
  constructor() {
    super("The local mailbox is disabled (it is on by default only on the embedded database without SMTP; set LOCAL_MAILBOX=true to enable it).");
  }
}

export function isSmtpConfigured(): boolean {
  return !!env().SMTP_HOST;
}

/**
 * Whether captured mails may be shown (to loopback requests only, see app/dev/mailbox):
 * LOCAL_MAILBOX=true/false decides when set; otherwise on outside production, and in production on
 * the embedded default without SMTP (`npm start` on one machine, where no other mail can arrive).
 * A deployment (DATABASE_URL of its own) keeps it off: its links sign in as whoever they were for.
 */
export function isMailboxEnabled(): boolean {
  const e = env();
  if (e.LOCAL_MAILBOX !== undefined) return e.LOCAL_MAILBOX;
  if (e.NODE_ENV !== "production") return true;
  // scripts/start.ts hands its next-server the embedded owner's URL with EMBEDDED_DATABASE=1.
  const embedded = !e.DATABASE_URL || e.EMBEDDED_DATABASE;
  return embedded && !isSmtpConfigured();
}

type Transport = { sendMail: (m: { from: string; to: string; subject: string; text: string; html: string }) => Promise<{ messageId: string }> };
const g = globalThis as unknown as { __growthSmtp?: Promise<Transport>; __growthMailWarned?: boolean };

function smtpTransport(): Promise<Transport> {
  // Imported lazily: most deployments never load nodemailer.
  g.__growthSmtp ??= import("nodemailer").then(({ default: nodemailer }) => {
    const e = env();
    const port = e.SMTP_PORT ?? 587;
    const user = e.SMTP_USER;
    return nodemailer.createTransport({
      host: e.SMTP_HOST,
      port,
      secure: port === 465,
      auth: user ? { user, pass: e.SMTP_PASS ?? "" } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }) as unknown as Transport;
  });
  return g.__growthSmtp;
}

/**
 * Sends (SMTP) or stores (mailbox) one message. `db` lets a caller keep the mailbox row in its own
 * transaction, so a rolled-back auth flow leaves no mail with a dead link behind.
 * Throws when SMTP refuses the message; callers decide whether that fails their flow.
 */
export async function sendMail(mail: OutgoingMail, opts: { db?: Executor } = {}): Promise<SentMail> {
  const to = mail.to.trim();
  if (isSmtpConfigured()) {
    const from = env().SMTP_FROM ?? "Growth OS <no-reply@localhost>";
    const info = await (await smtpTransport()).sendMail({ from, to, subject: mail.subject, text: mail.text, html: mail.html });
    return { via: "smtp", messageId: info.messageId };
  }
  if (!isMailboxEnabled() && !g.__growthMailWarned) {
    g.__growthMailWarned = true;
    console.warn("[mail] SMTP_HOST is not set: mails are kept in local_auth.mailbox only. Configure SMTP_* to deliver them.");
  }
  const [row] = await (opts.db ?? getDb())
    .insert(authMailbox)
    .values({ toAddress: to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind })
    .returning({ id: authMailbox.id });
  return { via: "mailbox", id: row!.id };
}

/** Captured mails, newest first; `to` filters by recipient. Throws MailboxDisabledError when disabled. */
export async function listMailbox(opts: { to?: string; limit?: number } = {}): Promise<MailboxEntry[]> {
  if (!isMailboxEnabled()) throw new MailboxDisabledError();
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 500);
  const rows = await getDb()
    .select()
    .from(authMailbox)
    .where(opts.to ? and(eq(authMailbox.toAddress, opts.to.trim().toLowerCase())) : undefined)
    .orderBy(desc(authMailbox.createdAt), desc(authMailbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.text,
    html: r.html,
    kind: r.kind,
    createdAt: r.createdAt,
    links: extractLinks(r.text),
  }));
}

export { DEFAULT_PRODUCT, authMail, layoutMail, escapeHtml, extractLinks, type MailContent, type AuthMailKind } from "./templates";
