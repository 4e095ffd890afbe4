import { headers } from "next/headers";
import { AuthShell } from "@/modules/auth/components/auth-shell";
import { isLocalRequest } from "@/modules/auth/local-mailbox";
import { isMailboxEnabled, isSmtpConfigured } from "@/lib/mail";

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  // Read per request (headers): the mailbox depends on the running server's configuration and on
  // who asks, never on the build. Shown only while mail really lands there, to whom it will open for.
  const mailbox = isMailboxEnabled() && !isSmtpConfigured() && isLocalRequest(await headers());
  return <AuthShell mailbox={mailbox}>{children}</AuthShell>;
}
