"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowDownIcon, ArrowUpIcon, ExternalLinkIcon, LayoutListIcon, PlusIcon, SaveIcon, SparklesIcon, Trash2Icon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import type { ContentLink, ContentOutlineItem, ContentSource } from "@/db/schema/content";
import { draftContentBriefAction, updateContentBriefAction } from "@/modules/content/briefs/actions";
import { BRIEF_INTENTS } from "@/modules/content/briefs/draft-intents";
import type { BriefEditorData } from "@/modules/content/briefs/page";
import { INTENT_LABEL } from "@/modules/content/briefs/render";

const NONE = "__none";
const lines = (s: string) => s.split("\n").map((l) => l.trim()).filter(Boolean);

type Form = {
  title: string;
  keyword: string;
  intent: string;
  personaId: string;
  audience: string;
  angle: string;
  titleOptions: string;
  outline: ContentOutlineItem[];
  questions: string;
  terms: string;
  internalLinks: ContentLink[];
  sources: ContentSource[];
  targetWords: string;
  cta: string;
  publishedUrl: string;
  publishedOn: string;
};

function formOf(b: BriefEditorData["brief"]): Form {
  return {
    title: b.title,
    keyword: b.keyword ?? "",
    intent: b.intent ?? NONE,
    personaId: b.personaId ?? NONE,
    audience: b.audience,
    angle: b.angle,
    titleOptions: b.titleOptions.join("\n"),
    outline: b.outline,
    questions: b.questions.join("\n"),
    terms: b.terms.map((t) => t.term).join("\n"),
    internalLinks: b.internalLinks,
    sources: b.sources,
    targetWords: b.targetWords ? String(b.targetWords) : "",
    cta: b.cta,
    publishedUrl: b.publishedUrl ?? "",
    publishedOn: b.publishedAt ? new Date(b.publishedAt).toISOString().slice(0, 10) : "",
  };
}

function Section({ title, description, action, children }: { title: string; description?: React.ReactNode; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 px-5">
        <div className="grid gap-1">
          <CardTitle className="text-base">{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent className="grid gap-4 px-5">{children}</CardContent>
    </Card>
  );
}

export function BriefEditor({ data, brandId, canEdit }: { data: BriefEditorData; brandId: string; canEdit: boolean }) {
  const { brief, options, links, citations, engineNote, defaultCtas } = data;
  const initial = React.useMemo(() => formOf(brief), [brief]);
  const [f, setF] = React.useState<Form>(initial);
  const [errors, setErrors] = React.useState<Record<string, string[]>>({});
  const { run, isBusy, pending } = useAction({ brandId });
  const dirty = JSON.stringify(f) !== JSON.stringify(initial);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setF((x) => ({ ...x, [k]: v }));
  const err = (k: string) => errors[k]?.[0] ?? Object.entries(errors).find(([key]) => key.startsWith(`${k}.`))?.[1][0];

  const save = () => {
    const existingTerms = new Map(brief.terms.map((t) => [t.term.toLowerCase(), t]));
    return run(
      updateContentBriefAction,
      {
        id: brief.id,
        title: f.title,
        keyword: f.keyword.trim() || null,
        intent: f.intent === NONE ? null : (f.intent as (typeof BRIEF_INTENTS)[number]),
        personaId: f.personaId === NONE ? null : f.personaId,
        audience: f.audience,
        angle: f.angle,
        titleOptions: lines(f.titleOptions),
        outline: f.outline.map((o) => ({ ...o, text: o.text.trim() })).filter((o) => o.text),
        outlineMethod: JSON.stringify(f.outline) === JSON.stringify(brief.outline) ? brief.outlineMethod as "ai" | "consensus" | "manual" | null : "manual",
        questions: lines(f.questions),
        terms: lines(f.terms).map((t) => existingTerms.get(t.toLowerCase()) ?? { term: t }),
        internalLinks: f.internalLinks,
        sources: f.sources.filter((s) => s.url.trim()),
        targetWords: f.targetWords.trim() ? Number(f.targetWords) : null,
        cta: f.cta,
        publishedUrl: f.publishedUrl.trim() || null,
        publishedOn: f.publishedOn || null,
      },
      { success: "Brief saved", onError: (error, fe) => setErrors(fe ?? { _: [error] }), onSuccess: () => setErrors({}) },
    );
  };

  const moveOutline = (i: number, by: -1 | 1) =>
    setF((x) => {
      const o = [...x.outline];
      const j = i + by;
      if (j < 0 || j >= o.length) return x;
      [o[i], o[j]] = [o[j]!, o[i]!];
      return { ...x, outline: o };
    });
  const patchOutline = (i: number, p: Partial<ContentOutlineItem>) => setF((x) => ({ ...x, outline: x.outline.map((o, k) => (k === i ? { ...o, ...p } : o)) }));
  const briefIsEmpty = !brief.intent || !brief.angle.trim() || !brief.titleOptions.length || !brief.questions.length;
  const structureHref = `/getting-proper-structure${f.keyword.trim() ? `?keyword=${encodeURIComponent(f.keyword.trim())}` : ""}`;
  const ro = !canEdit;

  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canEdit) void save();
      }}
    >
      <Section
        title="What to write"
        description="The search, who it is for and what makes this piece different."
        action={
          canEdit ? (
            <div className="flex flex-col items-end gap-1">
              <Button
                type="button"
                variant="outline"
                disabled={!!engineNote || !briefIsEmpty || pending || dirty}
                onClick={() => run(draftContentBriefAction, { id: brief.id }, { key: "draft", success: (d) => `${d.engineLabel} filled the ${d.filled.join(", ")}.` })}
                title={dirty ? "Save your changes first" : !briefIsEmpty ? "Intent, angle, title options and questions all have text" : undefined}
              >
                <SparklesIcon aria-hidden="true" />
                {isBusy("draft") ? "Drafting…" : "Draft with AI"}
              </Button>
            </div>
          ) : null
        }
      >
        {canEdit && engineNote ? <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">Draft with AI: {engineNote}</p> : null}
        {errors._ ? (
          <p role="alert" className="text-sm text-destructive">
            {errors._[0]}
          </p>
        ) : null}
        <FormField id="brief-title" label="Title" error={err("title")}>
          <Input {...fieldA11y("brief-title", err("title"))} value={f.title} onChange={(e) => set("title", e.target.value)} maxLength={200} readOnly={ro} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="brief-keyword" label="Keyword" error={err("keyword")}>
            <Input {...fieldA11y("brief-keyword", err("keyword"))} value={f.keyword} onChange={(e) => set("keyword", e.target.value)} maxLength={200} readOnly={ro} />
          </FormField>
          <FormField id="brief-intent" label="Search intent">
            <OptionSelect id="brief-intent" value={f.intent} onValueChange={(v) => set("intent", v)} first={{ value: NONE, label: "Not set" }} options={BRIEF_INTENTS.map((i) => ({ value: i, label: INTENT_LABEL[i]! }))} disabled={ro} />
          </FormField>
        </div>
        {options.personas.length ? (
          <FormField id="brief-persona" label="Persona" hint="From the brand's personas.">
            <OptionSelect id="brief-persona" value={f.personaId} onValueChange={(v) => set("personaId", v)} first={{ value: NONE, label: "No persona" }} options={options.personas.map((p) => ({ value: p.id, label: p.name }))} disabled={ro} />
          </FormField>
        ) : null}
        <FormField id="brief-audience" label="Audience" error={err("audience")}>
          <Textarea {...fieldA11y("brief-audience", err("audience"))} rows={2} value={f.audience} onChange={(e) => set("audience", e.target.value)} readOnly={ro} placeholder="Who reads this and what they already know" />
        </FormField>
        <FormField id="brief-angle" label="Angle" error={err("angle")}>
          <Textarea {...fieldA11y("brief-angle", err("angle"))} rows={3} value={f.angle} onChange={(e) => set("angle", e.target.value)} readOnly={ro} placeholder="What this piece says that the top results do not" />
        </FormField>
        <FormField id="brief-titles" label="Title options" hint="One per line." error={err("titleOptions")}>
          <Textarea {...fieldA11y("brief-titles", err("titleOptions"), true)} rows={3} value={f.titleOptions} onChange={(e) => set("titleOptions", e.target.value)} readOnly={ro} />
        </FormField>
      </Section>

      <Section
        title="Outline"
        description={brief.outlineMethod === "consensus" ? "From the headings the top results share." : brief.outlineMethod === "ai" ? "Recommended by the AI engine." : "The article's H2 and H3 headings, in order."}
        action={
          <Button asChild variant="outline" size="sm">
            <Link href={structureHref}>
              <LayoutListIcon aria-hidden="true" />
              Get structure from top results
            </Link>
          </Button>
        }
      >
        {f.outline.length === 0 ? <p className="text-sm text-muted-foreground">No headings yet. Add them here, or get the structure the top results share and save it to this brief.</p> : null}
        <ol className="grid gap-2" aria-label="Outline">
          {f.outline.map((o, i) => (
            // Phones: the heading takes the full width, its level and the move/remove buttons go on a
            // row below (one row of five controls left the text ~100 px). From sm up: one row.
            <li
              key={i}
              data-testid="outline-item"
              className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border p-2 sm:flex-nowrap sm:border-0 sm:p-0", o.level === 3 && "ml-3 border-l-4 sm:ml-0 sm:pl-8")}
            >
              <OptionSelect
                aria-label={`Level of heading ${i + 1}`}
                className="w-[4.5rem] shrink-0"
                value={String(o.level)}
                onValueChange={(v) => patchOutline(i, { level: v === "3" ? 3 : 2 })}
                options={[
                  { value: "2", label: "H2" },
                  { value: "3", label: "H3" },
                ]}
                disabled={ro}
              />
              <Input aria-label={`Heading ${i + 1}`} value={o.text} onChange={(e) => patchOutline(i, { text: e.target.value })} maxLength={200} readOnly={ro} className="order-first min-w-0 basis-full sm:order-none sm:basis-auto sm:flex-1" />
              {canEdit ? (
                <div className="ml-auto flex shrink-0">
                  <Button type="button" variant="ghost" size="icon" aria-label={`Move heading ${i + 1} up`} disabled={i === 0} onClick={() => moveOutline(i, -1)}>
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Move heading ${i + 1} down`} disabled={i === f.outline.length - 1} onClick={() => moveOutline(i, 1)}>
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove heading ${i + 1}`} onClick={() => setF((x) => ({ ...x, outline: x.outline.filter((_, k) => k !== i) }))}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
        {err("outline") ? <p className="text-[13px] text-destructive">{err("outline")}</p> : null}
        {canEdit ? (
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => setF((x) => ({ ...x, outline: [...x.outline, { level: 2, text: "" }] }))}>
              <PlusIcon aria-hidden="true" />
              Add heading
            </Button>
          </div>
        ) : null}
      </Section>

      <Section title="Questions and terms" description="What the article must answer, and the words the top results use that it should too.">
        <FormField id="brief-questions" label="Questions to answer" hint="One per line." error={err("questions")}>
          <Textarea {...fieldA11y("brief-questions", err("questions"), true)} rows={4} value={f.questions} onChange={(e) => set("questions", e.target.value)} readOnly={ro} />
        </FormField>
        <FormField id="brief-terms" label="Terms to include" hint="One per line." error={err("terms")}>
          <Textarea {...fieldA11y("brief-terms", err("terms"), true)} rows={4} value={f.terms} onChange={(e) => set("terms", e.target.value)} readOnly={ro} />
        </FormField>
      </Section>

      <Section
        title="Internal links to add"
        description={links.crawledAt ? `Suggested from the brand's latest site crawl: its pages that share the most words with this brief.` : undefined}
      >
        {f.internalLinks.length ? (
          <ul className="grid gap-2" aria-label="Internal links to add">
            {f.internalLinks.map((l, i) => (
              <li key={`${l.url}-${i}`} className="flex items-start justify-between gap-2 rounded-md border p-2 text-sm">
                <div className="min-w-0">
                  <a href={l.url} target="_blank" rel="noreferrer" className="font-medium break-words hover:underline">
                    {l.anchor || l.url}
                  </a>
                  <p className="break-all text-muted-foreground">{l.url}</p>
                  {l.reason ? <p className="text-muted-foreground">{l.reason}</p> : null}
                </div>
                {canEdit ? (
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove link ${l.anchor || l.url}`} onClick={() => set("internalLinks", f.internalLinks.filter((_, k) => k !== i))}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No internal links chosen yet.</p>
        )}
        {!links.crawledAt ? (
          <p className="text-sm text-muted-foreground">
            Crawl the brand&apos;s site on <Link className="underline underline-offset-4" href="/onpage-seo-audit">/onpage-seo-audit</Link> to get internal link suggestions.
          </p>
        ) : links.items.filter((s) => !f.internalLinks.some((l) => l.url === s.url)).length ? (
          <div className="grid gap-2">
            <p className="text-sm font-medium">Suggestions</p>
            <ul className="grid gap-2" aria-label="Suggested internal links">
              {links.items
                .filter((s) => !f.internalLinks.some((l) => l.url === s.url))
                .map((s) => (
                  <li key={s.url} className="flex items-start justify-between gap-2 rounded-md border border-dashed p-2 text-sm">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{s.anchor}</p>
                      <p className="break-all text-muted-foreground">{s.url}</p>
                      <p className="text-muted-foreground">{s.reason}</p>
                    </div>
                    {canEdit ? (
                      <Button type="button" variant="outline" size="sm" aria-label={`Add link ${s.anchor}`} onClick={() => set("internalLinks", [...f.internalLinks, { url: s.url, anchor: s.anchor, reason: s.reason }])}>
                        <PlusIcon aria-hidden="true" />
                        Add
                      </Button>
                    ) : null}
                  </li>
                ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No other crawled page shares enough words with this brief to suggest.</p>
        )}
        {err("internalLinks") ? <p className="text-[13px] text-destructive">{err("internalLinks")}</p> : null}
      </Section>

      <Section title="Sources to cite" description="Studies, data and pages the writer should quote and link.">
        {f.sources.map((s, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <Input aria-label={`Source ${i + 1} address`} placeholder="https://" value={s.url} onChange={(e) => set("sources", f.sources.map((x, k) => (k === i ? { ...x, url: e.target.value } : x)))} readOnly={ro} />
            <Input aria-label={`Source ${i + 1} title`} placeholder="Title" value={s.title} onChange={(e) => set("sources", f.sources.map((x, k) => (k === i ? { ...x, title: e.target.value } : x)))} readOnly={ro} />
            {canEdit ? (
              <Button type="button" variant="ghost" size="icon" aria-label={`Remove source ${i + 1}`} onClick={() => set("sources", f.sources.filter((_, k) => k !== i))}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        {err("sources") ? <p className="text-[13px] text-destructive">{err("sources")}</p> : null}
        {canEdit ? (
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => set("sources", [...f.sources, { url: "", title: "" }])}>
              <PlusIcon aria-hidden="true" />
              Add source
            </Button>
          </div>
        ) : f.sources.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sources yet.</p>
        ) : null}
        {citations.length ? (
          <div className="grid gap-1 text-sm">
            <p className="font-medium">Draft with AI was based on</p>
            <ul className="list-disc pl-5 text-muted-foreground">
              {citations.map((c, i) => (
                <li key={`${c.chunkId ?? i}`}>
                  {c.sourceTitle}
                  {c.heading ? ` › ${c.heading}` : ""}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>

      <Section title="Length, call to action and publishing">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="brief-length" label="Length (words)" error={err("targetWords")}>
            <Input {...fieldA11y("brief-length", err("targetWords"))} type="number" inputMode="numeric" min={50} max={20000} value={f.targetWords} onChange={(e) => set("targetWords", e.target.value)} readOnly={ro} />
          </FormField>
          <FormField id="brief-cta" label="Call to action" error={err("cta")} hint={defaultCtas.length ? "Pick one of the brand's default CTAs or write your own." : <>Set default CTAs in <Link href="/cm-settings">Content Marketing Settings</Link>.</>}>
            <Input {...fieldA11y("brief-cta", err("cta"), true)} list="brief-cta-options" value={f.cta} onChange={(e) => set("cta", e.target.value)} maxLength={500} readOnly={ro} />
            <datalist id="brief-cta-options">
              {defaultCtas.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </FormField>
          <FormField id="brief-published-url" label="Published URL" error={err("publishedUrl")} hint="Once live: its Search Console and GA4 figures appear under Performance.">
            <Input {...fieldA11y("brief-published-url", err("publishedUrl"), true)} type="url" placeholder="https://" value={f.publishedUrl} onChange={(e) => set("publishedUrl", e.target.value)} readOnly={ro} />
          </FormField>
          <FormField id="brief-published-on" label="Published on" error={err("publishedOn")}>
            <Input {...fieldA11y("brief-published-on", err("publishedOn"))} type="date" value={f.publishedOn} onChange={(e) => set("publishedOn", e.target.value)} readOnly={ro} />
          </FormField>
        </div>
        {brief.published?.from === "post" ? (
          <p className="text-sm text-muted-foreground">
            Published from a post written from this brief:{" "}
            <a className="underline underline-offset-4" href={brief.published.url} target="_blank" rel="noreferrer">
              {brief.published.url}
              <ExternalLinkIcon className="ml-1 inline size-3" aria-hidden="true" />
            </a>
          </p>
        ) : null}
      </Section>

      {canEdit ? (
        <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
          {dirty ? <span className="text-sm text-muted-foreground">Unsaved changes</span> : null}
          <Button type="button" variant="ghost" disabled={!dirty || pending} onClick={() => setF(initial)}>
            Discard
          </Button>
          <Button type="submit" disabled={!dirty || pending}>
            <SaveIcon aria-hidden="true" />
            {isBusy("default") ? "Saving…" : "Save brief"}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
