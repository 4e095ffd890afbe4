import Link from "next/link";
import { ArrowLeftIcon, InboxIcon, LinkIcon, MailIcon, RotateCwIcon, SearchIcon } from "lucide-react";
import type { MailboxEntry } from "@/lib/mail";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { BrandMark } from "./brand-mark";
import { formatDateTime } from "@/lib/format";
import { RelativeTime } from "@/components/ui/relative-time";
import { MAILBOX_LOCAL_ONLY } from "../local-mailbox";

const KIND_LABELS: Record<string, string> = {
  confirmation: "Confirm signup",
  magiclink: "Magic link",
  recovery: "Password reset",
  email_change: "Email change",
};

function mailboxHref(opts: { id?: string; to?: string }): string {
  const qs = new URLSearchParams();
  if (opts.to) qs.set("to", opts.to);
  if (opts.id) qs.set("id", opts.id);
  const s = qs.toString();
  return s ? `/dev/mailbox?${s}` : "/dev/mailbox";
}

/**
 * Two panes like a mail client: the list (newest first) and the open message. On a phone only one
 * pane shows: the list, or the open message with a way back.
 */
export function MailboxView({ mails, selected, to }: { mails: MailboxEntry[]; selected: MailboxEntry | null; to: string }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40 dark:bg-background">
      <header className="sticky top-0 z-10 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link href="/" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label="Growth OS home">
            <BrandMark withName={false} className="[&_svg]:size-7" />
          </Link>
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <h1 className="truncate text-sm font-semibold">Local mailbox</h1>
            <Badge variant="outline" className="hidden text-muted-foreground sm:inline-flex">
              No SMTP configured
            </Badge>
          </div>
          <Button asChild variant="ghost" size="sm">
            <Link href={mailboxHref({ to, id: selected?.id })} prefetch={false}>
              <RotateCwIcon aria-hidden="true" />
              Refresh
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href="/auth">Go to login</Link>
          </Button>
        </div>
      </header>
      <p className="mx-auto w-full max-w-7xl px-4 pt-4 text-sm text-muted-foreground sm:px-6">{MAILBOX_LOCAL_ONLY}</p>

      <div className="mx-auto grid w-full max-w-7xl flex-1 gap-4 p-4 sm:p-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-label="Messages" className={cn("flex min-w-0 flex-col gap-3", selected && "hidden md:flex")}>
          <form action="/dev/mailbox" className="relative" role="search">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              name="to"
              type="search"
              defaultValue={to}
              placeholder="Filter by recipient…"
              aria-label="Filter by recipient"
              className="bg-background pl-9"
            />
          </form>
          <MailList mails={mails} selectedId={selected?.id} to={to} />
        </section>

        <section aria-label="Message" className={cn("min-w-0", !selected && "hidden md:block")}>
          {selected ? <MailDetail mail={selected} to={to} /> : <NoSelection hasMails={mails.length > 0} />}
        </section>
      </div>
    </div>
  );
}

function MailList({ mails, selectedId, to }: { mails: MailboxEntry[]; selectedId?: string; to: string }) {
  if (mails.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-background px-6 py-12 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-muted">
          <InboxIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <p className="text-sm font-medium">{to ? `No mail for ${to}` : "No mail yet"}</p>
          <p className="text-sm text-muted-foreground">
            Register, request a magic link or reset a password on the login page; the email shows up here.
          </p>
        </div>
        {to ? (
          <Button asChild variant="outline" size="sm">
            <Link href="/dev/mailbox">Show all mail</Link>
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-background shadow-xs" aria-label={`${mails.length} messages, newest first`}>
      {mails.map((m) => {
        const active = m.id === selectedId;
        return (
          <li key={m.id}>
            <Link
              href={mailboxHref({ id: m.id, to })}
              aria-current={active ? "true" : undefined}
              className={cn(
                "grid gap-1 px-4 py-3 outline-none transition-colors hover:bg-accent/60 focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset",
                active && "bg-accent",
              )}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="truncate text-sm font-medium">{m.subject}</span>
                <RelativeTime at={m.createdAt} className="shrink-0 text-xs text-muted-foreground tabular-nums" />
              </span>
              <span className="flex items-center justify-between gap-3">
                <span className="truncate text-[13px] text-muted-foreground">{m.to}</span>
                <Badge variant="secondary" className="shrink-0 font-normal">
                  {KIND_LABELS[m.kind] ?? m.kind}
                </Badge>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function NoSelection({ hasMails }: { hasMails: boolean }) {
  return (
    <div className="flex h-full min-h-64 flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-background/60 p-8 text-center">
      <MailIcon className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">{hasMails ? "Select a message to read it." : "Nothing to read yet."}</p>
    </div>
  );
}

function MailDetail({ mail, to }: { mail: MailboxEntry; to: string }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-background shadow-xs" aria-labelledby="mail-subject">
      <div className="grid gap-3 border-b p-4 sm:p-6">
        <Link
          href={mailboxHref({ to })}
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 md:hidden"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          All messages
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="mail-subject" className="text-lg font-semibold tracking-tight">
            {mail.subject}
          </h2>
          <Badge variant="secondary" className="font-normal">
            {KIND_LABELS[mail.kind] ?? mail.kind}
          </Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">To</dt>
          <dd className="min-w-0 truncate">{mail.to}</dd>
          <dt className="text-muted-foreground">Sent</dt>
          <dd>
            <time dateTime={mail.createdAt.toISOString()}>{formatDateTime(mail.createdAt)}</time>
          </dd>
        </dl>
      </div>

      {mail.links.length > 0 ? (
        <div className="grid gap-2 border-b bg-muted/30 p-4 sm:px-6">
          <h3 className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <LinkIcon className="size-3.5" aria-hidden="true" />
            Links in this email
          </h3>
          <ul className="grid gap-1.5">
            {mail.links.map((href) => (
              <li key={href}>
                <a
                  href={href}
                  className="block rounded-sm font-mono text-[13px] break-all text-primary underline decoration-primary/30 underline-offset-4 outline-none hover:decoration-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {href}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {/* Rendered isolated: no scripts, no same-origin access; links open in a new tab. */}
      <iframe
        title={`Email: ${mail.subject}`}
        srcDoc={withBaseTarget(mail.html)}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        className="h-[36rem] w-full bg-white"
      />

      <details className="group border-t">
        <summary className="cursor-pointer px-4 py-3 text-sm text-muted-foreground outline-none select-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-6">
          Plain-text version
        </summary>
        <pre className="overflow-x-auto px-4 pb-4 font-mono text-[13px] leading-relaxed whitespace-pre-wrap sm:px-6">{mail.text}</pre>
      </details>
    </article>
  );
}

function withBaseTarget(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (m) => `${m}${base}`) : `${base}${html}`;
}
