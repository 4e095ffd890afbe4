/**
 * Focus-group projects and recruiting: create / edit / delete with an owner from the brand's members
 * and one of its tasks (or a new task), status moving one step at a time, recruiting by quotas in a
 * deterministic order with the reason a quota cannot be filled, manual picks, unique participants,
 * drop / re-add — and none of it reachable from another brand.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { fgParticipants, fgProjects, foundationalTasks, personas, personasBriefs } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { EMPTY_PROFILE } from "@/modules/personas/profile";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const projects = await import("@/modules/focus-groups/projects/actions");
const recruiting = await import("@/modules/personas/recruiting/actions");
const { getProject, listProjects } = await import("@/modules/focus-groups/projects/queries");
const { listParticipantsByProject } = await import("@/modules/personas/recruiting/queries");

beforeEach(() => actAs(null));

async function brand(name: string) {
  const owner = await createUser({ fullName: `${name} Owner` });
  const b = await createBrand(owner, name);
  await selectBrand(owner, b.id);
  actAs(owner);
  return { owner, brand: b, scope: await scopeFor(owner, b.id) };
}

describe("focus-group projects", () => {
  it("creates, edits, moves status one step at a time, filters and deletes", async () => {
    const { owner, brand: b, scope } = await brand("FG Projects Co");
    const member = await createUser({ fullName: "Mia Member" });
    await addMember(b.id, member, "member", owner);
    const stranger = await createUser({ fullName: "Sam Stranger" });
    const [task] = await getDb().insert(foundationalTasks).values({ brandId: b.id, title: "Launch oat milk", userId: owner.id }).returning({ id: foundationalTasks.id });

    expect(await projects.createFgProjectAction({ name: "  " })).toMatchObject({ ok: false, error: "Give the project a name." });
    expect(await projects.createFgProjectAction({ name: "Oat milk", ownerId: stranger.id })).toMatchObject({ ok: false, error: expect.stringMatching(/member of this brand/) });

    const created = await projects.createFgProjectAction({
      name: "Oat milk concept",
      objective: "Learn whether café owners would switch",
      hypotheses: ["Price matters most", "", "Taste beats price"],
      decision: "Launch the barista range in Q3?",
      ownerId: member.id,
      dueDate: "2026-12-15",
      taskId: task!.id,
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.data.id : "";
    expect(await getProject(scope, id)).toMatchObject({ name: "Oat milk concept", status: "draft", hypotheses: ["Price matters most", "Taste beats price"], ownerName: "Mia Member", taskTitle: "Launch oat milk", dueDate: "2026-12-15", participants: 0 });

    // A new task for the project, through the tasks module.
    const withTask = await projects.createFgProjectAction({ name: "Naming test", createTask: true });
    const p2 = await getProject(scope, withTask.ok ? withTask.data.id : "");
    expect(p2?.taskTitle).toBe("Focus group: Naming test");

    expect(await projects.setFgProjectStatusAction({ projectId: id, status: "done" })).toMatchObject({ ok: false, error: expect.stringMatching(/one step at a time/) });
    expect(await projects.setFgProjectStatusAction({ projectId: id, status: "ready" })).toMatchObject({ ok: true });
    expect(await projects.updateFgProjectAction({ projectId: id, name: "Oat milk concept v2", status: "running", ownerId: null })).toMatchObject({ ok: true });
    expect(await getProject(scope, id)).toMatchObject({ name: "Oat milk concept v2", status: "running", ownerId: null, objective: "" });
    expect((await listProjects(scope, { statuses: ["running"] })).map((p) => p.id)).toEqual([id]);
    expect((await listProjects(scope, { statuses: ["draft"] })).map((p) => p.name)).toEqual(["Naming test"]);

    // Another brand: every door says not found, and nothing changes.
    const other = await brand("FG Other Co");
    expect(await projects.updateFgProjectAction({ projectId: id, name: "Hijacked" })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(await projects.deleteFgProjectAction({ projectId: id })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(await projects.createFgProjectAction({ name: "Sneaky", taskId: task!.id })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(await getProject(other.scope, id)).toBeNull();

    actAs(owner);
    await selectBrand(owner, b.id);
    expect(await projects.deleteFgProjectAction({ projectId: id })).toMatchObject({ ok: true });
    expect(await getDb().select().from(fgProjects).where(eq(fgProjects.id, id))).toHaveLength(0);
    expect(await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.id, task!.id))).toHaveLength(1);
  });
});

describe("recruiting participants", () => {
  it("fills quotas in a deterministic order, says why a quota cannot be filled, keeps participants unique", async () => {
    const { brand: b, scope } = await brand("FG Recruit Co");
    const [brief] = await getDb()
      .insert(personasBriefs)
      .values({ brandId: b.id, name: "Coffee drinkers", segments: [{ key: "cafe", name: "Café owners", share: 50, description: "", attributes: {} }, { key: "home", name: "Home baristas", share: 50, description: "", attributes: {} }] })
      .returning({ id: personasBriefs.id });
    const mk = (name: string, segmentKey: string, at: string, extra: Partial<typeof personas.$inferInsert> = {}) => ({
      brandId: b.id,
      briefId: brief!.id,
      name,
      segmentKey,
      createdAt: new Date(at),
      profile: { ...EMPTY_PROFILE, summary: `${name} drinks coffee`, occupation: segmentKey === "cafe" ? "Café owner" : "Nurse" },
      ...extra,
    });
    const rows = await getDb()
      .insert(personas)
      .values([
        mk("Cafe C", "cafe", "2026-01-03"),
        mk("Cafe A", "cafe", "2026-01-01"),
        mk("Cafe B", "cafe", "2026-01-02"),
        mk("Cafe Flagged", "cafe", "2026-01-04", { flagged: true }),
        mk("Cafe Archived", "cafe", "2026-01-05", { status: "archived" }),
        mk("Home A", "home", "2026-01-01"),
      ])
      .returning({ id: personas.id, name: personas.name });
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.id]));
    const created = await projects.createFgProjectAction({ name: "Recruit test" });
    const projectId = created.ok ? created.data.id : "";
    const criteria = { segmentKeys: [], briefId: brief!.id, attributes: "", sources: [], includeFlagged: false };

    const r = await recruiting.recruitParticipantsAction({ projectId, criteria, quotas: [{ segmentKey: "cafe", count: 2 }, { segmentKey: "home", count: 3 }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.added).toBe(3);
    expect(r.data.outcomes[0]).toEqual({ quota: "cafe", wanted: 2, already: 0, added: 2, missing: 0, reason: null });
    expect(r.data.outcomes[1]).toMatchObject({ quota: "home", added: 1, missing: 2, reason: expect.stringMatching(/Only 1 of the 3 needed for segment "Home baristas"/) });
    const seats = await getDb().select().from(fgParticipants).where(eq(fgParticipants.projectId, projectId));
    expect(seats.map((s) => s.personaId).sort()).toEqual([byName["Cafe A"], byName["Cafe B"], byName["Home A"]].sort());

    // Raising the quota adds the next one in order; the flagged one stays out and is named in the reason.
    const more = await recruiting.recruitParticipantsAction({ projectId, criteria, quotas: [{ segmentKey: "cafe", count: 4 }] });
    expect(more).toMatchObject({ ok: true, data: { added: 1, outcomes: [{ already: 2, added: 1, missing: 1, reason: expect.stringMatching(/2 already recruited.*1 flagged by the consistency checks and excluded/) }] } });
    const none = await recruiting.recruitParticipantsAction({ projectId, criteria: { ...criteria, attributes: "astronaut" }, quotas: [{ segmentKey: "home", count: 1 }] });
    expect(none).toMatchObject({ ok: true, data: { added: 0, outcomes: [{ reason: null, already: 1 }] } });
    const unfillable = await recruiting.recruitParticipantsAction({ projectId, criteria: { ...criteria, attributes: "astronaut" }, quotas: [{ segmentKey: "home", count: 2 }] });
    expect(unfillable).toMatchObject({ ok: true, data: { added: 0, outcomes: [{ missing: 1, reason: expect.stringMatching(/No persona of segment "Home baristas" matches the criteria/) }] } });

    // Manual pick: the flagged persona can be chosen by hand; picking one twice never duplicates it.
    expect(await recruiting.addParticipantsAction({ projectId, personaIds: [byName["Cafe Flagged"]!, byName["Cafe A"]!] })).toMatchObject({ ok: true, data: { added: 1, already: 1, readded: 0 } });
    expect(await recruiting.addParticipantsAction({ projectId, personaIds: [byName["Cafe Archived"]!] })).toMatchObject({ ok: false, error: expect.stringMatching(/archived/) });
    expect(await getDb().select().from(fgParticipants).where(eq(fgParticipants.projectId, projectId))).toHaveLength(5);

    // Drop and re-add; a dropped persona is not refilled by the next recruit.
    const grouped = await listParticipantsByProject(scope);
    expect(grouped).toHaveLength(1);
    const cafeA = grouped[0]!.participants.find((p) => p.personaName === "Cafe A")!;
    expect(cafeA).toMatchObject({ quota: "cafe", segmentKey: "cafe", status: "recruited", occupation: "Café owner" });
    expect(await recruiting.dropParticipantAction({ participantId: cafeA.id })).toMatchObject({ ok: true, data: { status: "dropped" } });
    const after = await recruiting.recruitParticipantsAction({ projectId, criteria, quotas: [{ segmentKey: "cafe", count: 4 }] });
    expect(after).toMatchObject({ ok: true, data: { added: 0, outcomes: [{ reason: expect.stringMatching(/1 dropped from this project/) }] } });
    expect(await recruiting.readdParticipantAction({ participantId: cafeA.id })).toMatchObject({ ok: true, data: { status: "recruited" } });
    expect((await getProject(scope, projectId))?.participants).toBe(5);

    // Another brand: neither the project, the personas nor the participants are reachable.
    await brand("FG Recruit Other");
    expect(await recruiting.recruitParticipantsAction({ projectId, criteria: { ...criteria, briefId: null }, quotas: [{ segmentKey: null, count: 1 }] })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(await recruiting.dropParticipantAction({ participantId: cafeA.id })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    const own = await projects.createFgProjectAction({ name: "Other project" });
    expect(await recruiting.addParticipantsAction({ projectId: own.ok ? own.data.id : "", personaIds: [byName["Cafe B"]!] })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
  });
});
