import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, brandInvitations, brands, currentNavigation, userBrandAccess } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { brandRoleFor } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { lastMailTo, selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const team = await import("@/modules/team/actions");
const { listMembers, listInvitations, previewInvitation } = await import("@/modules/team/queries");
const { scopeFor } = await import("@/lib/brand-scope");

const db = () => getDb();
const tokenOf = (link: string) => link.split("/invite/")[1]!;

async function logTypes(brandId: string) {
  return (await db().select({ t: activityLogs.actionType }).from(activityLogs).where(eq(activityLogs.brandId, brandId))).map((r) => r.t);
}

beforeEach(() => actAs(null));

describe("inviting by email", () => {
  it("gives an existing user access at once and mails them", async () => {
    const owner = await createUser({ fullName: "Olivia Owner" });
    const bob = await createUser();
    const brand = await createBrand(owner, "Invite Co");
    await selectBrand(owner, brand.id);
    actAs(owner);
    const r = await team.inviteMemberAction({ email: bob.email.toUpperCase(), role: "viewer" });
    expect(r).toEqual({ ok: true, data: { status: "added", email: bob.email, role: "viewer", mailed: true } });
    expect(await brandRoleFor(bob, brand.id)).toBe("viewer");
    const mail = await lastMailTo(bob.email);
    expect(mail).toMatchObject({ kind: "brand_access", subject: "You now have access to Invite Co on Growth OS" });
    expect(await logTypes(brand.id)).toContain("add_member");
    // Inviting again says so instead of duplicating.
    expect(await team.inviteMemberAction({ email: bob.email, role: "member" })).toEqual({ ok: false, error: `${bob.email} already has access to this brand.` });
  });

  it("mails an unknown address a link that grants access after sign-up, once, to that address only", async () => {
    const owner = await createUser({ fullName: "Olivia Owner" });
    const brand = await createBrand(owner, "Invite Two");
    await selectBrand(owner, brand.id);
    actAs(owner);
    const email = `newbie-${Date.now()}@example.test`;
    expect(await team.inviteMemberAction({ email, role: "member" })).toMatchObject({ ok: true, data: { status: "invited", mailed: true } });
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe("Olivia Owner invited you to Invite Two on Growth OS");
    const link = mail!.links.find((l) => l.includes("/invite/"))!;
    const token = tokenOf(link);

    // Only the hash is stored.
    const [row] = await db().select().from(brandInvitations).where(eq(brandInvitations.brandId, brand.id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await previewInvitation(token)).toMatchObject({ status: "valid", brandName: "Invite Two", roleName: "Member", inviterName: "Olivia Owner", email });

    const owners = await listInvitations(await scopeFor(owner, brand.id));
    expect(owners).toEqual([expect.objectContaining({ email, role: "member", roleName: "Member", expired: false })]);

    // Someone else signed in cannot use it.
    const mallory = await createUser();
    actAs(mallory);
    expect(await team.acceptInvitationAction({ token })).toEqual({ ok: false, error: `This invitation was sent to ${email}. Sign in with that address to accept it.` });
    expect(await brandRoleFor(mallory, brand.id)).toBeNull();

    // Signed out: the spec-style message.
    actAs(null);
    expect(await team.acceptInvitationAction({ token })).toEqual({ ok: false, error: "Please log in to accept the invitation" });

    const newbie = await createUser({ email });
    actAs(newbie);
    expect(await team.acceptInvitationAction({ token })).toEqual({ ok: true, data: { brandId: brand.id, brandName: "Invite Two", role: "member" } });
    expect(await brandRoleFor(newbie, brand.id)).toBe("member");
    const [nav] = await db().select().from(currentNavigation).where(eq(currentNavigation.userId, newbie.id));
    expect(nav?.brandId).toBe(brand.id);
    expect(await team.acceptInvitationAction({ token })).toMatchObject({ ok: false, error: expect.stringContaining("already used") });
    expect(await previewInvitation(token)).toMatchObject({ status: "accepted" });
    expect(await logTypes(brand.id)).toEqual(expect.arrayContaining(["invite_member", "accept_invitation"]));
  });

  it("refuses expired and unknown tokens", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner);
    await selectBrand(owner, brand.id);
    actAs(owner);
    const email = `late-${Date.now()}@example.test`;
    await team.inviteMemberAction({ email, role: "viewer" });
    const token = tokenOf((await lastMailTo(email))!.links.find((l) => l.includes("/invite/"))!);
    await db().update(brandInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(brandInvitations.brandId, brand.id));
    actAs(await createUser({ email }));
    expect(await team.acceptInvitationAction({ token })).toMatchObject({ ok: false, error: expect.stringContaining("expired") });
    expect(await team.acceptInvitationAction({ token: "x".repeat(43) })).toMatchObject({ ok: false, error: expect.stringContaining("not valid") });
    expect(await previewInvitation("nope")).toEqual({ status: "invalid" });
  });

  it("re-sends with a fresh link (the old one stops working) and revokes", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner);
    await selectBrand(owner, brand.id);
    actAs(owner);
    const email = `again-${Date.now()}@example.test`;
    await team.inviteMemberAction({ email, role: "viewer" });
    const first = tokenOf((await lastMailTo(email))!.links.find((l) => l.includes("/invite/"))!);
    const [inv] = await db().select().from(brandInvitations).where(eq(brandInvitations.brandId, brand.id));
    expect(await team.resendInvitationAction({ invitationId: inv!.id })).toMatchObject({ ok: true });
    const second = tokenOf((await lastMailTo(email))!.links.find((l) => l.includes("/invite/"))!);
    expect(second).not.toBe(first);
    expect(await previewInvitation(first)).toEqual({ status: "invalid" });
    expect(await team.revokeInvitationAction({ invitationId: inv!.id })).toMatchObject({ ok: true });
    expect(await previewInvitation(second)).toEqual({ status: "invalid" });
    expect(await logTypes(brand.id)).toEqual(expect.arrayContaining(["resend_invitation", "revoke_invitation"]));
  });

  it("lets only owners and admins invite", async () => {
    const owner = await createUser();
    const member = await createUser();
    const admin = await createUser();
    const brand = await createBrand(owner);
    await addMember(brand.id, member, "member", owner);
    await addMember(brand.id, admin, "admin", owner);
    await selectBrand(member, brand.id);
    await selectBrand(admin, brand.id);
    actAs(member);
    expect(await team.inviteMemberAction({ email: "x@example.test", role: "viewer" })).toMatchObject({ ok: false, error: expect.stringContaining("can view this but not change it") });
    actAs(admin);
    expect(await team.inviteMemberAction({ email: `adm-${Date.now()}@example.test`, role: "viewer" })).toMatchObject({ ok: true });
    expect(await team.inviteMemberAction({ email: "y@example.test", role: "owner" })).toMatchObject({ ok: false, error: expect.stringContaining("Ownership moves only by transfer") });
    expect(await team.inviteMemberAction({ email: "y@example.test", role: "no-such-role" })).toMatchObject({ ok: false, error: expect.stringContaining("does not exist") });
  });
});

describe("members", () => {
  it("shows the owner as owner and the others as participants with their role", async () => {
    const owner = await createUser({ fullName: "Olivia" });
    const viewer = await createUser({ fullName: "Victor" });
    const brand = await createBrand(owner);
    await addMember(brand.id, viewer, "viewer", owner);
    const members = await listMembers(await scopeFor(viewer, brand.id));
    expect(members.map((m) => [m.fullName, m.role, m.roleName, m.isOwner, m.isYou])).toEqual([
      ["Olivia", "owner", "Owner", true, false],
      ["Victor", "viewer", "Viewer", false, true],
    ]);
  });

  it("changes roles, removes members, never the owner", async () => {
    const owner = await createUser();
    const bob = await createUser();
    const admin = await createUser();
    const brand = await createBrand(owner);
    await addMember(brand.id, bob, "viewer", owner);
    await addMember(brand.id, admin, "admin", owner);
    await selectBrand(owner, brand.id);
    await selectBrand(admin, brand.id);
    actAs(owner);
    expect(await team.changeMemberRoleAction({ userId: bob.id, role: "member" })).toEqual({ ok: true, data: { userId: bob.id, role: "member" } });
    expect(await brandRoleFor(bob, brand.id)).toBe("member");
    actAs(admin);
    expect(await team.changeMemberRoleAction({ userId: owner.id, role: "viewer" })).toMatchObject({ ok: false, error: expect.stringContaining("owner's role can't be changed") });
    expect(await team.removeMemberAction({ userId: owner.id })).toMatchObject({ ok: false, error: expect.stringContaining("owner can't be removed") });
    expect(await team.removeMemberAction({ userId: bob.id })).toEqual({ ok: true, data: { userId: bob.id } });
    expect(await brandRoleFor(bob, brand.id)).toBeNull();
    expect(await team.removeMemberAction({ userId: bob.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await logTypes(brand.id)).toEqual(expect.arrayContaining(["change_member_role", "remove_member"]));
  });

  it("lets a participant leave, but not the owner (the last owner stays)", async () => {
    const owner = await createUser();
    const bob = await createUser();
    const brand = await createBrand(owner);
    await addMember(brand.id, bob, "member", owner);
    await selectBrand(bob, brand.id);
    actAs(owner);
    expect(await team.leaveBrandAction({ brandId: brand.id })).toMatchObject({ ok: false, error: expect.stringContaining("Transfer ownership") });
    actAs(bob);
    expect(await team.leaveBrandAction({ brandId: brand.id })).toMatchObject({ ok: true });
    expect(await brandRoleFor(bob, brand.id)).toBeNull();
    expect(await db().select().from(currentNavigation).where(eq(currentNavigation.userId, bob.id))).toEqual([]);
    const [log] = await db().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "leave_brand")));
    expect(log?.userId).toBe(bob.id);
  });

  it("transfers ownership: the new owner owns, the old one becomes admin", async () => {
    const owner = await createUser();
    const bob = await createUser();
    const admin = await createUser();
    const brand = await createBrand(owner);
    await addMember(brand.id, bob, "viewer", owner);
    await addMember(brand.id, admin, "admin", owner);
    await selectBrand(owner, brand.id);
    await selectBrand(admin, brand.id);
    actAs(admin);
    expect(await team.transferOwnershipAction({ userId: bob.id })).toMatchObject({ ok: false, error: "Only the owner can transfer ownership." });
    actAs(owner);
    expect(await team.transferOwnershipAction({ userId: bob.id })).toEqual({ ok: true, data: { ownerId: bob.id } });
    const [b] = await db().select({ userId: brands.userId }).from(brands).where(eq(brands.id, brand.id));
    expect(b?.userId).toBe(bob.id);
    expect(await brandRoleFor(bob, brand.id)).toBe("owner");
    expect(await brandRoleFor(owner, brand.id)).toBe("admin");
    const rows = await db().select().from(userBrandAccess).where(eq(userBrandAccess.brandId, brand.id));
    expect(rows.find((r) => r.userId === owner.id)?.role).toBe("admin");
    expect(await logTypes(brand.id)).toContain("transfer_ownership");
  });

  it("answers not found for people and invitations of another brand", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const a = await createBrand(alice);
    const b = await createBrand(bob);
    const bobsViewer = await createUser();
    await addMember(b.id, bobsViewer, "viewer", bob);
    await selectBrand(alice, a.id);
    actAs(bob);
    await selectBrand(bob, b.id);
    await team.inviteMemberAction({ email: `b-inv-${Date.now()}@example.test`, role: "viewer" });
    const [inv] = await db().select().from(brandInvitations).where(eq(brandInvitations.brandId, b.id));
    actAs(alice);
    expect(await team.removeMemberAction({ userId: bobsViewer.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await team.changeMemberRoleAction({ userId: bobsViewer.id, role: "admin" })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await team.revokeInvitationAction({ invitationId: inv!.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await team.transferOwnershipAction({ userId: bobsViewer.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await team.leaveBrandAction({ brandId: b.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await brandRoleFor(bobsViewer, b.id)).toBe("viewer");
  });
});
