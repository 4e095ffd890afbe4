import { TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { BrandScope } from "@/lib/brand-scope";
import { formatMoney } from "@/lib/format";
import { brandWallWarnings } from "../queries";

/**
 * Server component for /search-keywords and the dashboard: search terms this brand paid for that name another of
 * the user's brands in its market. Renders nothing when there are none.
 */
export async function BrandWallWarnings({ scope, currency, range }: { scope: BrandScope; currency: string; range?: { from: string; to: string } }) {
  // On the dashboard the warnings follow its period; /search-keywords shows every stored term.
  const warnings = await brandWallWarnings(scope, { range });
  if (!warnings.length) return null;
  return (
    <Alert variant="warning" data-testid="brand-wall-warnings">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>Paying for another client&apos;s brand</AlertTitle>
      <AlertDescription>
        <ul className="grid gap-0.5">
          {warnings.map((w) => (
            <li key={`${w.term}:${w.brandId}`}>
              &ldquo;{w.term}&rdquo; names {w.brandName}: {formatMoney(w.cost, currency)}, {w.clicks} clicks
            </li>
          ))}
        </ul>
        <p className="mt-1">Add {warnings.length === 1 ? "its" : "their"} brand terms as negatives in Performance Marketing Settings → Brand-term wall.</p>
      </AlertDescription>
    </Alert>
  );
}
