import { HistoryIcon } from "lucide-react";
import { FIELD_LABELS, sourceLabel } from "../labels";
import type { TaskEvent } from "../queries";
import { formatDay } from "@/lib/format";
import { RelativeTime } from "@/components/ui/relative-time";

function Value({ children }: { children: string | null }) {
  return children === null ? <span className="text-muted-foreground italic">none</span> : <span className="font-medium break-words">{children}</span>;
}

function describe(e: TaskEvent): React.ReactNode {
  if (e.kind === "created") return <>created the task{e.toValue ? <> · {sourceLabel(e.toValue)}</> : null}</>;
  if (e.kind === "commented") {
    return e.field === "deleted" ? (
      <>deleted a comment</>
    ) : (
      <>
        commented <span className="text-muted-foreground">“{e.toValue}”</span>
      </>
    );
  }
  const field = FIELD_LABELS[e.field ?? ""] ?? e.field ?? "a field";
  if (e.field === "description") return <>edited the description</>;
  const shown = (v: string | null) => (v && e.field === "dueDate" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDay(v) : v);
  return (
    <>
      changed {field.toLowerCase()} from <Value>{shown(e.fromValue)}</Value> to <Value>{shown(e.toValue)}</Value>
    </>
  );
}

/** The task's own history, oldest first: creation, every changed field, comments. */
export function TaskHistory({ events }: { events: TaskEvent[] }) {
  return (
    <section aria-labelledby="task-history" className="grid min-w-0 content-start gap-4 rounded-xl border bg-card p-4 md:p-5">
      <h2 id="task-history" className="flex items-center gap-2 text-sm font-semibold">
        <HistoryIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        History
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes recorded yet.</p>
      ) : (
        <ol className="relative grid gap-4 border-l pl-4" data-testid="task-history">
          {events.map((e) => (
            <li key={e.id} className="relative grid gap-0.5 text-sm">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full border-2 border-background bg-muted-foreground/40" />
              <p className="text-pretty">
                <span className="font-medium">{e.userName ?? "Someone"}</span> {describe(e)}
              </p>
              <RelativeTime at={e.at} className="text-xs text-muted-foreground" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
