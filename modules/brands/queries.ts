import { and, asc, eq, inArray } from "drizzle-orm";
import { brands, userBrandAccess } from "@/db/schema";
import { withScope, withUserTx, type BrandScope } from "@/lib/brand-scope";
import type { AuthUser } from "@/lib/auth/types";
import { mergeBrandLists, type BrandListItem } from "./brand-list";

export type { BrandListItem } from "./brand-list";

type User = Pick<AuthUser, "id" | "claims">;

/** Spec §7: owned brands, the user's access rows, then the accessible brands; merged per §4. */
export async function listBrands(user: User): Promise<BrandListItem[]> {
  return withUserTx(user, async (tx) => {
    const cols = { id: brands.id, name: brands.name, userId: brands.userId, createdAt: brands.createdAt };
    const owned = await tx.select(cols).from(brands).where(eq(brands.userId, user.id)).orderBy(asc(brands.createdAt));
    const access = await tx
      .select({ brandId: userBrandAccess.brandId, role: userBrandAccess.role })
      .from(userBrandAccess)
      .where(eq(userBrandAccess.userId, user.id));
    const ids = access.map((a) => a.brandId);
    const accessible = ids.length
      ? await tx.select(cols).from(brands).where(inArray(brands.id, ids)).orderBy(asc(brands.createdAt))
      : [];
    return mergeBrandLists(user.id, owned, access, accessible);
  });
}

export type BrandDetails = {
  id: string;
  name: string;
  website: string | null;
  industry: string | null;
  description: string | null;
  createdAt: Date;
};

export async function getBrand(scope: BrandScope): Promise<BrandDetails | null> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        id: brands.id,
        name: brands.name,
        website: brands.website,
        industry: brands.industry,
        description: brands.description,
        createdAt: brands.createdAt,
      })
      .from(brands)
      .where(and(eq(brands.id, scope.brandId))),
  );
  return rows[0] ?? null;
}
