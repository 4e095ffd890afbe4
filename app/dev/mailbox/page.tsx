import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { isMailboxEnabled, listMailbox } from "@/lib/mail";
import { MailboxView } from "@/modules/auth/components/mailbox-view";
import { MailboxUnavailable } from "@/modules/auth/components/mailbox-unavailable";
import { isLocalRequest } from "@/modules/auth/local-mailbox";

export const metadata: Metadata = { title: "Local mailbox", robots: { index: false, follow: false } };

const LIST_LIMIT = 200;

function first(v: string | string[] | undefined): string | undefined {
  return (Array.isArray(v) ? v[0] : v) || undefined;
}

/**
 * Mails the app would have sent, kept locally because no SMTP server is configured. Public on
 * purpose (a person testing sign-up has no account yet), hence 404 wherever the mailbox is disabled,
 * and nothing for a request whose socket is not on this machine (proxy.ts answers those with a 403;
 * this is the check that counts).
 */
export default async function MailboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!isMailboxEnabled()) notFound();
  if (!isLocalRequest(await headers())) {
    return <MailboxUnavailable />;
  }
  const params = await searchParams;
  const to = first(params.to)?.trim() || undefined;
  const mails = await listMailbox({ to, limit: LIST_LIMIT });
  const selectedId = first(params.id);
  return <MailboxView mails={mails} selected={mails.find((m) => m.id === selectedId) ?? null} to={to ?? ""} />;
}
