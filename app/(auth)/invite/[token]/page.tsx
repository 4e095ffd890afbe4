import type { Metadata } from "next";
import Link from "next/link";
import { MailCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ProblemCard } from "@/components/ui/problem-card";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getCurrentUser } from "@/lib/auth/session";
import { AcceptInvitationButton, SwitchAccountButton } from "@/modules/team/components/accept-invitation";
import { previewInvitation } from "@/modules/team/queries";
import { invitationPath } from "@/modules/team/tokens";

export const metadata: Metadata = { title: "Brand invitation", robots: { index: false, follow: false } };

function Problem({ title, text, signedIn }: { title: string; text: string; signedIn: boolean }) {
  return (
    <ProblemCard
      title={title}
      text={text}
      action={
        <Button asChild variant="outline">
          <Link href={signedIn ? "/dashboard" : "/auth"}>{signedIn ? "Go to your dashboard" : "Go to sign in"}</Link>
        </Button>
      }
    />
  );
}

/**
 * Where an invitation mail leads. Public, so an invitee without an account sees what they are
 * joining before signing up; accepting needs the invited address signed in.
 */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [invitation, user] = await Promise.all([previewInvitation(token), getCurrentUser()]);
  const signedIn = !!user;

  if (invitation.status === "invalid") {
    return <Problem signedIn={signedIn} title="This invitation link is not valid" text="It may have been revoked or replaced by a newer one. Ask the person who invited you to send a new invitation." />;
  }
  if (invitation.status === "expired") {
    return <Problem signedIn={signedIn} title="This invitation has expired" text={`Invitations are valid for 7 days. Ask ${invitation.inviterName} to send you a new one.`} />;
  }
  if (invitation.status === "accepted") {
    return <Problem signedIn={signedIn} title="This invitation was already used" text={`If you accepted it, ${invitation.brandName} is in your brand list. If not, ask ${invitation.inviterName} for a new invitation.`} />;
  }

  const here = invitationPath(token);
  const matches = user && user.email.toLowerCase() === invitation.email;
  return (
    <Card className="w-full gap-6 py-7 shadow-lg shadow-black/[0.03] dark:shadow-black/30">
      <CardHeader className="items-center gap-3 px-6 text-center sm:px-8">
        <div className="mx-auto flex size-11 items-center justify-center rounded-full bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
          <MailCheckIcon className="size-5" aria-hidden="true" />
        </div>
        <CardTitle className="text-xl text-balance">Join {invitation.brandName}</CardTitle>
        <CardDescription className="text-pretty">
          {invitation.inviterName} invited <span className="font-medium text-foreground">{invitation.email}</span> to work on this brand as{" "}
          <span className="font-medium text-foreground">{invitation.roleName}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3 px-6 sm:px-8">
        {!user ? (
          <>
            <Button asChild size="lg" className="w-full">
              <Link href={`/auth?${new URLSearchParams({ tab: "register", email: invitation.email, next: here })}`}>Create an account</Link>
            </Button>
            <Button asChild variant="outline" size="lg" className="w-full">
              <Link href={`/auth?next=${encodeURIComponent(here)}`}>I already have an account — log in</Link>
            </Button>
            <p className="text-center text-xs text-muted-foreground">
              Use {invitation.email}. After you confirm your email address, open this link again to join.
            </p>
          </>
        ) : matches ? (
          <AcceptInvitationButton token={token} />
        ) : (
          <>
            <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-center text-sm text-destructive">
              You are signed in as {user.email}. This invitation is for {invitation.email}.
            </p>
            <SwitchAccountButton next={here} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
