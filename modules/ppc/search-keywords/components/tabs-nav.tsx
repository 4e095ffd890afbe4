import Link from "next/link";
import { cn } from "@/lib/utils";
import type { SearchKeywordTab } from "../view";

const TABS: { id: SearchKeywordTab; label: string }[] = [
  { id: "keywords", label: "Keywords" },
  { id: "terms", label: "Search terms" },
  { id: "ngrams", label: "N-grams" },
];

/** The page's tabs as links: the tab is URL state, so a view can be shared and survives a reload. */
export function SearchKeywordTabs({ tab, hrefs }: { tab: SearchKeywordTab; hrefs: Record<SearchKeywordTab, string> }) {
  return (
    <nav aria-label="Search keyword views" className="inline-flex w-fit max-w-full overflow-x-auto rounded-lg bg-muted p-[3px] text-sm">
      {TABS.map((t) => (
        <Link
          key={t.id}
          href={hrefs[t.id]}
          scroll={false}
          aria-current={t.id === tab ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1 font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
            t.id === tab ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
