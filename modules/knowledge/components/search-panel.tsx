"use client";

import * as React from "react";
import { SearchIcon, LoaderCircleIcon, CircleAlertIcon, FileSearchIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber, plural } from "@/lib/format";
import { searchKnowledgeAction } from "../search-actions";
import { highlightParts } from "../search/query";
import type { SearchMethod } from "../search/search";

type Result = Extract<Awaited<ReturnType<typeof searchKnowledgeAction>>, { ok: true }>["data"];

const METHOD_LABEL: Record<SearchMethod, string> = { fulltext: "Full text", trigram: "Names", vector: "Meaning" };
const ALL = "__all__";

function Snippet({ text }: { text: string }) {
  return (
    <p className="text-sm leading-relaxed text-pretty break-words">
      {highlightParts(text).map((p, i) =>
        p.hit ? (
          <mark key={i} className="rounded-sm bg-amber-200/70 px-0.5 text-foreground dark:bg-amber-400/30">
            {p.text}
          </mark>
        ) : (
          <React.Fragment key={i}>{p.text}</React.Fragment>
        ),
      )}
    </p>
  );
}

/**
 * The knowledge base's search box: hybrid search (full text, names, and meaning when an embedding
 * engine is connected) with highlighted snippets, source › heading, and each method's rank and score.
 */
export function SearchPanel({ brandId, collections, vectorNote }: { brandId: string; collections: { id: string; name: string }[]; vectorNote: string | null }) {
  const { run, pending } = useAction({ brandId });
  const [query, setQuery] = React.useState("");
  const [collection, setCollection] = React.useState(ALL);
  const [result, setResult] = React.useState<Result | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [asked, setAsked] = React.useState("");

  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!query.trim()) return;
    setError(null);
    const r = await run(searchKnowledgeAction, { query, collectionIds: collection === ALL ? undefined : [collection] }, { refresh: false, onError: (m) => setError(m) });
    if (r.ok) {
      setResult(r.data);
      setAsked(query.trim());
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Search the knowledge base</CardTitle>
        <CardDescription>
          Finds passages by their words (in each source&apos;s language), by names of sources and headings, and by meaning when an embedding engine is connected. Disabled sources are left out.
          {vectorNote ? ` ${vectorNote}` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={search} className="flex flex-col gap-2 sm:flex-row" role="search">
          <label htmlFor="knowledge-query" className="sr-only">
            Search query
          </label>
          <Input id="knowledge-query" value={query} onChange={(e) => setQuery(e.target.value)} placeholder='e.g. return policy, "two year warranty", pricing -enterprise' maxLength={300} className="flex-1" />
          {collections.length ? (
            <OptionSelect
              aria-label="Collection"
              className="sm:w-48"
              value={collection}
              onValueChange={setCollection}
              first={{ value: ALL, label: "All collections" }}
              options={collections.map((c) => ({ value: c.id, label: c.name }))}
            />
          ) : null}
          <Button type="submit" disabled={pending || !query.trim()}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <SearchIcon aria-hidden="true" />}
            Search
          </Button>
        </form>
        {error ? (
          <p className="flex items-center gap-2 text-sm text-destructive" role="alert">
            <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : null}
        {result?.notes.map((n) => (
          <p key={n} className="text-sm text-amber-700 dark:text-amber-300" role="status">
            {n}
          </p>
        ))}
        {result && !result.hits.length ? (
          <EmptyState icon={FileSearchIcon} title={`Nothing matches “${asked}”`}>
            Try fewer or other words, search all collections, or check that the sources you expect are enabled and finished processing.
          </EmptyState>
        ) : null}
        {result?.hits.length ? (
          <div className="grid gap-3">
            <p className="text-xs text-muted-foreground" role="status">
              {plural(result.hits.length, "passage")} · {result.methods.map((m) => METHOD_LABEL[m]).join(" + ")} · {formatNumber(result.tookMs)} ms
            </p>
            <ol className="grid gap-3" aria-label="Search results">
              {result.hits.map((h) => (
                <li key={h.chunkId} className="grid gap-2 rounded-lg border p-3" data-testid="search-hit">
                  <div className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium">
                    <span className="break-words">{h.sourceTitle}</span>
                    {h.heading ? <span className="break-words text-muted-foreground">› {h.heading}</span> : null}
                    {h.page ? <span className="text-xs text-muted-foreground">p. {h.page}</span> : null}
                  </div>
                  <Snippet text={h.snippet} />
                  <div className="flex flex-wrap gap-1.5" aria-label="Scores">
                    {(Object.keys(METHOD_LABEL) as SearchMethod[]).flatMap((m) => {
                      const s = h.methods[m];
                      return s
                        ? [
                            <ToneBadge key={m} tone={m === "vector" ? "info" : m === "fulltext" ? "ok" : "warn"}>
                              {METHOD_LABEL[m]} #{s.rank} · {formatNumber(s.score, { maximumFractionDigits: 3 })}
                            </ToneBadge>,
                          ]
                        : [];
                    })}
                    <ToneBadge tone="idle">Fused {formatNumber(h.score, { maximumFractionDigits: 4 })}</ToneBadge>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
