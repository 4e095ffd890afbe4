/**
 * Image stimuli reach a multimodal engine as images: the loopback OpenAI-compatible server receives
 * the stored bytes as an `image_url` data-URL content part (the Chat Completions shape the AI SDK's
 * provider sends), while a text-only model gets the researcher's description in words; every turn
 * records which happened and the transcript says so.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, fgSessions, fgStimuli, fgTurns } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { putFile } from "@/lib/storage";
import { JobRunner } from "@/lib/jobs";
import { lastUserText, type FakeChatRequest } from "../../support/fake-openai";
import { participantName, scriptedFocusGroup } from "../../support/fg-participants";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { seedFgProject } from "../helpers/fg-session";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/focus-groups/session/actions");
const { FG_SESSION_TASK } = await import("@/modules/focus-groups/session/task");
const { getResults } = await import("@/modules/focus-groups/results/queries");
const { transcriptText } = await import("@/modules/focus-groups/results/export");

const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const fake = fakeOpenAIForFile((req) => scriptedFocusGroup(req));

beforeEach(() => actAs(null));

type Part = { type: string; text?: string; image_url?: { url: string } };
const parts = (req: FakeChatRequest): Part[] => {
  const user = [...req.messages].reverse().find((m) => m.role === "user")!;
  return typeof user.content === "string" ? [{ type: "text", text: user.content }] : (user.content as Part[]);
};

/** A project whose one question shows an uploaded image, run on an engine serving `model`. */
async function runWithModel(model: string) {
  const owner = await createUser();
  const brand = await createBrand(owner, `Images ${model}`);
  await getDb().insert(aiEngines).values({ brandId: brand.id, label: `Engine ${model}`, provider: "openai-compatible", model, baseUrl: fake().baseUrl, isDefault: true, priceInPerMTok: "1", priceOutPerMTok: "1" });
  const seeded = await seedFgProject(brand.id, owner.id, {
    guide: [{ key: "ad", title: "The ad", kind: "stimulus", questions: [{ id: "q-ad", kind: "rating", text: "How appealing is this ad?", stimulusId: "00000000-0000-4000-8000-000000000000", scale: { min: 1, max: 5 }, probes: [] }] }],
  });
  const file = await putFile(await scopeFor(owner, brand.id), { kind: "fg-stimulus", name: "ad.png", bytes: new Uint8Array(Buffer.from(PNG_BASE64, "base64")) });
  const [image] = await getDb()
    .insert(fgStimuli)
    .values({ brandId: brand.id, projectId: seeded.projectId, kind: "image", label: "Billboard", content: "A red billboard with the words Get paid faster.", fileId: file.id, position: 3 })
    .returning({ id: fgStimuli.id });
  // The guide points at the image stimulus (its id exists only now).
  const { fgGuides } = await import("@/db/schema");
  const [guide] = await getDb().select().from(fgGuides).where(eq(fgGuides.projectId, seeded.projectId));
  await getDb()
    .update(fgGuides)
    .set({ sections: guide!.sections.map((s) => ({ ...s, questions: s.questions.map((q) => ({ ...q, stimulusId: image!.id })) })) })
    .where(eq(fgGuides.projectId, seeded.projectId));
  await selectBrand(owner, brand.id);
  actAs(owner);
  const before = fake().requests.length;
  const started = await actions.startFgSessionAction({ projectId: seeded.projectId, name: "Images", personaIds: [], perSegment: false, seed: 3 });
  if (!started.ok) throw new Error(started.error);
  await new JobRunner({ workerId: `fg-images-${model}`, tasks: [FG_SESSION_TASK], pollMs: 20 }).runDueOnce();
  const id = started.data.sessionIds[0]!;
  const [row] = await getDb().select().from(fgSessions).where(eq(fgSessions.id, id));
  expect(row!.status).toBe("succeeded");
  const turns = await getDb().select().from(fgTurns).where(eq(fgTurns.sessionId, id)).orderBy(asc(fgTurns.seq));
  const requests = fake().requests.slice(before).filter((r) => participantName(r));
  return { requests, turns, scope: await scopeFor(owner, brand.id), projectId: seeded.projectId };
}

describe("image stimuli", () => {
  it("are sent as image parts to a vision model and described in text to a text-only one, and the transcript says which", async () => {
    const vision = await runWithModel("gpt-4o-mini");
    expect(vision.requests).toHaveLength(3);
    for (const req of vision.requests) {
      const images = parts(req).filter((p) => p.type === "image_url");
      expect(images).toEqual([{ type: "image_url", image_url: { url: `data:image/png;base64,${PNG_BASE64}` } }]);
      expect(lastUserText(req)).toContain("[Billboard] An image: see attached image 1.");
      expect(lastUserText(req)).not.toContain("A red billboard");
    }
    const answered = vision.turns.filter((t) => t.speaker === "participant");
    expect(answered.map((t) => t.imageDelivery)).toEqual(["image", "image", "image"]);
    expect(vision.turns.find((t) => t.speaker === "moderator")!.imageDelivery).toBeNull();

    const text = await runWithModel("test-model");
    expect(text.requests).toHaveLength(3);
    for (const req of text.requests) {
      expect(parts(req).every((p) => p.type === "text")).toBe(true);
      expect(lastUserText(req)).toContain("[Billboard] An image, described: A red billboard with the words Get paid faster.");
    }
    expect(text.turns.filter((t) => t.speaker === "participant").map((t) => t.imageDelivery)).toEqual(["text", "text", "text"]);

    // The transcript export labels how the image reached the model.
    const { data } = await getResults(text.scope, text.projectId);
    expect(transcriptText(data, "txt")).toContain("(image described in text)");
    const { data: shown } = await getResults(vision.scope, vision.projectId);
    expect(transcriptText(shown, "txt")).toContain("(image shown as image)");
  });
});
