"use server";

import { and, eq, sql } from "drizzle-orm";
import { apiTokens, brandData, brands, currentNavigation, growthSquad, userBrandAccess } from "@/db/schema";
import { brandAction, userAction } from "@/lib/action";
import { logActivity, logScopeActivity } from "@/lib/activity";
import { deleteBrandJobs } from "@/lib/jobs";
import { enqueueBrandFilePurge } from "@/lib/storage/purge";
import { asSystem } from "@/lib/system";
import { NotFoundError, brandRoleFor, withScope, withUserTx, type BrandScope } from "@/lib/brand-scope";
import { createBrandInput, deleteBrandInput, renameBrandInput, selectBrandInput } from "./inputs";
import { syncingBrandData } from "@/modules/knowledge/brand-data";

/** Rename and delete act only on brands the caller owns; to anyone else the brand does not exist. */
function requireOwner(scope: BrandScope): void {
  if (scope.role !== "owner") throw new NotFoundError();
}

export const createBrandAction = userAction(
  "createBrand",
  createBrandInput,
  { signedOut: "Please log in to create a brand", failure: "Failed to create brand" },
  async (user, { name }) =>
    // One transaction: a brand never exists without its brand_data, owner access row, the owner's
    // squad membership and log line.
    withUserTx(user, async (tx) => {
      const [brand] = await tx.insert(brands).values({ name, userId: user.id }).returning({ id: brands.id, name: brands.name });
      const brandId = brand!.id;
      await tx.insert(brandData).values({ brandId, keywords: [], personas: [], prompts: [], competitors: [] });
      await tx.insert(userBrandAccess).values({ brandId, userId: user.id, role: "owner", grantedBy: user.id });
      // The creator is the first member of the growth squad, linked to their account, so Quick Add's
      // assignee defaults to them from the start (spec §4).
      await tx.insert(growthSquad).values({ brandId, name: user.fullName?.trim() || user.email, email: user.email, userId: user.id });
      await logActivity(tx, {
        brandId,
        userId: user.id,
        actionType: "create_brand",
        userAction: `Created brand "${name}"`,
        payload: { name },
      });
      // A newly created brand becomes the current one (spec §4).
      await tx
        .insert(currentNavigation)
        .values({ userId: user.id, brandId })
        .onConflictDoUpdate({ target: currentNavigation.userId, set: { brandId, updatedAt: sql`now()` } });
      return { id: brandId, name: brand!.name };
    }),
);

export const renameBrandAction = brandAction(
  "renameBrand",
  renameBrandInput,
  { module: "brand-setup", access: "view", signedOut: "Please log in to rename a brand", failure: "Failed to rename brand" },
  // The name heads the brand's Brand Basic Data in the knowledge base.
  syncingBrandData(async (scope, { name }) => {
    requireOwner(scope);
    return withScope(scope, async (tx) => {
      const [before] = await tx
        .select({ name: brands.name })
        .from(brands)
        .where(and(eq(brands.id, scope.brandId), eq(brands.userId, scope.userId)));
      if (!before) throw new NotFoundError();
      await tx
        .update(brands)
        .set({ name })
        .where(and(eq(brands.id, scope.brandId), eq(brands.userId, scope.userId)));
      await logScopeActivity(tx, scope, "rename_brand", `Renamed brand "${before.name}" to "${name}"`, { newName: name });
      return { id: scope.brandId, name };
    });
  }),
);

export const deleteBrandAction = brandAction(
  "deleteBrand",
  deleteBrandInput,
  { module: "brand-setup", access: "view", signedOut: "Please log in to delete a brand", failure: "Failed to delete brand" },
  async (scope) => {
    requireOwner(scope);
    const deleted = await withScope(scope, async (tx) => {
      const [brand] = await tx
        .select({ name: brands.name })
        .from(brands)
        .where(and(eq(brands.id, scope.brandId), eq(brands.userId, scope.userId)));
      if (!brand) throw new NotFoundError();
      const [nav] = await tx
        .select({ brandId: currentNavigation.brandId })
        .from(currentNavigation)
        .where(eq(currentNavigation.userId, scope.userId));
      // Spec §8: a failure deleting api_tokens is only logged; the savepoint keeps the outer transaction usable.
      try {
        await tx.transaction((sp) => sp.delete(apiTokens).where(eq(apiTokens.brandId, scope.brandId)));
      } catch (e) {
        console.error("[deleteBrand] deleting api_tokens failed", e);
      }
      // Logged before the delete so the row passes the brand check; the FK then sets brand_id null,
      // which keeps the line in the owner's own history.
      await logScopeActivity(tx, scope, "delete_brand", `Deleted brand "${brand.name}"`, { name: brand.name });
      // Everything under the brand (data, access, selections, tasks…) goes with it (on delete cascade).
      await tx.delete(brands).where(and(eq(brands.id, scope.brandId), eq(brands.userId, scope.userId)));
      return { id: scope.brandId, name: brand.name, wasCurrent: nav?.brandId === scope.brandId };
    });
    // After the commit: a failed delete above leaves the brand's jobs alone.
    await asSystem("delete brand: its queued and finished jobs go with it", (db) => deleteBrandJobs(db, scope.brandId));
    // Files in S3 / Supabase have no cascade: a job deletes the brand's prefix there (lib/storage/purge).
    await asSystem("delete brand: its files in remote storage go with it", (db) => enqueueBrandFilePurge(db, scope.brandId));
    return deleted;
  },
);

export const selectBrandAction = userAction(
  "selectBrand",
  selectBrandInput,
  { failure: "Failed to save brand selection" },
  async (user, { brandId }) => {
    if (!(await brandRoleFor(user, brandId))) throw new NotFoundError();
    await withUserTx(user, (tx) =>
      tx
        .insert(currentNavigation)
        .values({ userId: user.id, brandId })
        .onConflictDoUpdate({ target: currentNavigation.userId, set: { brandId, updatedAt: sql`now()` } }),
    );
    return { brandId };
  },
);
