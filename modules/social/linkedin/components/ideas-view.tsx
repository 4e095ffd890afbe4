"use client";

import * as React from "react";
import Link from "next/link";
import { LightbulbIcon, PenLineIcon, PlusIcon, SparklesIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/option-select";
import { RelativeTime } from "@/components/ui/relative-time";
import { toast } from "@/components/ui/sonner";
import { Textarea } from "@/components/ui/textarea";
import { StatusBadge, ToneBadge, type StatusStates } from "@/components/ui/tone-badge";
import { addLinkedinIdeaAction, generateLinkedinIdeasAction, rejectLinkedinIdeaAction, restoreLinkedinIdeaAction } from "../actions";
import type { AgentRequest, IdeaFilter, IdeaRow } from "../ideas";
import { ReasonDialog } from "./reason-dialog";

export type StyleOption = { id: string; name: string; kind: string; trained: boolean };
export type EngineSummary = { kind: "ai" | "agent" | "none"; text: string };

const REQUEST_STATES: StatusStates = { waiting_agent: ["warn", "Waiting for the agent"], succeeded: ["ok", "Answered"], failed: ["bad", "Failed"], cancelled: ["idle", "Cancelled"], queued: ["idle", "Queued"], running: ["info", "Running"] };
const SOURCE_LABEL: Record<string, string> = { content: "Content", seo: "SEO/SAIO", growth: "Growth learning", news: "News", ai: "AI", agent: "External agent", manual: "Added by hand" };
const FILTER_LABEL: Record<IdeaFilter, string> = { new: "New", used: "Written", rejected: "Rejected" };
const NONE = "__none";

export function IdeasToolbar({ brandId, styles, engine }: { brandId: string; styles: StyleOption[]; engine: EngineSummary }) {
  const [open, setOpen] = React.useState<"generate" | "add" | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen("add")}>
        <PlusIcon aria-hidden="true" />
        Add an idea
      </Button>
      <Button onClick={() => setOpen("generate")} disabled={engine.kind === "none"} title={engine.kind === "none" ? engine.text : undefined}>
        <SparklesIcon aria-hidden="true" />
        Generate ideas
      </Button>
      {open === "generate" ? <GenerateDialog brandId={brandId} styles={styles} engine={engine} onClose={() => setOpen(null)} /> : null}
      {open === "add" ? <AddIdeaDialog brandId={brandId} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function GenerateDialog({ brandId, styles, engine, onClose }: { brandId: string; styles: StyleOption[]; engine: EngineSummary; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [count, setCount] = React.useState("5");
  const [style, setStyle] = React.useState(styles[0]?.id ?? NONE);
  const [focus, setFocus] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  return (
    <FormDialog
      title="Generate LinkedIn ideas"
      description={engine.text}
      onClose={onClose}
      pending={pending}
      submitLabel={engine.kind === "agent" ? "Send to the agent" : "Generate"}
      onSubmit={() =>
        run(
          generateLinkedinIdeasAction,
          { count: Number(count), styleProfileId: style === NONE ? "" : style, focus },
          {
            onSuccess: (d) => {
              if (d.mode === "ai") toast.success(d.added ? `${d.added} new idea${d.added === 1 ? "" : "s"}${d.repeats ? ` · ${d.repeats} repeat${d.repeats === 1 ? "" : "s"} skipped` : ""}` : `No new ideas: all ${d.repeats} were repeats of ideas you have.`);
              else if (d.sent) toast.success("Sent to the external agent: its ideas appear here when it answers.");
              else toast.warning(d.warning);
              onClose();
            },
            onError: (e) => setError(e),
          },
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="ideas-count" label="How many" value={count} onValueChange={setCount} options={["3", "5", "8", "10"].map((v) => ({ value: v, label: v }))} />
        <SelectField id="ideas-style" label="For the voice" value={style} onValueChange={setStyle} first={{ value: NONE, label: "Any voice" }} options={styles.map((s) => ({ value: s.id, label: s.name }))} />
      </div>
      <FormField id="ideas-focus" label="Focus (optional)" hint="A theme, a launch, a season — leave empty to draw on everything.">
        <Input id="ideas-focus" value={focus} onChange={(e) => setFocus(e.target.value)} />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}

function AddIdeaDialog({ brandId, onClose }: { brandId: string; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [title, setTitle] = React.useState("");
  const [angle, setAngle] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  return (
    <FormDialog
      title="Add an idea"
      onClose={onClose}
      pending={pending}
      submitLabel="Add idea"
      onSubmit={() =>
        run(
          addLinkedinIdeaAction,
          { title, angle, reason: "" },
          {
            onSuccess: (d) => {
              if (d.repeat) toast.warning("You already have an idea very close to this one: it was not added again.");
              else toast.success("Idea added");
              onClose();
            },
            onError: (e, f) => setErrors(f?.title ? { title: f.title[0] ?? e } : { _: e }),
          },
        )
      }
    >
      <FormField id="idea-title" label="Idea" error={errors.title}>
        <Input id="idea-title" value={title} onChange={(e) => setTitle(e.target.value)} autoFocus />
      </FormField>
      <FormField id="idea-angle" label="Angle (optional)">
        <Textarea id="idea-angle" rows={3} value={angle} onChange={(e) => setAngle(e.target.value)} />
      </FormField>
      {errors._ ? (
        <p role="alert" className="text-sm text-destructive">
          {errors._}
        </p>
      ) : null}
    </FormDialog>
  );
}

export function AgentRequests({ requests }: { requests: AgentRequest[] }) {
  if (!requests.length) return null;
  const waiting = requests.some((r) => r.status === "waiting_agent");
  return (
    <Card data-testid="agent-requests">
      <AutoRefresh active={waiting} intervalMs={4000} />
      <CardHeader>
        <CardTitle>Requests to the external agent</CardTitle>
        <CardDescription>Sent as the linkedin_content_ideas webhook; the agent&apos;s answer adds its ideas to the list below.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2">
              <StatusBadge status={r.status} states={REQUEST_STATES} />
              <span className="text-muted-foreground">
                Sent <RelativeTime at={r.createdAt} />
              </span>
              {r.error ? <span className="w-full text-destructive">{r.error}</span> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function IdeasList({ brandId, ideas, filter, counts, canEdit, hasStyles, material }: { brandId: string; ideas: IdeaRow[]; filter: IdeaFilter; counts: Record<IdeaFilter, number>; canEdit: boolean; hasStyles: boolean; material: number }) {
  const { run, isBusy } = useAction({ brandId });
  const [rejecting, setRejecting] = React.useState<IdeaRow | null>(null);
  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle>Ideas</CardTitle>
        <nav aria-label="Filter ideas" className="flex flex-wrap gap-1">
          {(Object.keys(FILTER_LABEL) as IdeaFilter[]).map((f) => (
            <Button key={f} asChild size="sm" variant={filter === f ? "secondary" : "ghost"}>
              <Link href={f === "new" ? "/linkedin-content-ideas" : `/linkedin-content-ideas?status=${f}`} aria-current={filter === f ? "page" : undefined}>
                {FILTER_LABEL[f]} <span className="text-muted-foreground tabular-nums">{counts[f]}</span>
              </Link>
            </Button>
          ))}
        </nav>
      </CardHeader>
      <CardContent>
        {!ideas.length ? (
          <EmptyState icon={LightbulbIcon} title={filter === "new" ? "No ideas to write yet" : `No ${FILTER_LABEL[filter].toLowerCase()} ideas`}>
            {filter === "new"
              ? material
                ? `Generate ideas from the brand's ${material} pieces of material (content, SEO/SAIO findings, growth learnings, news sources), or add one by hand.`
                : "Generate ideas from the brand's context, or add one by hand. Ideas get better with material: publish content, record growth learnings, or add news sources to the knowledge base."
              : null}
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {ideas.map((i) => (
              <li key={i.id} className="grid gap-2 rounded-lg border p-3" data-testid="linkedin-idea">
                <div className="flex flex-wrap items-start gap-2">
                  <h3 className="min-w-0 flex-1 font-medium wrap-anywhere">{i.title}</h3>
                  <ToneBadge tone={i.source === "agent" || i.source === "ai" ? "info" : "ok"}>{SOURCE_LABEL[i.source] ?? i.source}</ToneBadge>
                </div>
                {i.angle ? <p className="text-sm wrap-anywhere">{i.angle}</p> : null}
                <p className="text-sm text-muted-foreground wrap-anywhere">
                  <span className="font-medium text-foreground">Why: </span>
                  {i.reason}
                  {i.sourceLabel ? <> · From {i.sourceLabel}</> : null}
                </p>
                {i.rejectReason ? <p className="text-sm text-muted-foreground">Rejected: {i.rejectReason}</p> : null}
                {canEdit ? (
                  <div className="flex flex-wrap gap-2">
                    {i.status === "new" ? (
                      <>
                        <Button asChild size="sm" disabled={!hasStyles}>
                          <Link href={`/linkedin-posts-suggested?idea=${i.id}`} aria-disabled={!hasStyles}>
                            <PenLineIcon aria-hidden="true" />
                            Write post
                          </Link>
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setRejecting(i)}>
                          Reject
                        </Button>
                      </>
                    ) : i.status === "rejected" ? (
                      <Button size="sm" variant="outline" disabled={isBusy(i.id)} onClick={() => run(restoreLinkedinIdeaAction, { ideaId: i.id }, { key: i.id, success: "Idea restored" })}>
                        Restore
                      </Button>
                    ) : (
                      <Button asChild size="sm" variant="outline">
                        <Link href="/linkedin-posts-suggested">See the drafts</Link>
                      </Button>
                    )}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {rejecting ? (
          <ReasonDialog
            brandId={brandId}
            title="Reject this idea"
            description={`“${rejecting.title}” — the reason is shown to the engine next time, so it avoids ideas like it.`}
            success="Idea rejected"
            action={rejectLinkedinIdeaAction}
            input={(reason) => ({ ideaId: rejecting.id, reason })}
            onClose={() => setRejecting(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
