import type { BrandScope } from "@/lib/brand-scope";
import { brandWallOffers } from "../queries";
import { WallPanel } from "./wall-panel";

/** The "Brand-term wall" section of /performance-marketing-settings: other brands' terms offered as negatives. */
export async function BrandWallSection({ scope, canEdit }: { scope: BrandScope; canEdit: boolean }) {
  const state = await brandWallOffers(scope);
  return (
    <section aria-labelledby="brand-wall-title" className="grid gap-3">
      <h2 id="brand-wall-title" className="text-lg font-semibold">
        Brand-term wall
      </h2>
      <p className="text-sm text-muted-foreground">
        Never bid one client against another: the brand terms of your other brands in the same market, offered as negatives. Only brands you can open yourself are shown.
      </p>
      <WallPanel brandId={scope.brandId} state={state} canEdit={canEdit} />
    </section>
  );
}
