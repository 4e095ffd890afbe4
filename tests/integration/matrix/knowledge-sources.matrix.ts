import { getDb } from "@/db/client";
import { knowledgeSources } from "@/db/schema";
import * as k from "@/modules/knowledge/source-actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /vector-store sources: adding (text, URL, sitemap) and syncing brand data act on the caller's
// current brand (the outsider succeeds in their own brand B, A stays untouched); an upload names the
// brand its page was rendered for (A), so the outsider (current brand B) is refused; switching,
// retrying and deleting name one of A's sources, which only A's editors may.
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

async function sourceInA(w: MatrixWorld, status: "ready" | "failed" = "ready"): Promise<string> {
  const [s] = await getDb()
    .insert(knowledgeSources)
    .values({ brandId: w.a.id, kind: "url", title: `Page of ${w.a.name}`, origin: "https://matrix-a.example/", status })
    .returning({ id: knowledgeSources.id });
  return s!.id;
}

function uploadForm(w: MatrixWorld): FormData {
  const form = new FormData();
  form.set("brandId", w.a.id);
  form.set("file", new File(["The matrix knows our refund policy."], "policy.txt", { type: "text/plain" }));
  return form;
}

export default defineMatrix([
  { action: "uploadKnowledgeFile", call: k.uploadKnowledgeFileAction, allow: editors, input: (w) => uploadForm(w) },
  { action: "addKnowledgeText", call: k.addKnowledgeTextAction, allow: anyBrand, input: () => ({ title: "Notes", text: "Plain notes." }) },
  { action: "addKnowledgeUrl", call: k.addKnowledgeUrlAction, allow: anyBrand, input: () => ({ url: "https://matrix.example/about", refreshHours: null }) },
  { action: "addKnowledgeSitemap", call: k.addKnowledgeSitemapAction, allow: anyBrand, input: () => ({ url: "https://matrix.example/sitemap.xml", refreshHours: 168 }) },
  { action: "syncKnowledgeBrandData", call: k.syncKnowledgeBrandDataAction, allow: anyBrand, input: () => ({}) },
  { action: "setKnowledgeSourceEnabled", call: k.setKnowledgeSourceEnabledAction, allow: editors, input: async (w) => ({ sourceId: await sourceInA(w), enabled: false }) },
  { action: "retryKnowledgeSource", call: k.retryKnowledgeSourceAction, allow: editors, input: async (w) => ({ sourceId: await sourceInA(w, "failed") }) },
  { action: "deleteKnowledgeSource", call: k.deleteKnowledgeSourceAction, allow: editors, input: async (w) => ({ sourceId: await sourceInA(w) }) },
]);
