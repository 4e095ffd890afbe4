"use server";

import { eq } from "drizzle-orm";
import { brandData, brands } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope } from "@/lib/brand-scope";
import { checkImage } from "@/lib/uploads/image";
import { deleteFile, listFiles, putFile, StorageRejectedError } from "@/lib/storage";
import { removeBrandLogoInput, updateBrandDetailsInput, updateBrandListInput, uploadBrandLogoInput } from "./inputs";
import { LIST_META, cleanCompetitors, cleanTextList } from "./lists";
import { syncingBrandData } from "@/modules/knowledge/brand-data";

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
  syncingBrandData((scope, input) =>
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
  ),
);

export const updateBrandListAction = brandAction(
  "updateBrandList",
  updateBrandListInput,
  { ...edit, failure: "Failed to save the list" },
  syncingBrandData(async (scope, input) => {
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
  }),
);

export const uploadBrandLogoAction = brandAction(
  "uploadBrandLogo",
  uploadBrandLogoInput,
  { ...edit, failure: "Failed to upload the logo" },
  async (scope, { file }) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The image rules (no active SVG content) first; lib/storage then checks the kind's size and type again.
    const check = checkImage(bytes, { allowSvg: true });
    if (!check.ok) throw new ActionError(check.error);
    const ext = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/svg+xml": "svg" }[check.mimeType];
    let stored;
    try {
      stored = await putFile(scope, { kind: "logo", name: `logo.${ext}`, bytes });
    } catch (e) {
      if (e instanceof StorageRejectedError) throw new ActionError(e.message);
      throw e;
    }
    // One logo per brand: the earlier ones go once the new one is stored.
    for (const old of await listFiles(scope, { kind: "logo", limit: 1000 })) {
      if (old.id !== stored.id) await deleteFile(scope, old.id);
    }
    await withScope(scope, (tx) =>
      logScopeActivity(tx, scope, "upload_brand_logo", "Uploaded a new brand logo", { mimeType: check.mimeType, byteSize: bytes.byteLength }),
    );
    return { mimeType: stored.contentType, byteSize: stored.size, version: String(stored.createdAt.getTime()) };
  },
);

export const removeBrandLogoAction = brandAction(
  "removeBrandLogo",
  removeBrandLogoInput,
  { ...edit, failure: "Failed to remove the logo" },
  async (scope) => {
    let removed = false;
    for (const logo of await listFiles(scope, { kind: "logo", limit: 1000 })) removed = (await deleteFile(scope, logo.id)) || removed;
    if (!removed) return { removed: false };
    await withScope(scope, (tx) => logScopeActivity(tx, scope, "remove_brand_logo", "Removed the brand logo"));
    return { removed: true };
  },
);
