import { beforeEach, describe, expect, it, vi } from "vitest";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const q = await import("@/modules/questionnaire/actions");
const { getQuestionnaire, getBrandContext } = await import("@/modules/questionnaire/queries");
const setup = await import("@/modules/brand-setup/actions");
const { scopeFor } = await import("@/lib/brand-scope");

beforeEach(() => actAs(null));

describe("onboarding questionnaire", () => {
  it("saves per step, resumes at the first incomplete step, and reports progress", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner, "Roastery");
    await selectBrand(owner, brand.id);
    actAs(owner);
    expect(await q.saveQuestionnaireStepAction({ step: "offer", answers: { offer_summary: "Specialty coffee", business_model: "B2C" } })).toMatchObject({
      ok: true,
      data: { complete: true, progress: 13 },
    });
    // A draft without the required answer is kept but does not count.
    expect(await q.saveQuestionnaireStepAction({ step: "audience", answers: { markets: "Berlin" } })).toMatchObject({ ok: true, data: { complete: false, progress: 13 } });
    let state = await getQuestionnaire(await scopeFor(owner, brand.id));
    expect(state).toMatchObject({ completed: ["offer"], resumeAt: "audience", progress: 13 });
    expect(state.answers.audience).toEqual({ markets: "Berlin" });

    await q.saveQuestionnaireStepAction({ step: "audience", answers: { primary_audience: "Home baristas", markets: "Berlin", pain_points: ["Stale beans", "Stale beans", "Price"] } });
    state = await getQuestionnaire(await scopeFor(owner, brand.id));
    expect(state.resumeAt).toBe("positioning");
    expect(state.answers.audience?.pain_points).toEqual(["Stale beans", "Price"]);

    expect(await q.saveQuestionnaireStepAction({ step: "offer", answers: { business_model: "Ponzi" } })).toMatchObject({ ok: false, error: "Choose one of the options." });
    expect(await q.saveQuestionnaireStepAction({ step: "nope" as "offer", answers: {} })).toMatchObject({ ok: false, error: "Unknown questionnaire step" });
  });

  it("turns brand data and answers into prompt context", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner, "Context Co");
    await selectBrand(owner, brand.id);
    actAs(owner);
    await setup.updateBrandDetailsAction({ website: "https://context.test", industry: "Retail", country: "FR", languages: ["fr", "en"], description: "", toneOfVoice: "Warm" });
    await setup.updateBrandListAction({ list: "competitors", items: [{ name: "Rival", domain: "rival.test" }] });
    await q.saveQuestionnaireStepAction({ step: "goals", answers: { goals: ["Double online sales"] } });
    const text = await getBrandContext(await scopeFor(owner, brand.id));
    expect(text).toContain("Brand: Context Co");
    expect(text).toContain("Country: France");
    expect(text).toContain("Languages: French, English");
    expect(text).toContain("Tone of voice: Warm");
    expect(text).toContain("Competitors: Rival (rival.test)");
    expect(text).toContain("## Goals and KPIs\nGoals for the next 12 months:\n- Double online sales");
  });

  it("is read-only for viewers", async () => {
    const owner = await createUser();
    const viewer = await createUser();
    const brand = await createBrand(owner);
    await addMember(brand.id, viewer, "viewer", owner);
    await selectBrand(viewer, brand.id);
    actAs(viewer);
    expect(await q.saveQuestionnaireStepAction({ step: "offer", answers: { offer_summary: "x" } })).toMatchObject({ ok: false, error: expect.stringContaining("not change it") });
    expect(await q.resetQuestionnaireAction({})).toMatchObject({ ok: false });
  });
});
