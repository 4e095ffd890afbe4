"use server";

import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { brandInvitations, brands, currentNavigation, profiles, userBrandAccess } from "@/db/schema";
import { ActionError, brandAction, userAction } from "@/lib/action";
import { logActivity, logScopeActivity } from "@/lib/activity";
import { NotFoundError, scopeFor, withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { currentSiteOrigin } from "@/lib/site-origin";
import { sendMail } from "@/lib/mail";
import { getBranding } from "@/lib/branding";
import { isAssignableRole, roleNames } from "@/modules/roles/queries";
import {
  acceptInvitationInput,
  changeMemberRoleInput,
  inviteMemberInput,
  leaveBrandInput,
  removeMemberInput,
  resendInvitationInput,
  revokeInvitationInput,
  transferOwnershipInput,
} from "./inputs";
import { accessGrantedMail, invitationMail } from "./mails";
import { findUserIdByEmail } from "./queries";
import { generateInvitationToken, hashInvitationToken, invitationExpiry, invitationPath, isWellFormedToken, normalizeEmail } from "./tokens";

// Changing who has access needs edit on brand-team: owners and admins only (the RLS policies on
// user_brand_access say the same, so a bug here still cannot grant access).
const manage = { module: "brand-team", access: "edit" } as const;

async function brandContext(tx: Tx, scope: BrandScope) {
  const [brand] = await tx.select({ name: brands.name, ownerId: brands.userId }).from(brands).where(eq(brands.id, scope.brandId));
  if (!brand) throw new NotFoundError();
  const [me] = await tx.select({ fullName: profiles.fullName, email: profiles.email }).from(profiles).where(eq(profiles.id, scope.userId));
  return { ...brand, inviterName: me?.fullName || me?.email || "A teammate" };
}

async function memberRow(tx: Tx, brandId: string, userId: string) {
  const [row] = await tx
    .select({ role: userBrandAccess.role, email: profiles.email, fullName: profiles.fullName })
    .from(userBrandAccess)
    .leftJoin(profiles, eq(profiles.id, userBrandAccess.userId))
    .where(and(eq(userBrandAccess.brandId, brandId), eq(userBrandAccess.userId, userId)));
  return row ?? null;
}

async function assertRole(tx: Tx, brandId: string, role: string) {
  if (!(await isAssignableRole(tx, brandId, role))) throw new ActionError("That role does not exist in this brand. Pick one from the list.");
}

/** Mail after commit: a failed send must not undo the access change, and the message says what to do. */
async function deliver(mail: Parameters<typeof sendMail>[0]): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (e) {
    console.error("[team] sending mail failed:", e instanceof Error ? e.message : e);
    return false;
  }
}

export const inviteMemberAction = brandAction(
  "inviteMember",
  inviteMemberInput,
  { ...manage, failure: "Failed to invite. Please try again." },
  async (scope, { email, role }) => {
    const existingId = await findUserIdByEmail(email);
    const names = await roleNames(scope);
    const roleName = names.get(role) ?? role;
    const outcome = await withScope(scope, async (tx) => {
      await assertRole(tx, scope.brandId, role);
      const ctx = await brandContext(tx, scope);
      if (existingId) {
        if (existingId === ctx.ownerId || (await memberRow(tx, scope.brandId, existingId))) {
          throw new ActionError(`${email} already has access to this brand.`);
        }
        await tx.insert(userBrandAccess).values({ brandId: scope.brandId, userId: existingId, role, grantedBy: scope.userId });
        // A stale invitation for the same address would otherwise linger as "pending".
        await tx
          .delete(brandInvitations)
          .where(and(eq(brandInvitations.brandId, scope.brandId), eq(brandInvitations.email, email), isNull(brandInvitations.acceptedAt)));
        await logScopeActivity(tx, scope, "add_member", `Gave ${email} access as ${roleName}`, { email, role, userId: existingId });
        return { status: "added" as const, ctx, token: null };
      }
      const token = generateInvitationToken();
      const values = {
        brandId: scope.brandId,
        email,
        role,
        tokenHash: hashInvitationToken(token),
        invitedBy: scope.userId,
        expiresAt: invitationExpiry(),
      };
      await tx
        .insert(brandInvitations)
        .values(values)
        .onConflictDoUpdate({
          target: [brandInvitations.brandId, brandInvitations.email],
          targetWhere: sql`${brandInvitations.acceptedAt} is null`,
          set: { role, tokenHash: values.tokenHash, invitedBy: scope.userId, expiresAt: values.expiresAt, updatedAt: new Date() },
        });
      await logScopeActivity(tx, scope, "invite_member", `Invited ${email} as ${roleName}`, { email, role });
      return { status: "invited" as const, ctx, token };
    });
    const common = { brandName: outcome.ctx.name, inviterName: outcome.ctx.inviterName, roleName };
    const origin = await currentSiteOrigin();
    const product = (await getBranding()).title;
    const mailed =
      outcome.status === "added"
        ? await deliver({ to: email, kind: "brand_access", ...accessGrantedMail({ ...common, product, url: `${origin}/dashboard` }) })
        : await deliver({ to: email, kind: "invitation", ...invitationMail({ ...common, product, email, url: `${origin}${invitationPath(outcome.token!)}` }) });
    return { status: outcome.status, email, role, mailed };
  },
);

export const resendInvitationAction = brandAction(
  "resendInvitation",
  resendInvitationInput,
  { ...manage, failure: "Failed to resend the invitation" },
  async (scope, { invitationId }) => {
    const names = await roleNames(scope);
    const token = generateInvitationToken();
    const out = await withScope(scope, async (tx) => {
      const ctx = await brandContext(tx, scope);
      const [inv] = await tx
        .update(brandInvitations)
        .set({ tokenHash: hashInvitationToken(token), expiresAt: invitationExpiry(), invitedBy: scope.userId })
        .where(and(eq(brandInvitations.id, invitationId), eq(brandInvitations.brandId, scope.brandId), isNull(brandInvitations.acceptedAt)))
        .returning({ email: brandInvitations.email, role: brandInvitations.role });
      if (!inv) throw new NotFoundError();
      await logScopeActivity(tx, scope, "resend_invitation", `Re-sent the invitation to ${inv.email}`, { email: inv.email, role: inv.role });
      return { ...inv, ctx };
    });
    const roleName = names.get(out.role) ?? out.role;
    const mailed = await deliver({
      to: out.email,
      kind: "invitation",
      ...invitationMail({ product: (await getBranding()).title, brandName: out.ctx.name, inviterName: out.ctx.inviterName, roleName, email: out.email, url: `${await currentSiteOrigin()}${invitationPath(token)}` }),
    });
    return { email: out.email, mailed };
  },
);

export const revokeInvitationAction = brandAction(
  "revokeInvitation",
  revokeInvitationInput,
  { ...manage, failure: "Failed to revoke the invitation" },
  async (scope, { invitationId }) =>
    withScope(scope, async (tx) => {
      const [inv] = await tx
        .delete(brandInvitations)
        .where(and(eq(brandInvitations.id, invitationId), eq(brandInvitations.brandId, scope.brandId), isNull(brandInvitations.acceptedAt)))
        .returning({ email: brandInvitations.email, role: brandInvitations.role });
      if (!inv) throw new NotFoundError();
      await logScopeActivity(tx, scope, "revoke_invitation", `Revoked the invitation to ${inv.email}`, { email: inv.email, role: inv.role });
      return { id: invitationId };
    }),
);

export const changeMemberRoleAction = brandAction(
  "changeMemberRole",
  changeMemberRoleInput,
  { ...manage, failure: "Failed to change the role" },
  async (scope, { userId, role }) => {
    const names = await roleNames(scope);
    return withScope(scope, async (tx) => {
      const ctx = await brandContext(tx, scope);
      const member = await memberRow(tx, scope.brandId, userId);
      if (!member && userId !== ctx.ownerId) throw new NotFoundError();
      // The brand always keeps its one owner: ownership only moves by transfer.
      if (userId === ctx.ownerId) throw new ActionError("The owner's role can't be changed. Transfer ownership to someone else first.");
      await assertRole(tx, scope.brandId, role);
      if (member!.role === role) return { userId, role };
      await tx
        .update(userBrandAccess)
        .set({ role, grantedBy: scope.userId })
        .where(and(eq(userBrandAccess.brandId, scope.brandId), eq(userBrandAccess.userId, userId)));
      const who = member!.fullName || member!.email || "a member";
      await logScopeActivity(
        tx,
        scope,
        "change_member_role",
        `Changed the role of ${who} from ${names.get(member!.role) ?? member!.role} to ${names.get(role) ?? role}`,
        { userId, email: member!.email, from: member!.role, to: role },
      );
      return { userId, role };
    });
  },
);

export const removeMemberAction = brandAction(
  "removeMember",
  removeMemberInput,
  { ...manage, failure: "Failed to remove the member" },
  async (scope, { userId }) =>
    withScope(scope, async (tx) => {
      const ctx = await brandContext(tx, scope);
      if (userId === ctx.ownerId) throw new ActionError("The owner can't be removed. Transfer ownership to someone else first.");
      if (userId === scope.userId) throw new ActionError("To remove yourself, use Leave brand.");
      const member = await memberRow(tx, scope.brandId, userId);
      if (!member) throw new NotFoundError();
      await tx.delete(userBrandAccess).where(and(eq(userBrandAccess.brandId, scope.brandId), eq(userBrandAccess.userId, userId)));
      await logScopeActivity(tx, scope, "remove_member", `Removed ${member.fullName || member.email || "a member"} from the brand`, { userId, email: member.email, role: member.role });
      return { userId };
    }),
);

export const transferOwnershipAction = brandAction(
  "transferOwnership",
  transferOwnershipInput,
  { ...manage, failure: "Failed to transfer ownership" },
  async (scope, { userId }) =>
    withScope(scope, async (tx) => {
      const ctx = await brandContext(tx, scope);
      if (ctx.ownerId !== scope.userId) throw new ActionError("Only the owner can transfer ownership.");
      if (userId === scope.userId) throw new ActionError("You already own this brand.");
      const member = await memberRow(tx, scope.brandId, userId);
      if (!member) throw new NotFoundError();
      // Order matters for the RLS checks: while the old owner still owns the brand, promote the new
      // one; then move brands.user_id; the old owner (now judged by the access row) steps down to admin.
      await tx
        .update(userBrandAccess)
        .set({ role: "owner", grantedBy: scope.userId })
        .where(and(eq(userBrandAccess.brandId, scope.brandId), eq(userBrandAccess.userId, userId)));
      await logScopeActivity(tx, scope, "transfer_ownership", `Transferred ownership to ${member.fullName || member.email || "a member"}`, { from: scope.userId, to: userId, email: member.email });
      await tx.update(brands).set({ userId }).where(and(eq(brands.id, scope.brandId), eq(brands.userId, scope.userId)));
      await tx
        .insert(userBrandAccess)
        .values({ brandId: scope.brandId, userId: scope.userId, role: "admin", grantedBy: userId })
        .onConflictDoUpdate({ target: [userBrandAccess.brandId, userBrandAccess.userId], set: { role: "admin", grantedBy: userId } });
      return { ownerId: userId };
    }),
);

/** Any participant may leave; the owner must hand the brand over first (a brand never loses its owner). */
export const leaveBrandAction = userAction(
  "leaveBrand",
  leaveBrandInput,
  { signedOut: "Please log in to leave a brand", failure: "Failed to leave the brand" },
  async (user, { brandId }) => {
    const scope = await scopeFor(user, brandId);
    if (scope.role === "owner") throw new ActionError("You own this brand. Transfer ownership to someone else before leaving.");
    return withScope(scope, async (tx) => {
      const [brand] = await tx.select({ name: brands.name, ownerId: brands.userId }).from(brands).where(eq(brands.id, brandId));
      if (!brand) throw new NotFoundError();
      if (brand.ownerId === user.id) throw new ActionError("You own this brand. Transfer ownership to someone else before leaving.");
      // Logged first: once the access row is gone, the brand (and its log) is out of this user's reach.
      await logActivity(tx, {
        brandId,
        userId: user.id,
        actionType: "leave_brand",
        userAction: `Left the brand "${brand.name}"`,
        payload: { role: scope.role },
      });
      await tx.delete(currentNavigation).where(and(eq(currentNavigation.userId, user.id), eq(currentNavigation.brandId, brandId)));
      await tx.delete(userBrandAccess).where(and(eq(userBrandAccess.brandId, brandId), eq(userBrandAccess.userId, user.id)));
      return { brandId, name: brand.name };
    });
  },
);

/**
 * Accepting runs as the system role because the invitee is not a member yet (no RLS policy could
 * let them add themselves). The checks that stand in for RLS: the token hash must match an open,
 * unexpired invitation, and the signed-in account must own the invited address.
 */
export const acceptInvitationAction = userAction(
  "acceptInvitation",
  acceptInvitationInput,
  { signedOut: "Please log in to accept the invitation", failure: "Failed to accept the invitation" },
  async (user, { token }) => {
    if (!isWellFormedToken(token)) throw new ActionError("This invitation link is not valid. Ask for a new invitation.");
    return asSystem("accept invitation: the invitee is not a member yet", (db) => db.transaction(async (tx) => {
      const [inv] = await tx
        .select()
        .from(brandInvitations)
        .where(eq(brandInvitations.tokenHash, hashInvitationToken(token)))
        .for("update");
      if (!inv) throw new ActionError("This invitation link is not valid. Ask for a new invitation.");
      if (inv.acceptedAt) throw new ActionError("This invitation was already used. If it was not you, ask the brand's owner for a new one.");
      if (inv.expiresAt.getTime() <= Date.now()) throw new ActionError("This invitation has expired. Ask the brand's owner to send a new one.");
      if (normalizeEmail(user.email) !== inv.email) {
        throw new ActionError(`This invitation was sent to ${inv.email}. Sign in with that address to accept it.`);
      }
      const [brand] = await tx.select({ name: brands.name, ownerId: brands.userId }).from(brands).where(eq(brands.id, inv.brandId));
      if (!brand) throw new ActionError("This brand no longer exists.");
      const already = brand.ownerId === user.id || (await memberRow(tx, inv.brandId, user.id));
      if (!already) {
        await tx.insert(userBrandAccess).values({ brandId: inv.brandId, userId: user.id, role: inv.role, grantedBy: inv.invitedBy });
      }
      await tx
        .update(brandInvitations)
        .set({ acceptedAt: new Date(), acceptedBy: user.id })
        .where(and(eq(brandInvitations.id, inv.id), eq(brandInvitations.brandId, inv.brandId)));
      await logActivity(tx, {
        brandId: inv.brandId,
        userId: user.id,
        actionType: "accept_invitation",
        userAction: `Accepted the invitation to "${brand.name}"`,
        payload: { email: inv.email, role: inv.role },
      });
      // The brand they just joined becomes the current one (as with a newly created brand).
      await tx
        .insert(currentNavigation)
        .values({ userId: user.id, brandId: inv.brandId })
        .onConflictDoUpdate({ target: currentNavigation.userId, set: { brandId: inv.brandId, updatedAt: sql`now()` } });
      return { brandId: inv.brandId, brandName: brand.name, role: inv.role };
    }));
  },
);
