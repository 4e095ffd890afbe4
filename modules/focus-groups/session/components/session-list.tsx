import Link from "next/link";
import { MessagesSquareIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge } from "@/components/ui/tone-badge";
import { formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { SessionSummary } from "../queries";
import { FG_SESSION_STATES } from "../states";

/** The project's sessions, newest first; the one shown above is marked. */
export function SessionList({ projectId, sessions, selectedId }: { projectId: string; sessions: SessionSummary[]; selectedId: string | null }) {
  if (!sessions.length) {
    return (
      <EmptyState icon={MessagesSquareIcon} title="No sessions yet">
        Start a session above: the moderator follows the guide and the participants answer in character. Its transcript streams in here.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Sessions">
      {sessions.map((s) => (
        <li key={s.id}>
          <Link
            href={`/contacting-fg?project=${projectId}&session=${s.id}`}
            scroll={false}
            aria-current={s.id === selectedId ? "true" : undefined}
            className={cn(
              "grid gap-1 rounded-xl border px-4 py-3 outline-none hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center",
              s.id === selectedId && "border-primary/60 bg-muted/40",
            )}
          >
            <span className="flex min-w-0 flex-wrap items-center gap-2">
              <StatusBadge status={s.status} states={FG_SESSION_STATES} />
              <span className="min-w-0 truncate text-sm font-medium">{s.name}</span>
            </span>
            <span className="text-xs text-muted-foreground tabular-nums sm:text-right">
              {s.step}/{s.totalSteps} turns · {s.participants} participant{s.participants === 1 ? "" : "s"} · {formatUsd(s.costUsd)} · {s.engineLabel ?? "No engine"}
              {s.model ? ` (${s.model})` : ""} · <RelativeTime at={s.createdAt} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
