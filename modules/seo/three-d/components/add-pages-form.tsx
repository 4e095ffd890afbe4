"use client";

import * as React from "react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { toast } from "@/components/ui/sonner";
import { plural } from "@/lib/format";
import { add3dPagesAction } from "../actions";
import type { PageSourceId } from "../model";

export type PageSourceChoice = { id: PageSourceId; label: string; description: string; input: "none" | "url" | "text" };

/** Adds pages from one source at a time; the analysis keeps what was added before. */
export function AddPagesForm({ brandId, id, sources, website }: { brandId: string; id: string; sources: PageSourceChoice[]; website: string | null }) {
  const { run, pending } = useAction({ brandId });
  const [source, setSource] = React.useState<PageSourceChoice["id"]>(sources[0]!.id);
  const [input, setInput] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const current = sources.find((s) => s.id === source)!;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        void run(
          add3dPagesAction,
          { id, source, input: current.input === "none" ? "" : input },
          {
            // A source without a field (Search Console) reports in a toast; the others under their field.
            onError: current.input === "none" ? undefined : setError,
            onSuccess: (d) => {
              toast.success(`${plural(d.added, "page")} added (${d.total} in the analysis)`, d.note ? { description: d.note } : undefined);
              if (current.input === "text") setInput("");
            },
          },
        );
      }}
    >
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" id="three-d-source-label">
          Where the pages come from
        </span>
        <ToggleGroup type="single" variant="outline" value={source} onValueChange={(v) => v && (setSource(v as PageSourceChoice["id"]), setError(null))} aria-labelledby="three-d-source-label" className="flex-wrap justify-start">
          {sources.map((s) => (
            <ToggleGroupItem key={s.id} value={s.id} className="px-3">
              {s.label}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <p className="text-sm text-muted-foreground">{current.description}</p>
      </div>
      {current.input === "url" ? (
        <FormField id="three-d-sitemap" label="Sitemap address" error={error}>
          <Input {...fieldA11y("three-d-sitemap", error)} value={input} onChange={(e) => setInput(e.target.value)} placeholder={website ? `${website.replace(/\/$/, "")}/sitemap.xml` : "https://example.com/sitemap.xml"} inputMode="url" />
        </FormField>
      ) : current.input === "text" ? (
        <FormField id="three-d-paste" label="Page addresses" error={error}>
          <Textarea {...fieldA11y("three-d-paste", error)} value={input} onChange={(e) => setInput(e.target.value)} rows={5} placeholder={"https://example.com/\nhttps://example.com/pricing"} />
        </FormField>
      ) : null}
      <Button type="submit" className="self-start" disabled={pending}>
        {pending ? "Adding..." : "Add pages"}
      </Button>
    </form>
  );
}
