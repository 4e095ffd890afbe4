"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowRightIcon, CheckIcon, EyeIcon, RefreshCwIcon, SearchIcon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { TemplateType } from "@/db/schema";
import { plural } from "@/lib/format";
import type { TemplateListItem } from "../queries/library";
import { TemplateIcon } from "./template-icon";

function matches(t: TemplateListItem, words: string[]): boolean {
  return words.every((w) => t.searchText.includes(w));
}

function hours(h: number): string {
  return `~${Math.round(h)} h`;
}

export function TemplateLibrary({ templates, type }: { templates: TemplateListItem[]; type: TemplateType }) {
  const [query, setQuery] = React.useState("");
  const [preview, setPreview] = React.useState<TemplateListItem | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = words.length ? templates.filter((t) => matches(t, words)) : templates;
  const noun = type === "industry" ? "industries" : "use cases";

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            ref={inputRef}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={`Search ${noun}, tasks or roles…`}
            aria-label={`Search ${noun}`}
            className="pl-8"
          />
        </div>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {words.length ? `${shown.length} of ${templates.length} templates` : `${templates.length} templates`}
        </p>
      </div>

      {templates.length === 0 ? (
        <EmptyState title="The template library is empty">
          Templates are loaded from modules/sops/library when the app starts. Restart the app (npm start) to load them.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={SearchIcon}
          title={<>No templates match “{query.trim()}”</>}
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setQuery("");
                inputRef.current?.focus();
              }}
            >
              <XIcon />
              Clear search
            </Button>
          }
        >
          Search looks in names, summaries, areas, task titles and roles. Try a broader word.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((t) => (
            <li key={t.id}>
              <TemplateCard template={t} onPreview={() => setPreview(t)} />
            </li>
          ))}
        </ul>
      )}

      <Sheet open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
        <SheetContent className="w-full gap-0 sm:max-w-lg">
          {preview ? <TemplatePreview template={preview} /> : null}
        </SheetContent>
      </Sheet>
    </div>
  );
}

function AdoptionBadge({ t }: { t: TemplateListItem }) {
  if (t.updatePending) {
    return (
      <Badge variant="outline" className="gap-1 border-warning/40 bg-warning/10 font-normal">
        <RefreshCwIcon aria-hidden />
        Update to v{t.version}
      </Badge>
    );
  }
  if (t.adoptedVersion !== null) {
    return (
      <Badge variant="outline" className="gap-1 border-emerald-500/30 bg-emerald-500/10 font-normal text-emerald-700 dark:text-emerald-300">
        <CheckIcon aria-hidden />
        Adopted
      </Badge>
    );
  }
  return null;
}

function TemplateCard({ template: t, onPreview }: { template: TemplateListItem; onPreview: () => void }) {
  const href = `/template/${t.type}/${t.slug}`;
  return (
    <article className="group relative flex h-full flex-col rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-foreground/20">
      <div className="flex items-start gap-3">
        <TemplateIcon slug={t.slug} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold tracking-tight">
              <Link href={href} className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50">
                {t.name}
              </Link>
            </h2>
            <AdoptionBadge t={t} />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums">
            v{t.version} · {plural(t.stats.tasks, "task")} · {plural(t.stats.groups, "group")} · {hours(t.stats.effortHours)}
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{t.summary}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Areas">
        {t.outline.map((a) => (
          <li key={a.name}>
            <Badge variant="secondary" className="font-normal">
              {a.name}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="relative z-10 mt-auto flex items-center justify-end gap-2 pt-4">
        <Button variant="ghost" size="sm" onClick={onPreview} aria-label={`Preview ${t.name}`}>
          <EyeIcon />
          Preview
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link href={href}>
            Open
            <ArrowRightIcon />
          </Link>
        </Button>
      </div>
    </article>
  );
}

function TemplatePreview({ template: t }: { template: TemplateListItem }) {
  const href = `/template/${t.type}/${t.slug}`;
  return (
    <>
      <SheetHeader className="border-b">
        <div className="flex items-center gap-3 pr-8">
          <TemplateIcon slug={t.slug} />
          <div className="min-w-0">
            <SheetTitle className="truncate">{t.name}</SheetTitle>
            <p className="text-xs text-muted-foreground tabular-nums">
              Version {t.version} · {plural(t.stats.areas, "area")} · {plural(t.stats.groups, "group")} · {plural(t.stats.tasks, "task")} · {hours(t.stats.effortHours)}
            </p>
          </div>
        </div>
        <SheetDescription>{t.summary}</SheetDescription>
      </SheetHeader>
      <div className="flex-1 space-y-5 overflow-y-auto p-4">
        {t.outline.map((a) => (
          <section key={a.name} className="space-y-2">
            <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{a.name}</h3>
            {a.groups.map((g) => (
              <div key={g.name} className="rounded-lg border">
                <p className="border-b bg-muted/30 px-3 py-2 text-sm font-medium">{g.name}</p>
                <ol className="divide-y text-sm">
                  {g.tasks.map((task) => (
                    <li key={task} className="px-3 py-2">
                      {task}
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </section>
        ))}
      </div>
      <SheetFooter className="flex-row justify-end border-t">
        {t.adoptedVersion !== null ? (
          <Button variant="outline" asChild>
            <Link href={`${href}/assign-tasks`}>Assign tasks</Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link href={href}>
            Open template
            <ArrowRightIcon />
          </Link>
        </Button>
      </SheetFooter>
    </>
  );
}
