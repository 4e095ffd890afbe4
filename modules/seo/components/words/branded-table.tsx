"use client";

import * as React from "react";
import { Loader2Icon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { OptionSelect } from "@/components/ui/option-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber, plural } from "@/lib/format";
import type { BrandClass } from "../../analysis/branded";
import { CLASS_LABEL, CLASS_TONE, ruleText } from "../../brand-class";
import type { BrandedRow } from "../../queries/words";
import { overrideBrandClassAction } from "../../words-actions";

const RULES = "rules";
const OPTIONS = (Object.keys(CLASS_LABEL) as BrandClass[]).map((c) => ({ value: c, label: CLASS_LABEL[c] }));

/**
 * The classified keywords of one page: the class that counts, the rule behind it, and a per-row
 * override (kept until cleared, whatever the rules say later); selected rows change class in bulk.
 */
export function BrandedTable({ brandId, rows, canEdit }: { brandId: string; rows: BrandedRow[]; canEdit: boolean }) {
  const { run, busy } = useAction({ brandId });
  const [selected, setSelected] = React.useState<Set<string>>(new Set());
  const ids = rows.map((r) => r.id);
  const allOn = ids.length > 0 && ids.every((id) => selected.has(id));

  const apply = (target: string[], value: string, key: string) =>
    run(overrideBrandClassAction, { ids: target, class: value === RULES ? null : (value as BrandClass) }, {
      key,
      success: (d) => (d.changed ? (value === RULES ? `The rules decide ${plural(d.changed, "keyword")} again` : `${plural(d.changed, "keyword")} set to ${CLASS_LABEL[value as BrandClass].toLowerCase()}`) : "Nothing to change"),
      onSuccess: () => setSelected(new Set()),
    });

  return (
    <div className="flex flex-col gap-2">
      {canEdit && selected.size ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-card p-2 text-sm" role="region" aria-label="Bulk override">
          <span className="px-1 tabular-nums">{plural(selected.size, "keyword")} selected — set to:</span>
          {OPTIONS.map((o) => (
            <Button key={o.value} size="sm" variant="outline" disabled={busy === "bulk"} onClick={() => void apply([...selected], o.value, "bulk")}>
              {o.label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" disabled={busy === "bulk"} onClick={() => void apply([...selected], RULES, "bulk")}>
            Let the rules decide
          </Button>
          {busy === "bulk" ? <Loader2Icon className="size-4 animate-spin" aria-label="Saving" /> : null}
        </div>
      ) : null}
      <div className="overflow-x-auto rounded-xl border">
        <Table>
          <TableHeader>
            <TableRow>
              {canEdit ? (
                <TableHead className="w-10">
                  <Checkbox aria-label="Select all on this page" checked={allOn} onCheckedChange={(v) => setSelected(v === true ? new Set(ids) : new Set())} />
                </TableHead>
              ) : null}
              <TableHead>Keyword</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Volume</TableHead>
              <TableHead className="hidden sm:table-cell">Class</TableHead>
              <TableHead className="hidden md:table-cell">Rule</TableHead>
              {canEdit ? <TableHead className="w-40 sm:w-48">Override</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} data-keyword={r.keyword} data-class={r.class}>
                {canEdit ? (
                  <TableCell>
                    <Checkbox
                      aria-label={`Select ${r.keyword}`}
                      checked={selected.has(r.id)}
                      onCheckedChange={(v) =>
                        setSelected((prev) => {
                          const next = new Set(prev);
                          if (v === true) next.add(r.id);
                          else next.delete(r.id);
                          return next;
                        })
                      }
                    />
                  </TableCell>
                ) : null}
                <TableCell className="font-medium whitespace-normal break-words">
                  {r.keyword}
                  <div className="mt-1 sm:hidden">
                    <ToneBadge tone={CLASS_TONE[r.class]}>{CLASS_LABEL[r.class]}</ToneBadge>
                  </div>
                  <div className="mt-0.5 text-xs font-normal text-muted-foreground md:hidden">{ruleLine(r)}</div>
                </TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">{r.volume === null ? "—" : formatNumber(r.volume)}</TableCell>
                <TableCell className="hidden sm:table-cell">
                  <ToneBadge tone={CLASS_TONE[r.class]}>{CLASS_LABEL[r.class]}</ToneBadge>
                </TableCell>
                <TableCell className="hidden text-sm whitespace-normal text-muted-foreground md:table-cell">{ruleLine(r)}</TableCell>
                {canEdit ? (
                  <TableCell>
                    <OptionSelect
                      size="sm"
                      className="w-36 sm:w-44"
                      aria-label={`Class of ${r.keyword}`}
                      value={r.override ?? RULES}
                      first={{ value: RULES, label: "Rules decide" }}
                      options={OPTIONS}
                      disabled={busy === r.id}
                      onValueChange={(v) => void apply([r.id], v, r.id)}
                    />
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

function ruleLine(r: BrandedRow): string {
  const rule = ruleText(r.rule);
  if (!r.override) return rule;
  return `Manual override · the rules say ${r.ruleClass ? CLASS_LABEL[r.ruleClass].toLowerCase() : "nothing yet"} (${rule.charAt(0).toLowerCase()}${rule.slice(1)})`;
}
