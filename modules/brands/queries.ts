import { and, eq, sql } from "drizzle-orm";
import { brandRoles, brands, userBrandAccess } from "@/db/schema";
import { readsAs, withScope, type BrandScope, type ReadBatch } from "@/lib/brand-scope";
import type { AuthUser } from "@/lib/auth/types";
import { roleDisplayName } from "@/modules/roles/matrix";
import { mergeBrandLists, type BrandListItem } from "./brand-list";

export type { BrandListItem } from "./brand-list";

type User = Pick<AuthUser, "id" | "claims">;

/** Spec §7: owned brands, the user's access rows, then the accessible brands; merged per §4. */
export async function listBrands(user: User): Promise<BrandListItem[]> {
  const { list } = await readsAs(user.claims, (b) => ({ list: listBrandsIn(b, user) }));
  return list;
}

/**
 * The same as one read of a batch (the shell layout reads it together with the current brand). One
 * statement: the owned brands and the brands of the user's access rows (with the row's role) — what
 * the three reads of §7 return — merged by the same rules.
 */
export async function listBrandsIn(batch: ReadBatch, user: User): Promise<BrandListItem[]> {
  const rows = await batch.execute<{
    id: string;
    name: string;
    user_id: string;
    created_at: string;
    access_role: string | null;
    role_name: string | null;
    owned: boolean;
  }>(sql`
    select b.id, b.name, b.user_id, b.created_at, null::text as access_role, null::text as role_name, true as owned
    from ${brands} b where b.user_id = ${user.id}::uuid
    union all
    select b.id, b.name, b.user_id, b.created_at, a.role, r.name, false
    from ${userBrandAccess} a join ${brands} b on b.id = a.brand_id
    left join ${brandRoles} r on r.brand_id = a.brand_id and r.key = a.role
    where a.user_id = ${user.id}::uuid`);
  const row = (r: (typeof rows)[number]) => ({ id: r.id, name: r.name, userId: r.user_id, createdAt: new Date(r.created_at) });
  const owned = rows.filter((r) => r.owned).map(row);
  const viaAccess = rows.filter((r) => !r.owned);
  return mergeBrandLists(
    user.id,
    owned,
    viaAccess.map((r) => ({ brandId: r.id, role: r.access_role ?? "member", roleName: r.role_name })),
    viaAccess.map(row),
  ).map(({ customRoleName, ...b }) => ({ ...b, roleName: roleDisplayName(b.role, customRoleName) }));
}

type BrandDetails = {
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
