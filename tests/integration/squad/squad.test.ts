import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, foundationalTasks, growthSquad } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { scopeFor } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { createSquadMemberAction, updateSquadMemberAction, deleteSquadMemberAction } = await import("@/modules/squad/actions");
const { getSquadPage } = await import("@/modules/squad/queries");

beforeEach(() => actAs(null));

async function world() {
  const owner = await createUser({ fullName: "Olivia Owner" });
  const colleague = await createUser({ fullName: "Carl Colleague" });
  const brand = await createBrand(owner);
  await addMember(brand.id, colleague, "member", owner);
  await selectBrand(owner, brand.id);
  await selectBrand(colleague, brand.id);
  return { owner, colleague, brand };
}

describe("growth squad", () => {
  it("adds members, links one to a brand user, and marks that user's member as me", async () => {
    const { owner, colleague, brand } = await world();
    actAs(owner);
    const me = await createSquadMemberAction({ name: "  Olivia Owner ", alias: "Lead", email: "Olivia@Example.test", userId: owner.id });
    expect(me).toMatchObject({ ok: true, data: { name: "Olivia Owner" } });
    const freelancer = await createSquadMemberAction({ name: "Fiona Freelance", alias: "", email: "", userId: null });
    expect(freelancer.ok).toBe(true);
    const [row] = await getDb().select().from(growthSquad).where(eq(growthSquad.name, "Olivia Owner"));
    expect(row).toMatchObject({ brandId: brand.id, alias: "Lead", email: "olivia@example.test", userId: owner.id });
    const [fiona] = await getDb().select().from(growthSquad).where(and(eq(growthSquad.brandId, brand.id), eq(growthSquad.name, "Fiona Freelance")));
    expect(fiona).toMatchObject({ alias: null, email: null, userId: null });

    const page = await getSquadPage(await scopeFor(owner, brand.id));
    expect(page.members.map((m) => [m.name, m.isMe, m.linkedUserName])).toEqual([
      ["Fiona Freelance", false, null],
      ["Olivia Owner", true, "Olivia Owner"],
    ]);
    expect(page.people.map((p) => p.name).sort()).toEqual(["Carl Colleague", "Olivia Owner"]);
    // For the colleague, the same member is not "me".
    expect((await getSquadPage(await scopeFor(colleague, brand.id))).members.every((m) => !m.isMe)).toBe(true);

    const logs = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "create_squad_member")));
    expect(logs.map((l) => l.userAction).sort()).toEqual(['Added "Fiona Freelance" to the growth squad', 'Added "Olivia Owner" to the growth squad']);
  });

  it("links only people of the brand, each to one member", async () => {
    const { owner, colleague } = await world();
    const stranger = await createUser();
    actAs(owner);
    expect(await createSquadMemberAction({ name: "Stranger", userId: stranger.id })).toEqual({ ok: false, error: "Choose a person who belongs to this brand." });
    const carl = await createSquadMemberAction({ name: "Carl", userId: colleague.id });
    expect(carl.ok).toBe(true);
    expect(await createSquadMemberAction({ name: "Carl again", userId: colleague.id })).toEqual({ ok: false, error: "That person is already linked to Carl. Unlink them there first." });
    if (!carl.ok) return;
    // Editing Carl himself keeps his own link.
    expect(await updateSquadMemberAction({ memberId: carl.data.id, name: "Carl C.", alias: "Ops", email: null, userId: colleague.id })).toMatchObject({ ok: true });
    expect(await createSquadMemberAction({ name: "Bad email", email: "not-an-email" })).toMatchObject({ ok: false, fieldErrors: { email: ["Enter a valid email address"] } });
    expect(await createSquadMemberAction({ name: "   " })).toMatchObject({ ok: false, fieldErrors: { name: ["Name is required"] } });
  });

  it("removing a member leaves their tasks, unassigned", async () => {
    const { owner, brand } = await world();
    const member = await createSquadMember(brand.id, "Leaving Soon");
    await getDb()
      .insert(foundationalTasks)
      .values([
        { brandId: brand.id, title: "Open one", assignedTo: member.id, status: "pending" },
        { brandId: brand.id, title: "Done one", assignedTo: member.id, status: "done" },
      ]);
    actAs(owner);
    expect(await deleteSquadMemberAction({ memberId: member.id })).toEqual({ ok: true, data: { name: "Leaving Soon", unassigned: 1 } });
    const tasks = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id));
    expect(tasks).toHaveLength(2);
    expect(tasks.every((t) => t.assignedTo === null)).toBe(true);
    expect(await deleteSquadMemberAction({ memberId: member.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
  });

  it("viewers look, outsiders find nothing", async () => {
    const { owner, brand } = await world();
    const member = await createSquadMember(brand.id, "Kept");
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer", owner);
    await selectBrand(viewer, brand.id);
    actAs(viewer);
    expect(await updateSquadMemberAction({ memberId: member.id, name: "Changed" })).toMatchObject({ ok: false, error: expect.stringMatching(/view this but not change it/) });
    const outsider = await createUser();
    await selectBrand(outsider, (await createBrand(outsider)).id);
    actAs(outsider);
    expect(await deleteSquadMemberAction({ memberId: member.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await getDb().select().from(growthSquad).where(eq(growthSquad.id, member.id))).toMatchObject([{ name: "Kept" }]);
  });
});
