import type { Metadata } from "next";
import { CircleAlertIcon } from "lucide-react";
import { formatDate } from "@/lib/format";
import { readSharedBrief } from "@/modules/content/briefs/queries";
import { BriefDocument } from "@/modules/content/components/briefs-doc";

// Never indexed, and the token never leaves in a Referer header when a writer follows a link.
export const metadata: Metadata = { title: "Content brief", robots: { index: false, follow: false }, referrer: "no-referrer" };

function Frame({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto flex min-h-svh w-full max-w-3xl flex-col gap-6 px-4 py-8 md:py-12">{children}</main>;
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <Frame>
      <div className="mx-auto mt-16 grid max-w-md justify-items-center gap-3 rounded-xl border p-8 text-center" role="alert">
        <div className="flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlertIcon className="size-5" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
    </Frame>
  );
}

/**
 * A brief shared read-only with someone without an account (a freelance writer). Public: the token
 * is the permission, checked on every request; nothing but the brief itself is shown.
 */
export default async function SharedBriefPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const shared = await readSharedBrief(token);
  if (shared.status === "invalid") {
    return <Problem title="This link does not work" text="It may have been revoked or replaced by a newer one. Ask the person who shared the brief for a new link." />;
  }
  if (shared.status === "expired") {
    return <Problem title="This link has expired" text="Shared briefs are readable for a limited time. Ask the person who shared it for a new link." />;
  }
  return (
    <Frame>
      <p className="text-sm text-muted-foreground">
        Shared content brief · read-only · link valid until {formatDate(shared.expiresAt)}
      </p>
      <BriefDocument brief={shared.brief} />
    </Frame>
  );
}
