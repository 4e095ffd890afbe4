import { getDb } from "@/db/client";
import { contentBriefExports, contentBriefs } from "@/db/schema";
import * as b from "@/modules/content/briefs/actions";
import { plantFile } from "../helpers/storage";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /content-briefs (issue #21). Creating acts on the caller's current brand (the outsider succeeds in
// their own brand B, A stays untouched); everything else names one of A's briefs or exports, which
// A's editors may change and A's viewers may read and export. The share link page and the export's
// signed file link are requested in tests/integration/content/briefs.test.ts (token and signature
// are the permission there, not a session).
const editors = ["owner", "member"] as const;
const readers = ["owner", "member", "viewer"] as const;

async function briefInA(w: MatrixWorld): Promise<string> {
  const [row] = await getDb()
    .insert(contentBriefs)
    .values({ brandId: w.a.id, title: `Brief of ${w.a.name}`, keyword: "pour over", outline: [{ level: 2, text: "The ratio" }] })
    .returning({ id: contentBriefs.id });
  return row!.id;
}

async function exportInA(w: MatrixWorld): Promise<string> {
  const briefId = await briefInA(w);
  const fileId = await plantFile(w.a.id, { kind: "export", name: "brief.md", contentType: "text/markdown", bytes: `# Brief of ${w.a.name}\n` });
  const [row] = await getDb().insert(contentBriefExports).values({ brandId: w.a.id, briefId, fileId, format: "md" }).returning({ id: contentBriefExports.id });
  return row!.id;
}

export default defineMatrix([
  { action: "createContentBrief", call: b.createContentBriefAction, allow: [...editors, "outsider"], input: () => ({ title: "Cold brew at home", keyword: "cold brew" }) },
  { action: "updateContentBrief", call: b.updateContentBriefAction, allow: editors, input: async (w) => ({ id: await briefInA(w), angle: "Ratios first.", outline: [{ level: 2, text: "Why 1:16" }] }) },
  { action: "setContentBriefStatus", call: b.setContentBriefStatusAction, allow: editors, input: async (w) => ({ id: await briefInA(w), status: "ready" }) },
  { action: "assignContentBrief", call: b.assignContentBriefAction, allow: editors, input: async (w) => ({ id: await briefInA(w), assigneeId: w.a.owner.id }) },
  { action: "deleteContentBrief", call: b.deleteContentBriefAction, allow: editors, input: async (w) => ({ id: await briefInA(w) }) },
  // No AI engine in the matrix world: refused for everyone, with what to connect — and never another brand's brief.
  { action: "draftContentBrief", call: b.draftContentBriefAction, allow: [], input: async (w) => ({ id: await briefInA(w) }) },
  { action: "shareContentBrief", call: b.shareContentBriefAction, allow: editors, input: async (w) => ({ id: await briefInA(w), days: 7 }) },
  { action: "revokeContentBriefShare", call: b.revokeContentBriefShareAction, allow: editors, input: async (w) => ({ id: await briefInA(w) }) },
  { action: "exportContentBrief", call: b.exportContentBriefAction, allow: readers, input: async (w) => ({ id: await briefInA(w), format: "docx" }) },
  { action: "contentBriefExportUrl", call: b.contentBriefExportUrlAction, allow: readers, input: async (w) => ({ exportId: await exportInA(w) }) },
]);
