import type { BrandScope } from "@/lib/brand-scope";
import { listNegativeLists } from "../queries";
import { NegativeListsPanel } from "./negative-lists-panel";

/**
 * The "Negative keyword lists" section of /performance-marketing-settings (p6's page mounts it, next to
 * BrandWallSection from modules/ppc/wall/components): the brand's lists and its industry's shared lists.
 */
export async function NegativeListsSection({ scope, canEdit }: { scope: BrandScope; canEdit: boolean }) {
  const { lists, industry } = await listNegativeLists(scope);
  return (
    <section aria-labelledby="negative-lists-title" className="grid gap-3">
      <h2 id="negative-lists-title" className="text-lg font-semibold">
        Negative keyword lists
      </h2>
      <NegativeListsPanel brandId={scope.brandId} lists={lists} industry={industry} canEdit={canEdit} />
    </section>
  );
}
