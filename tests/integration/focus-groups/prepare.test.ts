/**
 * Preparing a focus group end to end through the server actions: stimuli of every kind (an image stored with
 * its type sniffed from the bytes — SVG and HTML refused —, a URL snapshotted from a loopback site with the
 * reasons a page cannot be read, a price point), A/B variants and reordering; then the guide built from a
 * template over those stimuli, validated, saved as a draft with problems, and read back by getGuide.
 * Another brand sees none of it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, fgProjects, fgStimuli, storageObjects } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { readFile } from "@/lib/storage";
import { startFakeArticleSite, type FakeArticleSite } from "../../support/fake-article-site";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const stimuliActions = await import("@/modules/focus-groups/stimuli/actions");
const guideActions = await import("@/modules/focus-groups/guide/actions");
const { listStimuli } = await import("@/modules/focus-groups/stimuli/queries");
const { getGuide, guideEditorData } = await import("@/modules/focus-groups/guide/queries");
const { setSnapshotTimeoutForTests } = await import("@/modules/focus-groups/stimuli/snapshot");
const { validateGuide } = await import("@/modules/focus-groups/guide/validate");

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = new TextEncoder().encode("<!doctype html><html><body><script>alert(1)</script></body></html>");

let site: FakeArticleSite;
beforeAll(async () => {
  site = await startFakeArticleSite();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = site.host;
  setSnapshotTimeoutForTests(1_000);
});
afterAll(async () => {
  setSnapshotTimeoutForTests(undefined);
  await site.close();
});
beforeEach(() => actAs(null));

function ok<T>(r: { ok: true; data: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(`expected ok, got: ${r.error}`);
  return r.data;
}

function imageForm(projectId: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("projectId", projectId);
  form.set("label", fields.label ?? "Bottle shot");
  form.set("content", fields.content ?? "A glass bottle of oat milk on a breakfast table, morning light.");
  if (fields.variantGroup) form.set("variantGroup", fields.variantGroup);
  form.set("file", new File([bytes.slice()], name));
  return form;
}

async function world(name: string) {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  const [project] = await getDb().insert(fgProjects).values({ brandId: brand.id, name: `${name} launch test` }).returning({ id: fgProjects.id });
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, projectId: project!.id, scope: await scopeFor(owner, brand.id) };
}

describe("stimuli", () => {
  it("adds text, image, URL and price stimuli; variants get letters; reorder and delete keep the rest", async () => {
    const { brand, projectId, scope } = await world("Oatly Prep");

    const a = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "headline", label: "Creamy", content: "Creamy by nature", variantGroup: "Headline" }));
    const b = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "headline", label: "Barista", content: "Barista approved", variantGroup: "Headline" }));
    expect([a.stimulus.variant, b.stimulus.variant]).toEqual(["A", "B"]);
    expect(await stimuliActions.createFgStimulusAction({ projectId, kind: "concept", label: "Concept", content: " " })).toMatchObject({ ok: false, error: "Write the concept." });
    expect(await stimuliActions.createFgStimulusAction({ projectId, kind: "price", label: "Price", price: 3.49, currency: "euro" })).toMatchObject({
      ok: false,
      error: "Use a three-letter currency code such as USD or EUR.",
    });
    const price = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "price", label: "Standard", price: 3.49, currency: "eur" }));
    expect(price.stimulus).toMatchObject({ price: "3.49", currency: "EUR" });

    // Image: stored under fg-stimulus with the sniffed type, whatever the name claims; shown through the brand's file route.
    const img = ok(await stimuliActions.uploadFgStimulusImageAction(imageForm(projectId, "bottle.jpg", PNG)));
    expect(img.stimulus).toMatchObject({ kind: "image", fileType: "image/png", fileName: "bottle.jpg", imageUrl: `/api/brands/${brand.id}/files/${img.stimulus.fileId}` });
    const stored = await readFile(scope, img.stimulus.fileId!);
    expect(stored!.file).toMatchObject({ kind: "fg-stimulus", contentType: "image/png" });
    const svg = await stimuliActions.uploadFgStimulusImageAction(imageForm(projectId, "logo.png", SVG));
    expect(svg).toMatchObject({ ok: false });
    expect((svg as { error: string }).error).toMatch(/^"logo\.png" is a SVG file, which is not accepted as a stimulus image\./);
    const html = await stimuliActions.uploadFgStimulusImageAction(imageForm(projectId, "ad.png", HTML));
    expect((html as { error: string }).error).toMatch(/not accepted as a stimulus image\. Accepted: PNG, JPEG, GIF, WEBP\./);
    expect(await stimuliActions.uploadFgStimulusImageAction(imageForm(projectId, "x.png", PNG, { content: "" }))).toMatchObject({
      ok: false,
      error: "Describe the image in words: engines that cannot see images get this text.",
    });
    // Refused uploads left no file behind.
    const files = await getDb().select({ id: storageObjects.id }).from(storageObjects).where(and(eq(storageObjects.brandId, brand.id), eq(storageObjects.kind, "fg-stimulus")));
    expect(files).toHaveLength(1);

    // Variant of an ungrouped stimulus: it becomes A of a new group, the copy B right after it.
    const concept = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "concept", label: "Morning ritual", content: "Oat milk that foams like dairy." }));
    const conceptB = ok(await stimuliActions.addFgVariantAction({ stimulusId: concept.stimulus.id }));
    expect(conceptB).toMatchObject({ variantGroup: "Morning ritual", variant: "B", label: "Morning ritual (variant B)", content: "Oat milk that foams like dairy." });
    const headlineC = ok(await stimuliActions.addFgVariantAction({ stimulusId: b.stimulus.id }));
    expect(headlineC).toMatchObject({ variantGroup: "Headline", variant: "C" });

    let list = await listStimuli(scope, projectId);
    expect(list.map((s) => s.label)).toEqual(["Creamy", "Barista", "Barista (variant C)", "Standard", "Bottle shot", "Morning ritual", "Morning ritual (variant B)"]);
    expect(list.find((s) => s.id === concept.stimulus.id)!.variant).toBe("A");

    const reversed = [...list].reverse().map((s) => s.id);
    ok(await stimuliActions.reorderFgStimuliAction({ projectId, ids: reversed }));
    expect((await listStimuli(scope, projectId)).map((s) => s.id)).toEqual(reversed);
    expect(await stimuliActions.reorderFgStimuliAction({ projectId, ids: reversed.slice(1) })).toEqual({
      ok: false,
      error: "The stimuli changed since this page was opened. Reload the page and reorder again.",
    });

    // Deleting the image removes its file; a deleted B letter is reused by the next variant.
    ok(await stimuliActions.deleteFgStimulusAction({ stimulusId: img.stimulus.id }));
    expect(await readFile(scope, img.stimulus.fileId!)).toBeNull();
    ok(await stimuliActions.deleteFgStimulusAction({ stimulusId: b.stimulus.id }));
    const again = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "headline", label: "Pure", content: "Pure oats", variantGroup: "Headline" }));
    expect(again.stimulus.variant).toBe("B");

    const edited = ok(await stimuliActions.updateFgStimulusAction({ stimulusId: again.stimulus.id, label: "Pure and simple", content: "Pure oats, nothing else" }));
    expect(edited.stimulus).toMatchObject({ label: "Pure and simple", content: "Pure oats, nothing else", variant: "B" });
    list = await listStimuli(scope, projectId);
    expect(list).toHaveLength(6);
  });

  it("snapshots a URL into text, says why a page could not be read, and refreshes", async () => {
    const { projectId } = await world("Snapshot Brand");
    const page = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "url", label: "Landing page", url: `${site.origin}/articles/runners-guide` }));
    expect(page.snapshotError).toBeNull();
    expect(page.stimulus.snapshot).toMatch(/^How to Choose Running Shoes/);
    expect(page.stimulus.snapshot!.length).toBeGreaterThan(500);
    expect(page.stimulus.snapshotAt).not.toBeNull();
    // Menus and footers are not the page's message.
    expect(page.stimulus.snapshot).not.toMatch(/affiliate disclosure/i);

    const missing = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "url", label: "Gone", url: `${site.origin}/missing` }));
    expect(missing.snapshotError).toBe("HTTP 404: the page does not exist.");
    expect(missing.stimulus).toMatchObject({ label: "Gone", snapshot: null, snapshotAt: null });
    const pdf = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "url", label: "PDF", url: `${site.origin}/guide.pdf` }));
    expect(pdf.snapshotError).toBe("Not a web page (application/pdf). Upload images as an image stimulus instead.");
    const slow = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "url", label: "Slow", url: `${site.origin}/slow` }));
    expect(slow.snapshotError).toBe("Timed out: the site did not answer within 1 s.");
    const internal = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "url", label: "Internal", url: "http://10.0.0.7/intranet" }));
    expect(internal.snapshotError).toMatch(/^Blocked: .*Only public web addresses can be snapshotted\.$/);
    expect(await stimuliActions.createFgStimulusAction({ projectId, kind: "url", label: "Bad", url: "ftp://example.com/x" })).toMatchObject({ ok: false });

    // A failed refresh keeps the last good snapshot; pointing the stimulus at a readable page fills it.
    const failedRefresh = ok(await stimuliActions.refreshFgSnapshotAction({ stimulusId: missing.stimulus.id }));
    expect(failedRefresh.snapshotError).toBe("HTTP 404: the page does not exist.");
    const moved = ok(await stimuliActions.updateFgStimulusAction({ stimulusId: missing.stimulus.id, url: `${site.origin}/articles/shoe-lab` }));
    expect(moved.snapshotError).toBeNull();
    expect(moved.stimulus.snapshot!.length).toBeGreaterThan(100);
    const refreshed = ok(await stimuliActions.refreshFgSnapshotAction({ stimulusId: page.stimulus.id }));
    expect(refreshed.snapshotError).toBeNull();
    expect(new Date(refreshed.stimulus.snapshotAt!).getTime()).toBeGreaterThanOrEqual(new Date(page.stimulus.snapshotAt!).getTime());
    expect(await stimuliActions.refreshFgSnapshotAction({ stimulusId: pdf.stimulus.id })).toMatchObject({ ok: true });
    const notUrl = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "headline", label: "H", content: "Hi" }));
    expect(await stimuliActions.refreshFgSnapshotAction({ stimulusId: notUrl.stimulus.id })).toEqual({ ok: false, error: "Only a URL stimulus has a snapshot to refresh." });

    const audited = await getDb().select({ purpose: apiCalls.purpose }).from(apiCalls).where(eq(apiCalls.purpose, "fg.stimulus-snapshot"));
    expect(audited.length).toBeGreaterThanOrEqual(5);
  });
});

describe("discussion guide", () => {
  it("builds from the message-test template, saves a draft with problems, and getGuide reads it back", async () => {
    const { projectId, scope } = await world("Guide Brand");
    const a = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "headline", label: "Creamy", content: "Creamy by nature", variantGroup: "Headline" }));
    const b = ok(await stimuliActions.createFgStimulusAction({ projectId, kind: "headline", label: "Barista", content: "Barista approved", variantGroup: "Headline" }));

    expect(await getGuide(scope, projectId)).toBeNull();
    const empty = await guideEditorData(scope, projectId);
    expect(empty).toMatchObject({ saved: false, guide: { template: "custom", sections: [], turnWordCap: 120 } });
    expect(empty.problems.map((p) => p.field)).toEqual(["sections"]);

    const built = ok(await guideActions.buildFgGuideFromTemplateAction({ projectId, template: "message" }));
    expect(built.problems).toEqual([]);
    expect(built.sections.map((s) => s.kind)).toEqual(["warmup", "stimulus", "closing"]);
    const group = built.sections[1]!;
    expect(group.questions.some((q) => q.stimulusId === a.stimulus.id)).toBe(true);
    expect(group.questions.some((q) => q.stimulusId === b.stimulus.id)).toBe(true);
    expect(group.questions.find((q) => q.kind === "choice")!.variantGroup).toBe("Headline");
    // Building is a preview: nothing saved yet.
    expect(await getGuide(scope, projectId)).toBeNull();

    // Edit a question, save; then break it (empty text, a 5–5 scale) and save as a draft with problems.
    group.questions[0]!.text = "What is this headline telling you, in one sentence?";
    const saved = ok(await guideActions.saveFgGuideAction({ projectId, template: "message", sections: built.sections, moderatorInstructions: built.moderatorInstructions, turnWordCap: 80 }));
    expect(saved.problems).toEqual([]);
    const guide = await getGuide(scope, projectId);
    expect(guide).toMatchObject({ template: "message", turnWordCap: 80 });
    expect(guide!.sections[1]!.questions[0]!.text).toBe("What is this headline telling you, in one sentence?");

    const broken = structuredClone(built.sections);
    broken[1]!.questions[0]!.text = "";
    const rating = broken[1]!.questions.find((q) => q.kind === "rating")!;
    rating.scale = { min: 5, max: 5 };
    const draft = ok(await guideActions.saveFgGuideAction({ projectId, template: "message", sections: broken, moderatorInstructions: "", turnWordCap: 80 }));
    expect(draft.problems.map((p) => p.field)).toEqual(["text", "scale"]);
    expect(draft.problems[0]!.message).toMatch(/^Headline \(2 variants\), question 1 has no question text\.$/);
    expect((await getGuide(scope, projectId))!.sections[1]!.questions[0]!.text).toBe("");

    // Deleting a stimulus a question points at is reported when the editor (or a session) reads the guide.
    ok(await guideActions.saveFgGuideAction({ projectId, template: "message", sections: built.sections, moderatorInstructions: "", turnWordCap: 80 }));
    ok(await stimuliActions.deleteFgStimulusAction({ stimulusId: b.stimulus.id }));
    const after = await guideEditorData(scope, projectId);
    expect(after.problems.some((p) => p.field === "stimulus" && /deleted/.test(p.message))).toBe(true);
    expect(after.problems.some((p) => p.field === "options" && /only 1/.test(p.message))).toBe(true);
    const rows = await getDb().select({ id: fgStimuli.id, kind: fgStimuli.kind, label: fgStimuli.label, variantGroup: fgStimuli.variantGroup, variant: fgStimuli.variant }).from(fgStimuli).where(eq(fgStimuli.projectId, projectId));
    expect(validateGuide(await getGuide(scope, projectId).then((g) => g!), rows)).toEqual(after.problems);

    // Shape errors (not quality) are refused with a clear message and change nothing.
    expect(await guideActions.saveFgGuideAction({ projectId, template: "message", sections: built.sections, moderatorInstructions: "", turnWordCap: 3 })).toMatchObject({
      ok: false,
      error: "The turn cap is at least 10 words.",
    });
  });

  it("keeps another brand out: its project, stimuli and guide are not found", async () => {
    const a = await world("Brand Alpha Prep");
    const s = ok(await stimuliActions.createFgStimulusAction({ projectId: a.projectId, kind: "headline", label: "Secret", content: "Alpha secret headline" }));
    ok(await guideActions.saveFgGuideAction({ projectId: a.projectId, template: "custom", sections: [], moderatorInstructions: "alpha", turnWordCap: 120 }));

    const b = await world("Brand Beta Prep");
    const notFound = { ok: false, error: "Not found. It may have been deleted, or you no longer have access to it." };
    expect(await stimuliActions.createFgStimulusAction({ projectId: a.projectId, kind: "headline", label: "X", content: "Y" })).toEqual(notFound);
    expect(await stimuliActions.updateFgStimulusAction({ stimulusId: s.stimulus.id, label: "Hijacked" })).toEqual(notFound);
    expect(await stimuliActions.deleteFgStimulusAction({ stimulusId: s.stimulus.id })).toEqual(notFound);
    expect(await stimuliActions.addFgVariantAction({ stimulusId: s.stimulus.id })).toEqual(notFound);
    expect(await stimuliActions.uploadFgStimulusImageAction(imageForm(a.projectId, "x.png", PNG))).toEqual(notFound);
    expect(await guideActions.buildFgGuideFromTemplateAction({ projectId: a.projectId, template: "concept" })).toEqual(notFound);
    expect(await guideActions.saveFgGuideAction({ projectId: a.projectId, template: "custom", sections: [], moderatorInstructions: "beta", turnWordCap: 120 })).toEqual(notFound);
    expect(await getGuide(b.scope, a.projectId)).toBeNull();
    await expect(listStimuli(b.scope, a.projectId)).rejects.toThrow(/not found/i);
    expect((await getGuide(a.scope, a.projectId))!.moderatorInstructions).toBe("alpha");
    expect((await listStimuli(a.scope, a.projectId))[0]!.label).toBe("Secret");
    const files = await getDb().select({ id: storageObjects.id }).from(storageObjects).where(eq(storageObjects.brandId, b.brand.id));
    expect(files.filter(Boolean)).toEqual([]);
  });
});
