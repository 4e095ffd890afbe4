"use client";

import * as React from "react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { OptionSelect } from "@/components/ui/option-select";
import { toast } from "@/components/ui/sonner";
import { plural } from "@/lib/format";
import { add3dPairAction, add3dPairsAction } from "../actions";

const NO_PAGE = "__none";

export type PairSourceChoice = { id: "gsc" | "rankings"; label: string; description: string };

/** Step 2's ways in: a source's pairs for the analysis' pages, or one pair typed by hand. */
export function AddPairsPanel({ brandId, id, sources, pages }: { brandId: string; id: string; sources: PairSourceChoice[]; pages: string[] }) {
  const { run, isBusy } = useAction({ brandId });
  const [keyword, setKeyword] = React.useState("");
  const [page, setPage] = React.useState(pages[0] ?? NO_PAGE);
  const [error, setError] = React.useState<string | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-3">
        <h2 className="text-sm font-semibold">From your data</h2>
        {sources.map((s) => (
          <div key={s.id} className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{s.label}: </span>
              {s.description}
            </p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="shrink-0"
              disabled={isBusy(s.id)}
              onClick={() =>
                void run(add3dPairsAction, { id, source: s.id }, { key: s.id, success: (d) => (d.added ? `${plural(d.added, "keyword–page pair")} added (${d.total} in the analysis)` : `No new pairs from ${s.label} for these pages`) })
              }
            >
              {isBusy(s.id) ? "Adding..." : `Add from ${s.label}`}
            </Button>
          </div>
        ))}
      </div>
      <form
        className="grid content-start gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          void run(add3dPairAction, { id, keyword, page: page === NO_PAGE ? "" : page }, { key: "manual", onError: setError, onSuccess: () => (setKeyword(""), toast.success("Keyword added")) });
        }}
      >
        <h2 className="text-sm font-semibold">By hand</h2>
        <FormField id="three-d-keyword" label="Keyword" error={error}>
          <Input {...fieldA11y("three-d-keyword", error)} value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={200} placeholder="e.g. cold brew concentrate" />
        </FormField>
        <FormField id="three-d-page" label="Page">
          <OptionSelect id="three-d-page" value={page} onValueChange={setPage} first={{ value: NO_PAGE, label: "No page yet" }} options={pages.map((p) => ({ value: p, label: p }))} contentClassName="max-h-72" />
        </FormField>
        <Button type="submit" size="sm" className="justify-self-start" disabled={isBusy("manual")}>
          {isBusy("manual") ? "Adding..." : "Add pair"}
        </Button>
      </form>
    </div>
  );
}
