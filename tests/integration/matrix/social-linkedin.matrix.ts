import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { aiEngines, contentPosts, contentSettings, socialIdeas, socialProfiles, socialSettings, socialStyleProfiles, socialStyleSamples } from "@/db/schema";
import * as li from "@/modules/social/linkedin/actions";
import { EMPTY_PROFILE } from "@/modules/social/linkedin/training";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Owners and members train styles, generate ideas and review posts; viewers look. A style, sample,
// idea or post of brand A is "not found" for anyone outside A. The agent's inbound answer has no
// session (its signature is the permission): forged, expired and replayed answers are proven
// refused in tests/integration/social/linkedin-writer.test.ts.
const editors = ["owner", "member"] as const;
const uniq = () => randomUUID().slice(0, 8);

async function styleInA(w: MatrixWorld, withSample = false): Promise<string> {
  const [s] = await getDb()
    .insert(socialStyleProfiles)
    .values({ brandId: w.a.id, name: `Matrix style ${uniq()}`, kind: "person", profile: EMPTY_PROFILE })
    .returning({ id: socialStyleProfiles.id });
  if (withSample) await getDb().insert(socialStyleSamples).values({ brandId: w.a.id, styleProfileId: s!.id, text: "Why does pricing matter?\n\nBecause it is a promise." });
  return s!.id;
}

async function sampleInA(w: MatrixWorld): Promise<string> {
  const styleProfileId = await styleInA(w);
  const [s] = await getDb().insert(socialStyleSamples).values({ brandId: w.a.id, styleProfileId, text: "A past post." }).returning({ id: socialStyleSamples.id });
  return s!.id;
}

async function linkedinProfileInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb().insert(socialProfiles).values({ brandId: w.a.id, network: "linkedin", handle: `matrix-${uniq()}` }).returning({ id: socialProfiles.id });
  return p!.id;
}

async function ideaInA(w: MatrixWorld, status: "new" | "rejected" = "new"): Promise<string> {
  const [i] = await getDb().insert(socialIdeas).values({ brandId: w.a.id, title: `Matrix idea ${uniq()}`, source: "manual", status }).returning({ id: socialIdeas.id });
  return i!.id;
}

async function postInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb()
    .insert(contentPosts)
    .values({ brandId: w.a.id, kind: "social", channel: "linkedin", title: `Matrix post ${uniq()}`, bodyMd: "Why now?\n\nBecause.", method: "manual" })
    .returning({ id: contentPosts.id });
  return p!.id;
}

export default defineMatrix([
  { action: "createStyleProfile", call: li.createStyleProfileAction, allow: editors, input: async (w) => ({ name: `CEO ${uniq()}`, kind: "person", socialProfileId: await linkedinProfileInA(w) }) },
  { action: "addStyleSamples", call: li.addStyleSamplesAction, allow: editors, input: async (w) => ({ styleProfileId: await styleInA(w), text: "One post\n---\nAnother post" }) },
  { action: "deleteStyleSample", call: li.deleteStyleSampleAction, allow: editors, input: async (w) => ({ sampleId: await sampleInA(w) }) },
  // Brand A has no engine: training from the measured features succeeds.
  { action: "trainStyleProfile", call: li.trainStyleProfileAction, allow: editors, input: async (w) => ({ styleProfileId: await styleInA(w, true), keepEdits: true }) },
  {
    action: "updateStyleProfile",
    call: li.updateStyleProfileAction,
    allow: editors,
    input: async (w) => ({ styleProfileId: await styleInA(w), name: `Edited ${uniq()}`, kind: "company", voice: "Plain.", toneWords: [], targetChars: 800, preferredHooks: ["question"], structure: "", emoji: "", hashtags: "", topics: [], dos: [], donts: [] }),
  },
  { action: "deleteStyleProfile", call: li.deleteStyleProfileAction, allow: editors, input: async (w) => ({ styleProfileId: await styleInA(w) }) },
  {
    action: "generateLinkedinIdeas",
    call: li.generateLinkedinIdeasAction,
    // Brand A sends ideas to the agent but has no address: the request is skipped with a warning (a success).
    allow: editors,
    input: async (w) => {
      await getDb().insert(socialSettings).values({ brandId: w.a.id, engine: "agent" }).onConflictDoNothing();
      return { count: 3, styleProfileId: await styleInA(w) };
    },
  },
  { action: "addLinkedinIdea", call: li.addLinkedinIdeaAction, allow: ["owner", "member", "outsider"], input: () => ({ title: `Hiring without job posts ${uniq()}`, angle: "", reason: "" }) },
  { action: "rejectLinkedinIdea", call: li.rejectLinkedinIdeaAction, allow: editors, input: async (w) => ({ ideaId: await ideaInA(w), reason: "Off topic" }) },
  { action: "restoreLinkedinIdea", call: li.restoreLinkedinIdeaAction, allow: editors, input: async (w) => ({ ideaId: await ideaInA(w, "rejected") }) },
  {
    action: "writeLinkedinPosts",
    call: li.writeLinkedinPostsAction,
    // Brand A has an engine and a spent budget (refused before any call); B has no engine: nobody writes.
    allow: [],
    input: async (w) => {
      await getDb().insert(aiEngines).values({ brandId: w.a.id, label: "Matrix model", provider: "openai-compatible", model: "m", baseUrl: "http://127.0.0.1:9/v1", isDefault: true, priceInPerMTok: "1000", priceOutPerMTok: "1000" });
      await getDb().insert(contentSettings).values({ brandId: w.a.id, monthlyBudgetUsd: "0" }).onConflictDoNothing();
      return { styleProfileId: await styleInA(w), ideaId: await ideaInA(w), variants: 2 };
    },
  },
  { action: "saveLinkedinPost", call: li.saveLinkedinPostAction, allow: editors, input: async (w) => ({ postId: await postInA(w), bodyMd: "Edited text." }) },
  { action: "approveLinkedinPost", call: li.approveLinkedinPostAction, allow: editors, input: async (w) => ({ postId: await postInA(w) }) },
  { action: "rejectLinkedinPost", call: li.rejectLinkedinPostAction, allow: editors, input: async (w) => ({ postId: await postInA(w), reason: "Too salesy" }) },
]);
