import type { Metadata } from "next";
import { formatDateTime } from "@/lib/format";
import { ProblemCard } from "@/components/ui/problem-card";
import { previewApproval } from "@/modules/content/calendar/approvals";
import { ApprovalPostCard } from "@/modules/content/components/calendar-approval-form";

export const metadata: Metadata = { title: "Content approval", robots: { index: false, follow: false } };

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <main className="mx-auto flex min-h-svh max-w-md items-center px-4">
      <ProblemCard title={title} text={text} />
    </main>
  );
}

/**
 * A client's approval page: public (no account), outside the shell, never indexed. The token in the
 * URL is the permission; an unknown, revoked or expired token shows a plain page and nothing else.
 */
export default async function ContentApprovalPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await previewApproval(token);
  if (view.status === "invalid") return <Problem title="This approval link is not valid" text="It may have been revoked. Ask the team that sent it for a new link." />;
  if (view.status === "expired") return <Problem title="This approval link has expired" text="Ask the team that sent it for a new link." />;
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">{view.brandName}</p>
        <h1 className="text-2xl font-semibold text-balance">{view.title || (view.posts.length === 1 ? "A post for your approval" : `${view.posts.length} posts for your approval`)}</h1>
        <p className="text-sm text-muted-foreground">
          Read each post, then approve it or say what should change. Your comment goes to the team only; it is never published. This link works until{" "}
          {formatDateTime(view.expiresAt)}.
        </p>
      </header>
      {view.posts.length === 0 ? <p className="text-sm text-muted-foreground">These posts are no longer available.</p> : null}
      {view.posts.map((p) => (
        <ApprovalPostCard key={p.id} token={token} post={p} />
      ))}
    </main>
  );
}
