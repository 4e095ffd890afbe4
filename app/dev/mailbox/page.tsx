import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { isMailboxEnabled, listMailbox } from "@/lib/mail";
import { MailboxView } from "@/components/auth/mailbox-view";
import { isLocalRequest, MAILBOX_LOCAL_ONLY } from "@/components/auth/local-mailbox";

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
    return (
      <main className="mx-auto grid max-w-xl gap-3 p-10">
        <h1 className="text-xl font-semibold">Local mailbox: not available from here</h1>
        <p className="text-muted-foreground">{MAILBOX_LOCAL_ONLY}</p>
      </main>
    );
  }
  const params = await searchParams;
  const to = first(params.to)?.trim() || undefined;
  const mails = await listMailbox({ to, limit: LIST_LIMIT });
  const selectedId = first(params.id);
  return <MailboxView mails={mails} selected={mails.find((m) => m.id === selectedId) ?? null} to={to ?? ""} />;
}
