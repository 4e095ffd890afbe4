import { CopyIcon } from "lucide-react";
import { plural } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { NearDuplicates } from "../similarity";

const KIND = { idea: "idea", brief: "brief", post: "draft" } as const;
const LISTED = 3;

const pctOf = (s: number) => `${Math.round(s * 100)} %`;

/**
 * The near-duplicate warning of an idea, brief or draft (findNearDuplicates): the brand's own close
 * items by title, and the agency's other brands — named only when the person can see that brand,
 * otherwise counted as "another brand of this agency". Renders nothing when there is nothing close.
 * Shared by the ideas, briefs and drafts pages.
 */
export function NearDuplicateWarning({ duplicates, className }: { duplicates: NearDuplicates; className?: string }) {
  const { own, otherBrands } = duplicates;
  if (!own.length && !otherBrands.count) return null;
  const hidden = otherBrands.count - otherBrands.visible.length;
  return (
    <div data-testid="near-duplicates" role="note" className={cn("flex items-start gap-1.5 rounded-md border border-amber-500/30 bg-amber-500/10 px-2 py-1.5 text-xs text-amber-800 dark:text-amber-200", className)}>
      <CopyIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <div className="grid min-w-0 gap-0.5">
        {own.length ? (
          <p className="break-words">
            <span className="font-medium">Close to: </span>
            {own.slice(0, LISTED).map((m, i) => (
              <span key={`${m.kind}-${m.id}`}>
                {i ? "; " : ""}
                {KIND[m.kind]} “{m.title}” ({pctOf(m.similarity)}
                {m.status === "rejected" ? ", rejected" : ""})
              </span>
            ))}
            {own.length > LISTED ? ` and ${plural(own.length - LISTED, "more item")}` : ""}.
          </p>
        ) : null}
        {otherBrands.visible.slice(0, LISTED).map((m) => (
          <p key={`${m.brandId}-${m.kind}-${m.id}`} className="break-words">
            <span className="font-medium">{m.brandName}</span> has a {KIND[m.kind]} “{m.title}” ({pctOf(m.similarity)}).
          </p>
        ))}
        {hidden > 0 ? (
          <p data-testid="near-duplicates-anonymous">
            {hidden === 1 ? "A close item exists in another brand of this agency" : `${hidden} close items exist in another brand of this agency`}: the agency should not sell the same article twice.
          </p>
        ) : null}
      </div>
    </div>
  );
}
