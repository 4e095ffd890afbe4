"use client";

import { ShieldIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { ToneBadge } from "@/components/ui/tone-badge";
import { plural } from "@/lib/format";
import { formatNotation } from "../../negatives/text";
import { addWallNegativesAction } from "../actions";
import type { WallState } from "../queries";

export function WallPanel({ brandId, state, canEdit }: { brandId: string; state: WallState; canEdit: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  if (!state.enabled) return <p className="text-sm text-muted-foreground">The brand-term wall is switched off in these settings.</p>;
  if (!state.market) return <p className="text-sm text-muted-foreground">Set the brand&apos;s market (or its country in Brand Basic Data): the wall offers the brand terms of your other brands in the same market.</p>;
  if (!state.offers.length) return <p className="text-sm text-muted-foreground">None of the other brands you can open is in the market {state.market}.</p>;
  return (
    <ul className="grid gap-3" aria-label="Brand-term wall">
      {state.offers.map((o) => {
        const usable = o.terms.filter((t) => !t.blocksOwn);
        return (
          <li key={o.brandId} className="grid gap-2 rounded-md border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-2 font-medium">
                <ShieldIcon aria-hidden="true" className="size-4" />
                {o.brandName}
                {o.alreadyNegative ? <ToneBadge tone="ok">{plural(o.alreadyNegative, "term")} walled off</ToneBadge> : null}
              </p>
              {canEdit && usable.length ? (
                <Button size="sm" variant="outline" disabled={isBusy(o.brandId)} onClick={() => void run(addWallNegativesAction, { brandIds: [o.brandId] }, { key: o.brandId, success: (d) => `${plural(d.added, "negative")} added to Brand negatives` })}>
                  Add {plural(usable.length, "term")} as negatives
                </Button>
              ) : null}
            </div>
            {o.terms.length ? (
              <p className="text-xs text-muted-foreground">
                {o.terms.map((t) => (t.blocksOwn ? `${formatNotation(t)} (skipped: blocks this brand's own terms)` : formatNotation(t))).join(", ")}
              </p>
            ) : (
              <p className="text-xs text-muted-foreground">All of its brand terms are negatives of this brand already.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
