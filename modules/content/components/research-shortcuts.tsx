import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { TargetChoices } from "@/modules/content/research/serp-top";

/** The keywords that already have a stored SERP, one click away, so an empty picker is never a dead end. */
export function ResearchShortcuts({ choices, route }: { choices: TargetChoices; route: "/getting-top-articles" | "/getting-proper-structure" }) {
  const ready = choices.keywords.filter((k) => k.hasSerp).slice(0, 4);
  if (!ready.length) return null;
  return ready.map((k) => (
    <Button key={k.keyword} asChild size="sm" variant="outline">
      <Link href={`${route}?keyword=${encodeURIComponent(k.keyword)}`}>{k.keyword}</Link>
    </Button>
  ));
}
