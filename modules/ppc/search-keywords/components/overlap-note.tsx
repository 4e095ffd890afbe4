import Link from "next/link";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatMoney, plural } from "@/lib/format";
import { ORGANIC_WIN_LABEL } from "../view";

/** The spend on paid rows whose keyword already ranks 1–3 organically, under the current filters, with the filter that shows them. */
export function OverlapNote({ overlap, currency, noun, href, active }: { overlap: { terms: number; cost: number }; currency: string; noun: string; href: string; active: boolean }) {
  if (!overlap.terms) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="organic-overlap">
      <ToneBadge tone="warn">{ORGANIC_WIN_LABEL}</ToneBadge>
      <span>
        {plural(overlap.terms, noun)} with spend rank 1–3 organically: <strong className="tabular-nums">{formatMoney(overlap.cost, currency)}</strong> paid for clicks the brand may already win.
      </span>
      {active ? null : (
        <Link href={href} className="underline underline-offset-4 hover:text-primary" scroll={false}>
          Show only these
        </Link>
      )}
    </p>
  );
}
