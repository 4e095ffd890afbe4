import { getDb } from "@/db/client";
import { fgProjects, fgStimuli } from "@/db/schema";
import * as guide from "@/modules/focus-groups/guide/actions";
import * as stimuli from "@/modules/focus-groups/stimuli/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /preparing-stimuli and /preparing-inputs (issue #25): owners and members edit, viewers only look (the pages
// are server components behind requireModule("focus-groups"); no route handler of their own — images go out
// through /api/brands/[brandId]/files/[fileId], covered by the storage matrix). Every action names a project or
// a stimulus of brand A, so anyone outside A gets "not found" and nothing of A changes.
// The URL stimulus uses a reserved .invalid host: the snapshot fails fast and offline, the stimulus is still saved.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);

async function projectOfA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb().insert(fgProjects).values({ brandId: w.a.id, name: "Matrix FG project" }).returning({ id: fgProjects.id });
  return p!.id;
}

async function stimulusOfA(w: MatrixWorld, kind: "headline" | "url" = "headline"): Promise<{ projectId: string; stimulusId: string }> {
  const projectId = await projectOfA(w);
  const [s] = await getDb()
    .insert(fgStimuli)
    .values({ brandId: w.a.id, projectId, kind, label: "Matrix headline", content: "Fresh every morning", url: kind === "url" ? "https://matrix.invalid/" : null })
    .returning({ id: fgStimuli.id });
  return { projectId, stimulusId: s!.id };
}

export default defineMatrix([
  {
    action: "createFgStimulus",
    call: stimuli.createFgStimulusAction,
    allow: ["owner", "member"],
    input: async (w) => ({ projectId: await projectOfA(w), kind: "headline", label: "Matrix new headline", content: "Made to last", variantGroup: "Headline" }),
  },
  {
    action: "uploadFgStimulusImage",
    call: stimuli.uploadFgStimulusImageAction,
    allow: ["owner", "member"],
    input: async (w) => {
      const form = new FormData();
      form.set("projectId", await projectOfA(w));
      form.set("label", "Matrix image");
      form.set("content", "A bottle on a kitchen table");
      form.set("file", new File([PNG], "bottle.png", { type: "image/png" }));
      return form;
    },
  },
  { action: "updateFgStimulus", call: stimuli.updateFgStimulusAction, allow: ["owner", "member"], input: async (w) => ({ stimulusId: (await stimulusOfA(w)).stimulusId, label: "Matrix renamed" }) },
  { action: "refreshFgSnapshot", call: stimuli.refreshFgSnapshotAction, allow: ["owner", "member"], input: async (w) => ({ stimulusId: (await stimulusOfA(w, "url")).stimulusId }) },
  { action: "addFgVariant", call: stimuli.addFgVariantAction, allow: ["owner", "member"], input: async (w) => ({ stimulusId: (await stimulusOfA(w)).stimulusId }) },
  {
    action: "reorderFgStimuli",
    call: stimuli.reorderFgStimuliAction,
    allow: ["owner", "member"],
    input: async (w) => {
      const { projectId, stimulusId } = await stimulusOfA(w);
      return { projectId, ids: [stimulusId] };
    },
  },
  { action: "deleteFgStimulus", call: stimuli.deleteFgStimulusAction, allow: ["owner", "member"], input: async (w) => ({ stimulusId: (await stimulusOfA(w)).stimulusId }) },
  {
    action: "saveFgGuide",
    call: guide.saveFgGuideAction,
    allow: ["owner", "member"],
    input: async (w) => ({
      projectId: await projectOfA(w),
      template: "custom",
      moderatorInstructions: "Be neutral.",
      turnWordCap: 100,
      sections: [{ key: "warmup", title: "Warm-up", kind: "warmup", questions: [{ id: "q1", kind: "open", text: "Tell us about yourself.", probes: [] }] }],
    }),
  },
  { action: "buildFgGuideFromTemplate", call: guide.buildFgGuideFromTemplateAction, allow: ["owner", "member"], input: async (w) => ({ projectId: (await stimulusOfA(w)).projectId, template: "message" }) },
]);
