"use server";
/** Server actions of /vector-store's sources panel (brand-scoped; editing needs edit access to "vector-store"). */
import { ActionError, brandAction } from "@/lib/action";
import { OTHER_BRAND_PAGE, addSitemapSourceInput, addTextSourceInput, addUrlSourceInput, setSourceEnabledInput, sourceIdInput, syncBrandDataInput, uploadSourceFileInput } from "./inputs";
import { addFileSource, addTextSource, addWebSource, deleteSource, retrySource, setSourceEnabled, syncBrandDataNow } from "./sources";

const edit = { module: "vector-store", access: "edit" } as const;

/**
 * Form data carries no `brandId` that brandAction could pin to, so the form names the brand the page
 * was rendered for and the upload is refused when the current brand is another (switched in another tab).
 */
export const uploadKnowledgeFileAction = brandAction("uploadKnowledgeFile", uploadSourceFileInput, { ...edit, failure: "The file could not be uploaded. Please try again." }, async (scope, form) => {
  if (form.get("brandId") !== scope.brandId) throw new ActionError(OTHER_BRAND_PAGE);
  const file = form.get("file");
  if (!(file instanceof File)) throw new ActionError("Choose a file to upload.");
  return addFileSource(scope, { name: file.name || "upload", bytes: new Uint8Array(await file.arrayBuffer()) });
});

export const addKnowledgeTextAction = brandAction("addKnowledgeText", addTextSourceInput, edit, (scope, d) => addTextSource(scope, d));

export const addKnowledgeUrlAction = brandAction("addKnowledgeUrl", addUrlSourceInput, edit, (scope, d) => addWebSource(scope, { kind: "url", url: d.url, refreshHours: d.refreshHours }));

export const addKnowledgeSitemapAction = brandAction("addKnowledgeSitemap", addSitemapSourceInput, edit, (scope, d) => addWebSource(scope, { kind: "sitemap", url: d.url, refreshHours: d.refreshHours }));

export const setKnowledgeSourceEnabledAction = brandAction("setKnowledgeSourceEnabled", setSourceEnabledInput, edit, async (scope, d) => {
  await setSourceEnabled(scope, d.sourceId, d.enabled);
  return { enabled: d.enabled };
});

export const retryKnowledgeSourceAction = brandAction("retryKnowledgeSource", sourceIdInput, edit, async (scope, d) => {
  await retrySource(scope, d.sourceId);
  return { ok: true };
});

export const deleteKnowledgeSourceAction = brandAction("deleteKnowledgeSource", sourceIdInput, edit, async (scope, d) => {
  await deleteSource(scope, d.sourceId);
  return { ok: true };
});

export const syncKnowledgeBrandDataAction = brandAction("syncKnowledgeBrandData", syncBrandDataInput, edit, (scope) => syncBrandDataNow(scope));
