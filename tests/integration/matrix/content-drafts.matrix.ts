import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { aiEngines, contentBriefs, contentGenerations, contentPosts, contentPostVersions } from "@/db/schema";
import * as drafts from "@/modules/content/drafts/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Owners and members write and review drafts; viewers look. Actions on a post, version, brief or
// generation of brand A are "not found" for anyone outside A. The inbound agent route has no session
// (its signature is the permission): forged, expired, replayed and other-brand answers are proven
// refused in tests/integration/content/drafts.test.ts.
const editors = ["owner", "member"] as const;

// A reserved name that never resolves (RFC 2606): starting a generation only enqueues its job.
const UNREACHABLE = "https://content.matrix.invalid/v1";
const uniq = () => randomUUID().slice(0, 8);

async function briefInA(w: MatrixWorld): Promise<string> {
  const [b] = await getDb().insert(contentBriefs).values({ brandId: w.a.id, title: `Matrix brief ${uniq()}`, createdBy: w.a.owner.id }).returning({ id: contentBriefs.id });
  return b!.id;
}

async function engineInA(w: MatrixWorld): Promise<void> {
  await getDb().insert(aiEngines).values({ brandId: w.a.id, label: `Matrix ${uniq()}`, provider: "openai-compatible", model: "matrix-model", baseUrl: UNREACHABLE, isDefault: true });
}

async function postInA(w: MatrixWorld, status: "suggested" | "rejected" = "suggested"): Promise<{ postId: string; versionId: string }> {
  const [p] = await getDb()
    .insert(contentPosts)
    .values({ brandId: w.a.id, kind: "article", channel: "blog", title: `Matrix post ${uniq()}`, bodyMd: "Original text.", method: "manual", status })
    .returning({ id: contentPosts.id });
  const [v] = await getDb().insert(contentPostVersions).values({ brandId: w.a.id, postId: p!.id, version: 1, title: "Matrix post", bodyMd: "Original text." }).returning({ id: contentPostVersions.id });
  return { postId: p!.id, versionId: v!.id };
}

async function generationInA(w: MatrixWorld): Promise<string> {
  const [g] = await getDb().insert(contentGenerations).values({ brandId: w.a.id, kinds: ["article"], engineKey: "external-agent", status: "waiting_agent", createdBy: w.a.owner.id }).returning({ id: contentGenerations.id });
  return g!.id;
}

function draftFile(): FormData {
  const form = new FormData();
  form.set("file", new File(["# Matrix draft\n\nText."], "matrix.md"));
  return form;
}

export default defineMatrix([
  {
    action: "startContentGeneration",
    call: drafts.startContentGenerationAction,
    allow: editors,
    input: async (w) => {
      await engineInA(w);
      return { briefId: await briefInA(w), kinds: ["article"] };
    },
  },
  { action: "cancelContentGeneration", call: drafts.cancelContentGenerationAction, allow: editors, input: async (w) => ({ generationId: await generationInA(w) }) },
  {
    action: "addManualDraft",
    call: drafts.addManualDraftAction,
    // No id but the brief's: with a brief of A it is "not found" outside A.
    allow: editors,
    input: async (w) => ({ briefId: await briefInA(w), kind: "article", channel: "blog", title: "Matrix draft", bodyMd: "Pasted text." }),
  },
  // Reads a file into Markdown and stores nothing: anyone who can open the page, in their own brand.
  { action: "readDraftFile", call: drafts.readDraftFileAction, allow: ["owner", "member", "viewer", "outsider"], input: () => draftFile() },
  { action: "saveContentPost", call: drafts.saveContentPostAction, allow: editors, input: async (w) => ({ postId: (await postInA(w)).postId, title: "Edited", bodyMd: "Edited text." }) },
  { action: "restoreContentPostVersion", call: drafts.restoreContentPostVersionAction, allow: editors, input: async (w) => postInA(w) },
  { action: "approveContentPost", call: drafts.approveContentPostAction, allow: editors, input: async (w) => ({ postId: (await postInA(w)).postId }) },
  { action: "rejectContentPost", call: drafts.rejectContentPostAction, allow: editors, input: async (w) => ({ postId: (await postInA(w)).postId, reason: "Off brand" }) },
]);
