"use client";

import * as React from "react";
import Link from "next/link";
import { CheckIcon, Loader2Icon, RotateCcwIcon, SparklesIcon, XIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ToneBadge } from "@/components/ui/tone-badge";
import { plural } from "@/lib/format";
import type { Candidate, CandidateOrigin } from "../../assistant";
import { expandKeywordsWithAiAction, keepAssistantKeywordsAction } from "../../words-actions";

type Status = "pending" | "kept" | "stored" | "dropped";

const GROUPS: { key: string; origins: CandidateOrigin[]; label: string; hint: string }[] = [
  { key: "ai", origins: ["ai"], label: "AI engine", hint: "Suggested by the brand's AI engine" },
  { key: "modifier", origins: ["modifier"], label: "Modifiers", hint: "Commercial and informational words searchers add" },
  { key: "competitor", origins: ["competitor"], label: "Competitors", hint: "With the competitors from Brand Basic Data" },
  { key: "question", origins: ["question"], label: "Questions", hint: "The most asked question per question word" },
  { key: "number", origins: ["plural", "singular"], label: "Plural and singular", hint: "The other grammatical number" },
  { key: "audience", origins: ["audience"], label: "Audiences", hint: "For whom" },
];

type AiState = { kind: "idle" } | { kind: "loading" } | { kind: "ok"; engineLabel: string; count: number } | { kind: "error"; title: string; message: string; noEngine: boolean };

/**
 * The candidates of the seeds, grouped by how they were made; each kept (into the keyword store, source
 * "assistant") or dropped with one click or key: K keeps, D drops, ↑/↓ move between candidates.
 */
export function AssistantBoard({ brandId, seeds, initial, engineLabel, canEdit }: { brandId: string; seeds: string[]; initial: Candidate[]; engineLabel: string | null; canEdit: boolean }) {
  const { run, busy } = useAction({ brandId });
  const [candidates, setCandidates] = React.useState<Candidate[]>(initial);
  const [status, setStatus] = React.useState<Map<string, Status>>(() => new Map(initial.map((c) => [c.keyword, c.stored ? "stored" : "pending"])));
  const [ai, setAi] = React.useState<AiState>({ kind: "idle" });
  const listRef = React.useRef<HTMLDivElement>(null);

  const statusOf = (k: string): Status => status.get(k) ?? "pending";
  const setMany = (keys: readonly string[], s: Status) =>
    setStatus((prev) => {
      const next = new Map(prev);
      for (const k of keys) next.set(k, s);
      return next;
    });

  const visible = candidates.filter((c) => statusOf(c.keyword) !== "dropped");
  const pending = visible.filter((c) => statusOf(c.keyword) === "pending").map((c) => c.keyword);
  const dropped = candidates.filter((c) => statusOf(c.keyword) === "dropped").map((c) => c.keyword);
  const kept = candidates.filter((c) => statusOf(c.keyword) === "kept").length;

  const focusNext = (from: HTMLElement | null, dir: 1 | -1) => {
    const rows = [...(listRef.current?.querySelectorAll<HTMLElement>("[data-candidate]") ?? [])];
    const at = from ? rows.indexOf(from) : -1;
    rows[Math.min(Math.max(at + dir, 0), rows.length - 1)]?.focus();
  };

  const keep = async (keywords: string[]) => {
    if (!keywords.length) return;
    const r = await run(keepAssistantKeywordsAction, { keywords }, {
      key: keywords.length === 1 ? keywords[0] : "all",
      refresh: false,
      success: (d) => (keywords.length === 1 ? `Kept "${keywords[0]}"` : `Kept ${plural(d.added, "keyword")}${d.existing ? ` (${d.existing} already in the store)` : ""}`),
    });
    if (r.ok) setMany(keywords, "kept");
  };

  const askAi = async () => {
    setAi({ kind: "loading" });
    const r = await run(expandKeywordsWithAiAction, { seeds }, { key: "ai", refresh: false, onError: (e) => setAi({ kind: "error", title: "The AI engine could not be asked", message: e, noEngine: false }) });
    if (!r.ok) return;
    const d = r.data;
    if (d.status === "no_engine") return setAi({ kind: "error", title: "No AI engine connected", message: d.message, noEngine: true });
    if (d.status === "error") return setAi({ kind: "error", title: `${d.engineLabel} failed`, message: d.message, noEngine: false });
    const have = new Set(candidates.map((c) => c.keyword));
    const fresh = d.candidates.filter((c) => !have.has(c.keyword) && !seeds.includes(c.keyword));
    setCandidates((prev) => [...fresh, ...prev]);
    setMany(fresh.filter((c) => c.stored).map((c) => c.keyword), "stored");
    setAi({ kind: "ok", engineLabel: d.engineLabel, count: fresh.length });
  };

  const onRowKey = (e: React.KeyboardEvent<HTMLElement>, c: Candidate) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    const key = e.key.toLowerCase();
    if (key === "arrowdown" || key === "arrowup") {
      e.preventDefault();
      focusNext(e.currentTarget, key === "arrowdown" ? 1 : -1);
    } else if (canEdit && key === "k" && statusOf(c.keyword) === "pending") {
      e.preventDefault();
      focusNext(e.currentTarget, 1);
      void keep([c.keyword]);
    } else if (key === "d" || key === "delete") {
      e.preventDefault();
      focusNext(e.currentTarget, 1);
      setMany([c.keyword], "dropped");
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="AI engine" className="flex flex-col gap-2">
        {engineLabel === null ? (
          <Alert variant="warning">
            <SparklesIcon aria-hidden="true" />
            <AlertTitle>No AI engine connected</AlertTitle>
            <AlertDescription>
              <p>The candidates below are made locally. Connect an AI engine to add its ideas, labelled as the engine&apos;s.</p>
              <Button asChild size="sm" variant="outline" className="mt-2">
                <Link href="/integrations">Connect an AI engine</Link>
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => void askAi()} disabled={!canEdit || busy === "ai"}>
              {busy === "ai" ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SparklesIcon aria-hidden="true" />}
              {ai.kind === "ok" ? `Ask ${engineLabel} again` : `Ask ${engineLabel} for more ideas`}
            </Button>
            {ai.kind === "ok" ? (
              <span className="text-sm text-muted-foreground" role="status">
                {ai.count ? `${ai.engineLabel} added ${plural(ai.count, "new candidate")}.` : `${ai.engineLabel} had no candidates beyond these.`}
              </span>
            ) : null}
          </div>
        )}
        {ai.kind === "error" ? (
          <Alert variant={ai.noEngine ? "warning" : "destructive"}>
            <AlertTitle>{ai.title}</AlertTitle>
            <AlertDescription>
              <p>{ai.message}</p>
              <Button asChild size="sm" variant="outline" className="mt-2">
                <Link href="/integrations">{ai.noEngine ? "Connect an AI engine" : "Check the AI engines"}</Link>
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
      </section>

      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-3 text-sm">
        <p className="text-muted-foreground tabular-nums" role="status" aria-live="polite">
          {plural(pending.length, "candidate")} to decide · {kept} kept · {dropped.length} dropped
        </p>
        <div className="flex flex-wrap gap-2">
          {dropped.length ? (
            <Button size="sm" variant="ghost" onClick={() => setMany(dropped, "pending")}>
              <RotateCcwIcon aria-hidden="true" />
              Restore dropped
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => setMany(pending, "dropped")} disabled={!pending.length}>
            <XIcon aria-hidden="true" />
            Drop all
          </Button>
          {canEdit ? (
            <Button size="sm" onClick={() => void keep(pending)} disabled={!pending.length || busy === "all"}>
              {busy === "all" ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <CheckIcon aria-hidden="true" />}
              Keep all
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Keyboard: Tab to a candidate, then <kbd className="rounded border px-1">K</kbd> keeps it, <kbd className="rounded border px-1">D</kbd> drops it, <kbd className="rounded border px-1">↑</kbd>{" "}
        <kbd className="rounded border px-1">↓</kbd> move.
      </p>

      <div ref={listRef} className="grid gap-4 md:grid-cols-2">
        {GROUPS.map((g) => {
          const items = visible.filter((c) => g.origins.includes(c.origin));
          if (!items.length) return null;
          const label = g.key === "ai" && ai.kind === "ok" ? `AI engine · ${ai.engineLabel}` : g.label;
          return (
            <section key={g.key} aria-labelledby={`group-${g.key}`} className="min-w-0 rounded-xl border bg-card" data-group={g.key}>
              <header className="flex items-baseline justify-between gap-2 border-b px-4 py-2">
                <h2 id={`group-${g.key}`} className="text-sm font-semibold">
                  {label}
                </h2>
                <span className="truncate text-xs text-muted-foreground">{g.hint}</span>
              </header>
              <ul className="divide-y">
                {items.map((c) => {
                  const s = statusOf(c.keyword);
                  return (
                    <li
                      key={c.keyword}
                      tabIndex={0}
                      data-candidate={c.keyword}
                      data-status={s}
                      onKeyDown={(e) => onRowKey(e, c)}
                      className="flex items-center gap-2 px-4 py-1.5 outline-none focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50"
                      aria-label={`${c.keyword}${s === "pending" ? "" : s === "kept" ? ", kept" : ", already in the store"}`}
                    >
                      <span className="min-w-0 flex-1 truncate text-sm" title={c.keyword}>
                        {c.keyword}
                      </span>
                      {s === "kept" ? <ToneBadge tone="ok">Kept</ToneBadge> : null}
                      {s === "stored" ? <ToneBadge tone="idle">In store</ToneBadge> : null}
                      {s === "pending" && canEdit ? (
                        <Button size="icon-sm" variant="ghost" tabIndex={-1} aria-label={`Keep ${c.keyword}`} title="Keep (K)" disabled={busy === c.keyword} onClick={() => void keep([c.keyword])}>
                          <CheckIcon aria-hidden="true" />
                        </Button>
                      ) : null}
                      {s === "pending" ? (
                        <Button size="icon-sm" variant="ghost" tabIndex={-1} aria-label={`Drop ${c.keyword}`} title="Drop (D)" onClick={() => setMany([c.keyword], "dropped")}>
                          <XIcon aria-hidden="true" />
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
