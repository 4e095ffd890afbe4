"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CheckIcon, LoaderCircleIcon, PlusIcon, QuoteIcon, SparklesIcon, Trash2Icon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { useAction } from "@/components/actions/use-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { AssigneeSelect, DifficultySelect, PrioritySelect } from "@/components/tasks/task-field-selects";
import { assignTranscriptTasksAction } from "../actions";
import type { ActionItem } from "../extract";
import type { SquadRow } from "../queries";

type Level = "High" | "Medium" | "Low";
type Row = {
  key: string;
  picked: boolean;
  title: string;
  assignedTo: string;
  dueDate: string;
  priority: Level;
  difficulty: Level;
  owner: string | null;
  source: string | null;
  line: number | null;
  alreadyAssigned: boolean;
};

const NONE = "";

/** A small caption over a control; the control keeps its own full aria-label ("Priority of item 2"). */
function Control({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={cn("grid min-w-0 content-start gap-1", className)}>
      <span className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}

function rowsFrom(items: (ActionItem & { alreadyAssigned: boolean })[]): Row[] {
  return items.map((i) => ({
    key: i.key,
    picked: !i.alreadyAssigned,
    title: i.title,
    assignedTo: i.assigneeId ?? NONE,
    dueDate: i.dueDate ?? "",
    priority: "Medium",
    difficulty: "Medium",
    owner: i.owner,
    source: i.source,
    line: i.line,
    alreadyAssigned: i.alreadyAssigned,
  }));
}

/**
 * The extracted action items as editable rows: pick, fix the title, owner and date, and create
 * them all as tasks in one go (one transaction on the server).
 */
export function AssignTasksForm({
  brandId,
  transcriptId,
  items,
  squad,
  canAssign,
}: {
  brandId: string;
  transcriptId: string;
  items: (ActionItem & { alreadyAssigned: boolean })[];
  squad: SquadRow[];
  canAssign: boolean;
}) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [rows, setRows] = React.useState<Row[]>(() => rowsFrom(items));
  const [showErrors, setShowErrors] = React.useState(false);
  const added = React.useRef(0);

  const update = (key: string, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const picked = rows.filter((r) => r.picked);
  const invalid = picked.filter((r) => !r.title.trim() || !r.assignedTo);
  const allPicked = rows.length > 0 && picked.length === rows.length;

  const addRow = () => {
    added.current += 1;
    setRows((rs) => [...rs, { key: `new-${added.current}`, picked: true, title: "", assignedTo: squad.find((m) => m.isMe)?.id ?? NONE, dueDate: "", priority: "Medium", difficulty: "Medium", owner: null, source: null, line: null, alreadyAssigned: false }]);
  };

  const submit = async () => {
    if (pending || picked.length === 0) return;
    if (invalid.length) {
      setShowErrors(true);
      toast.error(invalid.some((r) => !r.title.trim()) ? "Every picked item needs a title." : "Choose an assignee for every picked item.");
      return;
    }
    const result = await run(
      assignTranscriptTasksAction,
      {
        transcriptId,
        items: picked.map((r) => ({ title: r.title, assignedTo: r.assignedTo, dueDate: r.dueDate || null, priority: r.priority, difficulty: r.difficulty, itemKey: r.source === null ? null : r.key })),
      },
      { success: (d) => `Created ${d.count} task${d.count === 1 ? "" : "s"} from "${d.title}"`, refresh: false },
    );
    if (result.ok) {
      setRows((rs) => rs.map((r) => (r.picked ? { ...r, picked: false, alreadyAssigned: true } : r)));
      setShowErrors(false);
      router.refresh();
    }
  };

  if (squad.length === 0) {
    return (
      <div className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
        Tasks are assigned to growth squad members, and this brand has none yet.{" "}
        <Link href="/growth-squad" className="font-medium text-foreground underline underline-offset-4">
          Add the squad
        </Link>{" "}
        and come back: owners named in the minutes are matched to them automatically.
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <Checkbox
            id="pick-all"
            checked={allPicked ? true : picked.length ? "indeterminate" : false}
            onCheckedChange={(v) => setRows((rs) => rs.map((r) => ({ ...r, picked: v === true })))}
            disabled={!canAssign || rows.length === 0}
            aria-label="Pick every item"
          />
          <label htmlFor="pick-all" className="text-sm text-muted-foreground">
            {items.length === 0 ? "No action items were found in the text." : `${items.length} action item${items.length === 1 ? "" : "s"} found · ${picked.length} picked`}
          </label>
        </div>
        {canAssign ? (
          <Button variant="outline" size="sm" onClick={addRow} disabled={pending}>
            <PlusIcon aria-hidden="true" />
            Add an item
          </Button>
        ) : null}
      </div>

      {rows.length === 0 ? (
        <div className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
          <SparklesIcon className="mb-2 size-5" aria-hidden="true" />
          The extractor looks for &ldquo;ACTION:&rdquo; and &ldquo;TODO&rdquo; lines, open checkboxes, bullets under an &ldquo;Action items&rdquo; or &ldquo;Next steps&rdquo; heading, and commitments such as
          &ldquo;Maya will send the deck by Friday&rdquo; or &ldquo;I&rsquo;ll book the venue next week&rdquo;. None of these are in this text — add the tasks by hand instead.
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Action items">
          {rows.map((r, index) => {
            const missingTitle = showErrors && r.picked && !r.title.trim();
            const missingAssignee = showErrors && r.picked && !r.assignedTo;
            return (
              <li key={r.key} className={cn("rounded-xl border bg-card p-3 shadow-xs transition-opacity sm:p-4", !r.picked && "opacity-70")} data-testid="action-item">
                <div className="flex items-start gap-3">
                  <Checkbox className="mt-2.5" checked={r.picked} onCheckedChange={(v) => update(r.key, { picked: v === true })} disabled={!canAssign || pending} aria-label={`Pick item ${index + 1}`} />
                  <div className="grid min-w-0 flex-1 gap-3">
                    <div className="flex min-w-0 items-center gap-2">
                      <Input
                        value={r.title}
                        onChange={(e) => update(r.key, { title: e.target.value })}
                        aria-label={`Title of item ${index + 1}`}
                        aria-invalid={missingTitle || undefined}
                        placeholder="What needs doing"
                        disabled={!canAssign || pending}
                        className="font-medium"
                      />
                      {r.alreadyAssigned ? (
                        <Badge variant="outline" className="shrink-0 border-emerald-500/30 bg-emerald-500/10 font-normal text-emerald-700 dark:text-emerald-300">
                          <CheckIcon aria-hidden="true" />
                          Assigned
                        </Badge>
                      ) : null}
                      {r.source === null && canAssign ? (
                        <Button variant="ghost" size="icon-sm" onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} aria-label={`Remove item ${index + 1}`}>
                          <Trash2Icon aria-hidden="true" />
                        </Button>
                      ) : null}
                    </div>
                    <div className="grid grid-cols-2 gap-x-2 gap-y-3 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,0.85fr)_minmax(0,0.85fr)]">
                      <Control label="Assignee" className="col-span-2 md:col-span-1">
                        <AssigneeSelect
                          className="w-full"
                          aria-label={`Assignee of item ${index + 1}`}
                          aria-invalid={missingAssignee || undefined}
                          placeholder={r.owner ? `“${r.owner}”: choose` : "Choose"}
                          members={squad}
                          memberText="name-me"
                          value={r.assignedTo}
                          onValueChange={(v) => update(r.key, { assignedTo: v })}
                          disabled={!canAssign || pending}
                        />
                      </Control>
                      <Control label="Due" className="col-span-2 md:col-span-1">
                        <Input type="date" value={r.dueDate} onChange={(e) => update(r.key, { dueDate: e.target.value })} aria-label={`Due date of item ${index + 1}`} disabled={!canAssign || pending} />
                      </Control>
                      <Control label="Priority">
                        <PrioritySelect className="w-full" aria-label={`Priority of item ${index + 1}`} value={r.priority} onValueChange={(v) => update(r.key, { priority: v })} disabled={!canAssign || pending} />
                      </Control>
                      <Control label="Difficulty">
                        <DifficultySelect className="w-full" aria-label={`Difficulty of item ${index + 1}`} value={r.difficulty} onValueChange={(v) => update(r.key, { difficulty: v })} disabled={!canAssign || pending} />
                      </Control>
                    </div>
                    {missingAssignee ? <p className="text-[13px] text-destructive">Choose who does this{r.owner ? ` (the minutes say “${r.owner}”, who is not in the squad)` : ""}.</p> : null}
                    {r.source ? (
                      <p className="flex min-w-0 items-start gap-1.5 text-xs text-muted-foreground">
                        <QuoteIcon className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                        <span className="min-w-0 break-words">
                          {r.source} <span className="whitespace-nowrap text-muted-foreground/70">· line {r.line}</span>
                        </span>
                      </p>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {canAssign ? (
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t bg-background/95 px-1 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
          <span className="text-sm text-muted-foreground">{picked.length === 0 ? "Pick the items to turn into tasks" : `${picked.length} task${picked.length === 1 ? "" : "s"} will go into the current sprint`}</span>
          <Button onClick={submit} disabled={pending || picked.length === 0}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {pending ? "Creating..." : `Create ${picked.length || ""} task${picked.length === 1 ? "" : "s"}`.replace("  ", " ")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
