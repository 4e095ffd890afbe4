import Link from "next/link";
import { MailIcon } from "lucide-react";
import { getBranding } from "@/lib/branding";
import { BrandMark } from "./brand-mark";
import { MAILBOX_PATH } from "../local-mailbox";

/**
 * The signed-out frame: a centred column on a quiet backdrop, brand mark on top. `mailbox`: no mail
 * server is set up and this visitor may read the local mailbox, so say where the mails went.
 */
export async function AuthShell({ children, mailbox = false }: { children: React.ReactNode; mailbox?: boolean }) {
  const branding = await getBranding();
  return (
    <div className="relative isolate flex min-h-svh flex-col items-center bg-muted/40 px-4 py-10 sm:justify-center sm:py-16 dark:bg-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 overflow-hidden [mask-image:radial-gradient(ellipse_70%_55%_at_50%_0%,#000_40%,transparent_100%)]"
      >
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:44px_44px] opacity-60" />
        <div className="absolute top-[-18rem] left-1/2 h-[32rem] w-[52rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,oklch(0.8_0.17_150/0.22),transparent)] dark:bg-[radial-gradient(closest-side,oklch(0.6_0.17_150/0.16),transparent)]" />
      </div>
      <main className="flex w-full max-w-[420px] flex-col items-center gap-7">
        <Link
          href="/"
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-label={`${branding.productName}, ${branding.title} home`}
        >
          <BrandMark productName={branding.productName} appName={branding.title} logo={branding.logo} />
        </Link>
        {children}
        {mailbox ? (
          <p className="flex items-start gap-2 rounded-md border border-dashed bg-background/70 px-3 py-2.5 text-sm text-muted-foreground">
            <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              No mail server is set up: confirmation, magic-link and password-reset mails wait here, on this machine.{" "}
              <Link href={MAILBOX_PATH} className="font-medium text-foreground underline underline-offset-4 hover:no-underline">
                Check the local mailbox
              </Link>
            </span>
          </p>
        ) : null}
      </main>
      <p className="mt-8 max-w-[420px] text-center text-xs text-muted-foreground">
        AI-powered growth and optimization platform for agencies
      </p>
    </div>
  );
}
