"use client";

import { OptionSelect } from "@/components/ui/option-select";
import { SelectTrigger } from "@/components/ui/select";
import { sortFromParam, sortToParam, type TableSort, type TableSpec } from "@/lib/table/state";

/**
 * A URL-driven table's sort as one select, where there is no header to click (cards on a phone, a
 * board): the presets, and a header's sort that is none of them still shown as `label(sort)`.
 */
export function DataTableSortSelect({
  spec,
  sort,
  presets,
  label,
  onSort,
  ...trigger
}: Omit<React.ComponentProps<typeof SelectTrigger>, "children" | "value" | "defaultValue" | "disabled"> & {
  spec: TableSpec;
  sort: TableSort;
  presets: readonly { value: string; label: string }[];
  label: (sort: TableSort) => string;
  onSort: (sort: TableSort) => void;
}) {
  const value = sortToParam(sort);
  const options = presets.some((p) => p.value === value) ? presets : [...presets, { value, label: label(sort) }];
  return <OptionSelect value={value} onValueChange={(v) => onSort(sortFromParam(spec, v) ?? spec.defaultSort)} options={options} {...trigger} />;
}
