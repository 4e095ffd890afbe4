"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { ListTodoIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";
import { taskPath } from "@/modules/tasks/paths";
import { create3dFindingTaskAction } from "../actions";
import { FINDING_KINDS, FINDING_LABELS } from "../finding-kinds";
import type { Finding } from "../findings";
import { stepHref } from "../url-state";

const SHOWN_PER_KIND = 20;

/** The findings grouped by kind; each links to its cells in the matrix and can become a task. */
export function FindingsList({ brandId, id, findings, canTask }: { brandId: string; id: string; findings: Finding[]; canTask: boolean }) {
  const router = useRouter();
  const { run, isBusy } = useAction({ brandId });
  const groups = FINDING_KINDS.map((k) => ({ kind: k, items: findings.filter((f) => f.kind === k) })).filter((g) => g.items.length);
  if (!groups.length) return <p className="text-sm text-muted-foreground">No findings: every keyword has one page, no cell is in striking distance or below the CTR curve, and every page has a keyword.</p>;
  return (
    <div className="grid gap-4">
      {groups.map((g) => (
        <section key={g.kind} aria-labelledby={`finding-${g.kind}`} className="grid gap-2">
          <h3 id={`finding-${g.kind}`} className="flex items-center gap-2 text-sm font-semibold">
            {FINDING_LABELS[g.kind]}
            <Badge variant="secondary">{g.items.length}</Badge>
          </h3>
          <ul className="grid gap-2">
            {g.items.slice(0, SHOWN_PER_KIND).map((f) => (
              <li key={f.key} className="rounded-lg border p-3" data-testid="finding">
                <p className="text-sm font-medium break-words">{f.title}</p>
                <p className="mt-1 text-sm break-words text-muted-foreground">{f.detail}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" asChild>
                    <Link href={stepHref(4, id, { keyword: f.filter.keyword, page: f.filter.page })} scroll={false}>
                      {f.cells.length ? `Show ${f.cells.length === 1 ? "the cell" : `its ${f.cells.length} cells`}` : "Show the page"}
                    </Link>
                  </Button>
                  {canTask ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={isBusy(f.key)}
                      onClick={() =>
                        void run(create3dFindingTaskAction, { id, findingKey: f.key }, {
                          key: f.key,
                          refresh: false,
                          onSuccess: (t) => toast.success(`Task "${t.title}" created`, { action: { label: "Open task", onClick: () => router.push(taskPath(brandId, t.id)) } }),
                        })
                      }
                    >
                      <ListTodoIcon aria-hidden="true" />
                      {isBusy(f.key) ? "Creating..." : "Create task"}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {g.items.length > SHOWN_PER_KIND ? (
            <p className="text-xs text-muted-foreground">
              {g.items.length - SHOWN_PER_KIND} more: filter the matrix by &ldquo;{FINDING_LABELS[g.kind]}&rdquo; to see them all.
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
