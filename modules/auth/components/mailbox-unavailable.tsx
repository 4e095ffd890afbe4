import { MAILBOX_LOCAL_ONLY } from "../local-mailbox";

/** What /dev/mailbox shows a request whose socket is not on this machine: why, and no mail. */
export function MailboxUnavailable() {
  return (
    <main className="mx-auto grid max-w-xl gap-3 p-10">
      <h1 className="text-xl font-semibold">Local mailbox: not available from here</h1>
      <p className="text-muted-foreground">{MAILBOX_LOCAL_ONLY}</p>
    </main>
  );
}
