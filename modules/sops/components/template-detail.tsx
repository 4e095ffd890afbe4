import { ChevronRightIcon } from "lucide-react";
import type { TemplateDetail } from "../queries/library";
import { hoursToMinutes } from "../schedule";
import { FrequencyBadge, TaskFacts } from "./sop-badges";
import { PriorityDot } from "@/components/tasks/priority-dot";
import { TaskChecklist } from "./task-checklist";
import { formatDate } from "@/lib/format";

export function TemplateStats({ template: t }: { template: TemplateDetail }) {
  const stats = [
    { label: "Areas", value: t.stats.areas },
    { label: "Task groups", value: t.stats.groups },
    { label: "Tasks", value: t.stats.tasks },
    { label: "Effort per run", value: `~${Math.round(t.stats.effortHours)} h` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="rounded-xl border bg-card px-4 py-3 shadow-xs">
          <dt className="text-xs text-muted-foreground">{s.label}</dt>
          <dd className="text-xl font-semibold tracking-tight tabular-nums">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Areas → groups → tasks of a template version; each task opens to its description and steps. */
export function TemplateOutline({ template: t }: { template: TemplateDetail }) {
  return (
    <div className="space-y-8">
      {t.content.areas.map((area) => (
        <section key={area.key} aria-labelledby={`area-${area.key}`} className="space-y-3">
          <div>
            <h2 id={`area-${area.key}`} className="text-base font-semibold tracking-tight">
              {area.name}
            </h2>
            <p className="text-sm text-muted-foreground">{area.description}</p>
          </div>
          <div className="space-y-3">
            {area.groups.map((group) => (
              <div key={group.key} className="overflow-hidden rounded-xl border bg-card shadow-xs">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b bg-muted/30 px-4 py-3">
                  <div className="min-w-0">
                    <h3 className="text-sm font-medium">{group.name}</h3>
                    <p className="text-xs text-muted-foreground">{group.description}</p>
                  </div>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {group.tasks.length} task{group.tasks.length === 1 ? "" : "s"}
                  </span>
                </div>
                <ul className="divide-y">
                  {group.tasks.map((task) => (
                    <li key={task.key}>
                      <details className="group/task">
                        <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-3 outline-none hover:bg-accent/40 focus-visible:bg-accent/40 [&::-webkit-details-marker]:hidden">
                          <ChevronRightIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open/task:rotate-90" aria-hidden />
                          <span className="min-w-0 flex-1 space-y-1">
                            <span className="flex items-center gap-2">
                              <PriorityDot priority={task.priority} />
                              <span className="text-sm font-medium">{task.title}</span>
                            </span>
                            <TaskFacts role={task.role} minutes={hoursToMinutes(task.effortHours)} offsetDays={task.offsetDays} />
                          </span>
                          <span className="hidden shrink-0 sm:block">
                            <FrequencyBadge frequency={task.frequency} />
                          </span>
                        </summary>
                        <TaskChecklist description={task.description} checklist={task.checklist} className="px-4 pb-4 pl-11" />
                      </details>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function VersionHistory({ template: t }: { template: TemplateDetail }) {
  return (
    <ol className="space-y-3 text-sm">
      {t.versions.map((v) => (
        <li key={v.version} className="flex gap-3">
          <span className="mt-0.5 inline-flex h-5 shrink-0 items-center rounded-md border px-1.5 text-xs font-medium tabular-nums">v{v.version}</span>
          <span className="min-w-0">
            <span className="block text-muted-foreground">{v.changelog || "No notes."}</span>
            <span className="block text-xs text-muted-foreground">Published {formatDate(v.publishedAt)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
