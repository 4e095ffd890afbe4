"use client";

import * as React from "react";
import { Loader2Icon, PlusIcon, SparklesIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatDateTime, plural } from "@/lib/format";
import type { Question, QuestionTree } from "../../analysis/questions";
import { addQuestionKeywordsAction, fetchSeedSuggestionsAction } from "../../words-actions";

/**
 * One tree per seed, one branch per question word (who … for), like AnswerThePublic's list view. Each
 * question says where it came from — "People also ask" from a stored SERP, the keyword-data provider's
 * suggestions (fetched per seed on request and kept), or template expansion — and
 * the selected ones go into the keyword store in one click.
 */
type TreesProps = {
  brandId: string;
  trees: QuestionTree[];
  stored: string[];
  withSuggestions: string[];
  /** The keyword-data provider that can suggest questions ("DataForSEO"); null hides the button. */
  suggestProvider: string | null;
  providerSuggested: Array<{ seed: string; fetchedAt: string; questions: number }>;
  canEdit: boolean;
};

export function QuestionTrees({ brandId, trees, stored: storedInitial, withSuggestions, suggestProvider, providerSuggested, canEdit }: TreesProps) {
  const { run, busy } = useAction({ brandId });
  const [stored, setStored] = React.useState(() => new Set(storedInitial));
  const [selected, setSelected] = React.useState<Set<string>>(new Set());

  const toggle = (texts: readonly string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const t of texts) if (on) next.add(t);
      else next.delete(t);
      return next;
    });

  const add = async () => {
    const keywords = [...selected];
    const r = await run(addQuestionKeywordsAction, { keywords }, { key: "add", refresh: false, success: (d) => `Added ${plural(d.added, "question")} to the keywords${d.existing ? ` (${d.existing} already there)` : ""}` });
    if (r.ok) {
      setStored((prev) => new Set([...prev, ...keywords]));
      setSelected(new Set());
    }
  };

  return (
    <div className="flex flex-col gap-6 pb-16">
      {trees.map((tree) => {
        const hasPaa = withSuggestions.includes(tree.seed);
        const suggested = providerSuggested.find((p) => p.seed === tree.seed);
        const sources = [hasPaa ? "People also ask" : null, suggested?.questions ? `${suggestProvider ?? "DataForSEO"} suggestions` : null].filter(Boolean);
        const branches = [...tree.branches.map((b) => ({ key: b.word, label: b.word, questions: b.questions })), { key: "related", label: "related", questions: tree.related }].filter((b) => b.questions.length);
        const total = branches.reduce((n, b) => n + b.questions.length, 0);
        return (
          <section key={tree.seed} aria-labelledby={`tree-${tree.seed}`} className="flex flex-col gap-3" data-tree={tree.seed}>
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`tree-${tree.seed}`} className="text-lg font-semibold">
                {tree.seed}
              </h2>
              <span className="text-sm text-muted-foreground tabular-nums">{plural(total, "question")}</span>
              {sources.length ? <ToneBadge tone="info">{`${sources.join(" + ")} + template expansion`}</ToneBadge> : <ToneBadge tone="idle">Template expansion</ToneBadge>}
              {canEdit && suggestProvider ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  disabled={busy === `suggest:${tree.seed}`}
                  onClick={() =>
                    void run(fetchSeedSuggestionsAction, { seed: tree.seed }, {
                      key: `suggest:${tree.seed}`,
                      success: (d) => `${suggestProvider} suggested ${plural(d.suggestions, "keyword")} for “${d.seed}”, ${plural(d.questions, "question")} among them`,
                    })
                  }
                >
                  {busy === `suggest:${tree.seed}` ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SparklesIcon aria-hidden="true" />}
                  {suggested ? `Refresh suggestions from ${suggestProvider}` : `Get suggestions from ${suggestProvider}`}
                </Button>
              ) : null}
            </div>
            {suggested ? (
              <p className="text-xs text-muted-foreground">
                {`${plural(suggested.questions, "question")} from ${suggestProvider ?? "DataForSEO"} suggestions, fetched ${formatDateTime(suggested.fetchedAt)}; kept for this brand, so reloading does not pay again.`}
              </p>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {branches.map((b) => {
                const open = b.questions.filter((q) => !stored.has(q.text)).map((q) => q.text);
                const allOn = open.length > 0 && open.every((t) => selected.has(t));
                return (
                  <section key={b.key} aria-labelledby={`branch-${tree.seed}-${b.key}`} className="min-w-0 rounded-xl border bg-card" data-branch={b.key}>
                    <header className="flex items-center justify-between gap-2 border-b px-3 py-2">
                      <h3 id={`branch-${tree.seed}-${b.key}`} className="text-sm font-semibold uppercase tracking-wide">
                        {b.label} <span className="font-normal text-muted-foreground tabular-nums">({b.questions.length})</span>
                      </h3>
                      {canEdit && open.length ? (
                        <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={() => toggle(open, !allOn)}>
                          {allOn ? "Clear" : "Select all"}
                        </Button>
                      ) : null}
                    </header>
                    <ul className="flex flex-col py-1">
                      {b.questions.map((q) => (
                        <QuestionItem key={q.text} q={q} stored={stored.has(q.text)} checked={selected.has(q.text)} canEdit={canEdit} onChange={(on) => toggle([q.text], on)} />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          </section>
        );
      })}
      {canEdit ? (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
          <p className="text-sm text-muted-foreground tabular-nums" role="status" aria-live="polite">
            {selected.size ? `${plural(selected.size, "question")} selected` : "Select questions to add them to the keywords."}
          </p>
          <div className="flex gap-2">
            {selected.size ? (
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                Clear
              </Button>
            ) : null}
            <Button size="sm" onClick={() => void add()} disabled={!selected.size || busy === "add"}>
              {busy === "add" ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
              Add to keywords
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function QuestionItem({ q, stored, checked, canEdit, onChange }: { q: Question; stored: boolean; checked: boolean; canEdit: boolean; onChange: (on: boolean) => void }) {
  const id = React.useId();
  return (
    <li className="flex items-start gap-2 px-3 py-1 text-sm" data-question={q.text}>
      {canEdit ? <Checkbox id={id} className="mt-0.5" checked={stored || checked} disabled={stored} onCheckedChange={(v) => onChange(v === true)} /> : null}
      <label htmlFor={id} className="min-w-0 flex-1 break-words">
        {q.text}
      </label>
      {q.source === "suggestion" ? <ToneBadge tone="info" className="shrink-0 text-[10px]">PAA</ToneBadge> : null}
      {q.source === "provider" ? <ToneBadge tone="info" className="shrink-0 text-[10px]">Suggested</ToneBadge> : null}
      {stored ? <ToneBadge tone="idle" className="shrink-0 text-[10px]">In store</ToneBadge> : null}
    </li>
  );
}
