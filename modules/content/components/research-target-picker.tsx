"use client";

import { usePathname, useRouter } from "next/navigation";
import { OptionSelect } from "@/components/ui/option-select";
import { Label } from "@/components/ui/label";
import { plural } from "@/lib/format";
import type { TargetChoices } from "../research/serp-top";

/**
 * Picks the keyword or focus keyword group the research page looks at; the choice lives in the URL
 * (?keyword= / ?group=), so a research view is a link and survives a reload.
 */
export function ResearchTargetPicker({ choices, value }: { choices: TargetChoices; value: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const options = [
    ...choices.groups.map((g) => ({ value: `g:${g.id}`, label: `Group: ${g.name} (${plural(g.keywords, "keyword")})` })),
    ...choices.keywords.map((k) => ({ value: `k:${k.keyword}`, label: k.hasSerp ? k.keyword : `${k.keyword} — no stored SERP` })),
  ];
  return (
    <div className="flex max-w-xl flex-col gap-1.5">
      <Label htmlFor="research-target">Keyword or focus keyword group</Label>
      <OptionSelect
        id="research-target"
        data-testid="research-target"
        value={value}
        placeholder="Pick a keyword or a group"
        options={options}
        onValueChange={(v) => {
          const q = v.startsWith("g:") ? `group=${encodeURIComponent(v.slice(2))}` : `keyword=${encodeURIComponent(v.slice(2))}`;
          router.push(`${pathname}?${q}`);
        }}
      />
    </div>
  );
}
