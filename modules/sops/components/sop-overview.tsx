import Link from "next/link";
import { ArrowRightIcon, LayoutGridIcon, RefreshCwIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AdoptionView, SopTree } from "../queries/sop-tree";
import { isOpenStatus } from "@/lib/task-status";
import { TemplateIcon } from "./template-icon";
import { formatDate } from "@/lib/format";

/** The /sops side column: what the brand's SOPs hold and which library templates they follow. */
/** `templates`: the role may open the template library (else adopted templates are named, not linked). */
export function SopOverview({ tree, templates }: { tree: SopTree; templates: boolean }) {
  const tasks = tree.areas.flatMap((a) => a.groups.flatMap((g) => g.tasks));
  const assigned = tasks.filter((t) => t.linkedTask).length;
  const running = tasks.filter((t) => t.linkedTask && isOpenStatus(t.linkedTask.status)).length;
  const pendingFor = new Set(tree.pendingUpdates.map((u) => `${u.templateType}/${u.templateSlug}`));
  const stats = [
    { label: "Areas", value: tree.counts.areas },
    { label: "Task groups", value: tree.counts.groups },
    { label: "SOP tasks", value: tree.counts.tasks },
    { label: "In progress", value: running },
  ];
  return (
    <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start" aria-label="SOP overview">
      <div className="rounded-xl border bg-card p-4 shadow-xs">
        <dl className="grid grid-cols-4 gap-2 lg:grid-cols-2 lg:gap-3">
          {stats.map((s) => (
            <div key={s.label} className="min-w-0">
              <dt className="truncate text-xs text-muted-foreground">{s.label}</dt>
              <dd className="text-lg font-semibold tracking-tight tabular-nums">{s.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 border-t pt-3 text-xs text-muted-foreground">
          {tasks.length ? `${assigned} of ${tasks.length} SOP tasks have been assigned at least once.` : "Add SOP tasks to start assigning work."}
        </p>
        <Button variant="outline" size="sm" className="mt-3 w-full" asChild>
          <Link href="/sop-dashboard">
            <LayoutGridIcon />
            Coverage on the SOP dashboard
          </Link>
        </Button>
      </div>

      <section className="rounded-xl border bg-card shadow-xs" aria-labelledby="adopted-title">
        <h2 id="adopted-title" className="border-b px-4 py-3 text-sm font-semibold">
          Adopted templates
        </h2>
        {tree.adoptions.length ? (
          <ul className="divide-y">
            {tree.adoptions.map((a) => (
              <AdoptionRow key={a.id} adoption={a} pending={pendingFor.has(`${a.type}/${a.slug}`)} linked={templates} />
            ))}
          </ul>
        ) : (
          <p className="px-4 py-3 text-sm text-muted-foreground">
            None yet. Templates bring tested procedures and get proposed updates when the library improves them.
          </p>
        )}
        {templates ? (
          <div className="flex flex-col gap-1 border-t px-2 py-2">
            <Button variant="ghost" size="sm" className="justify-between" asChild>
              <Link href="/tmplt-industries">
                Adopt an industry template
                <ArrowRightIcon />
              </Link>
            </Button>
            <Button variant="ghost" size="sm" className="justify-between" asChild>
              <Link href="/tmplt-usecases">
                Adopt a use-case template
                <ArrowRightIcon />
              </Link>
            </Button>
          </div>
        ) : null}
      </section>
    </aside>
  );
}

function AdoptionRow({ adoption: a, pending, linked }: { adoption: AdoptionView; pending: boolean; linked: boolean }) {
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <TemplateIcon slug={a.slug} className="size-8" />
      <div className="min-w-0 flex-1">
        {linked ? (
          <Link href={`/template/${a.type}/${a.slug}`} className="block truncate text-sm font-medium hover:underline">
            {a.name}
          </Link>
        ) : (
          <p className="truncate text-sm font-medium">{a.name}</p>
        )}
        <p className="text-xs text-muted-foreground">
          {a.type === "industry" ? "Industry" : "Use case"} · v{a.version} · adopted {formatDate(a.adoptedAt)}
        </p>
        {pending ? (
          <Link href="#updates" className="mt-1 inline-block">
            <Badge variant="outline" className="gap-1 border-warning/40 bg-warning/10 font-normal">
              <RefreshCwIcon aria-hidden />
              v{a.latestVersion} to review
            </Badge>
          </Link>
        ) : null}
      </div>
    </li>
  );
}
