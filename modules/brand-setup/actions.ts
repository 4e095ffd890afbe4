"use server";

import { eq } from "drizzle-orm";
import { brandData, brandLogos, brands } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope } from "@/lib/brand-scope";
import { checkImage } from "@/lib/uploads/image";
import { removeBrandLogoInput, updateBrandDetailsInput, updateBrandListInput, uploadBrandLogoInput } from "./inputs";
import { LIST_META, cleanCompetitors, cleanTextList } from "./lists";

const edit = { module: "brand-setup", access: "edit" } as const;

const FIELD_LABELS: Record<string, string> = {
  website: "website",
  industry: "industry",
  country: "country",
  languages: "languages",
  description: "description",
  toneOfVoice: "tone of voice",
};

export const updateBrandDetailsAction = brandAction(
  "updateBrandDetails",
  updateBrandDetailsInput,
  { ...edit, failure: "Failed to save the brand details" },
  async (scope, input) =>
    withScope(scope, async (tx) => {
      const [before] = await tx
        .select({
          website: brands.website,
          industry: brands.industry,
          country: brands.country,
          languages: brands.languages,
          description: brands.description,
          toneOfVoice: brands.toneOfVoice,
        })
        .from(brands)
        .where(eq(brands.id, scope.brandId));
      if (!before) throw new NotFoundError();
      const changed = (Object.keys(input) as (keyof typeof input)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(input[k]));
      if (changed.length === 0) return { changed: [] as string[] };
      await tx.update(brands).set(input).where(eq(brands.id, scope.brandId));
      await logScopeActivity(tx, scope, "update_brand_details", `Updated the brand's ${changed.map((k) => FIELD_LABELS[k]).join(", ")}`, Object.fromEntries(changed.map((k) => [k, input[k]])));
      return { changed: changed as string[] };
    }),
);

export const updateBrandListAction = brandAction(
  "updateBrandList",
  updateBrandListInput,
  { ...edit, failure: "Failed to save the list" },
  async (scope, input) => {
    const items = input.list === "competitors" ? cleanCompetitors(input.items) : cleanTextList(input.items, input.list);
    return withScope(scope, async (tx) => {
      const column = brandData[input.list];
      const [before] = await tx.select({ items: column }).from(brandData).where(eq(brandData.brandId, scope.brandId));
      const count = Array.isArray(before?.items) ? before.items.length : 0;
      // brand_data is created with the brand; a brand from before that rule gets its row now.
      const patch = { [input.list]: items } as Partial<typeof brandData.$inferInsert>;
      await tx
        .insert(brandData)
        .values({ brandId: scope.brandId, ...patch })
        .onConflictDoUpdate({ target: brandData.brandId, set: { ...patch, updatedAt: new Date() } });
      const meta = LIST_META[input.list];
      await logScopeActivity(tx, scope, "update_brand_list", `Updated ${meta.title.toLowerCase()} (${count} → ${items.length})`, { list: input.list, before: count, after: items.length });
      return { list: input.list, items };
    });
  },
);

export const uploadBrandLogoAction = brandAction(
  "uploadBrandLogo",
  uploadBrandLogoInput,
  { ...edit, failure: "Failed to upload the logo" },
  async (scope, { file }) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkImage(bytes, { allowSvg: true });
    if (!check.ok) throw new ActionError(check.error);
    return withScope(scope, async (tx) => {
      const data = Buffer.from(bytes);
      const [row] = await tx
        .insert(brandLogos)
        .values({ brandId: scope.brandId, mimeType: check.mimeType, byteSize: data.byteLength, data, uploadedBy: scope.userId })
        .onConflictDoUpdate({
          target: brandLogos.brandId,
          set: { mimeType: check.mimeType, byteSize: data.byteLength, data, uploadedBy: scope.userId, updatedAt: new Date() },
        })
        .returning({ updatedAt: brandLogos.updatedAt });
      await logScopeActivity(tx, scope, "upload_brand_logo", "Uploaded a new brand logo", { mimeType: check.mimeType, byteSize: data.byteLength });
      return { mimeType: check.mimeType, byteSize: data.byteLength, version: String(row!.updatedAt.getTime()) };
    });
  },
);

export const removeBrandLogoAction = brandAction(
  "removeBrandLogo",
  removeBrandLogoInput,
  { ...edit, failure: "Failed to remove the logo" },
  async (scope) =>
    withScope(scope, async (tx) => {
      const removed = await tx.delete(brandLogos).where(eq(brandLogos.brandId, scope.brandId)).returning({ brandId: brandLogos.brandId });
      if (removed.length === 0) return { removed: false };
      await logScopeActivity(tx, scope, "remove_brand_logo", "Removed the brand logo");
      return { removed: true };
    }),
);
