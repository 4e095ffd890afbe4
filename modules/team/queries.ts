import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { brandInvitations, brandRoles, brands, profiles, userBrandAccess } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { roleNames } from "@/modules/roles/queries";
import { BUILT_IN_ROLE_INFO, isBuiltInRole } from "@/modules/roles/matrix";
import { hashInvitationToken, isWellFormedToken } from "./tokens";

export type TeamMember = {
  userId: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  /** "owner" for the brand's owner, else the stored access role. */
  role: string;
  roleName: string;
  isOwner: boolean;
  isYou: boolean;
  joinedAt: string;
};

export type PendingInvitation = {
  id: string;
  email: string;
  role: string;
  roleName: string;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
};

/** The owner first, then everyone else by the date they joined (spec §6: owners vs participants). */
export async function listMembers(scope: BrandScope): Promise<TeamMember[]> {
  const names = await roleNames(scope);
  return withScope(scope, async (tx) => {
    const [brand] = await tx.select({ ownerId: brands.userId, createdAt: brands.createdAt }).from(brands).where(eq(brands.id, scope.brandId));
    if (!brand) return [];
    const rows = await tx
      .select({
        userId: userBrandAccess.userId,
        role: userBrandAccess.role,
        joinedAt: userBrandAccess.createdAt,
        email: profiles.email,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
      })
      .from(userBrandAccess)
      .leftJoin(profiles, eq(profiles.id, userBrandAccess.userId))
      .where(eq(userBrandAccess.brandId, scope.brandId))
      .orderBy(asc(userBrandAccess.createdAt));
    if (!rows.some((r) => r.userId === brand.ownerId)) {
      const [owner] = await tx
        .select({ email: profiles.email, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.id, brand.ownerId));
      rows.unshift({ userId: brand.ownerId, role: "owner", joinedAt: brand.createdAt, email: owner?.email ?? "", fullName: owner?.fullName ?? null, avatarUrl: owner?.avatarUrl ?? null });
    }
    const members = rows.map((r): TeamMember => {
      const isOwner = r.userId === brand.ownerId;
      const role = isOwner ? "owner" : r.role;
      return {
        userId: r.userId,
        email: r.email ?? "",
        fullName: r.fullName,
        avatarUrl: r.avatarUrl,
        role,
        roleName: names.get(role) ?? (isBuiltInRole(role) ? BUILT_IN_ROLE_INFO[role].name : role),
        isOwner,
        isYou: r.userId === scope.userId,
        joinedAt: r.joinedAt.toISOString(),
      };
    });
    return members.sort((a, b) => Number(b.isOwner) - Number(a.isOwner));
  });
}

/** Invitations not accepted yet, newest first (expired ones stay listed so they can be re-sent). */
export async function listInvitations(scope: BrandScope): Promise<PendingInvitation[]> {
  const names = await roleNames(scope);
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select({
        id: brandInvitations.id,
        email: brandInvitations.email,
        role: brandInvitations.role,
        createdAt: brandInvitations.createdAt,
        expiresAt: brandInvitations.expiresAt,
        invitedByName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
      })
      .from(brandInvitations)
      .leftJoin(profiles, eq(profiles.id, brandInvitations.invitedBy))
      .where(and(eq(brandInvitations.brandId, scope.brandId), isNull(brandInvitations.acceptedAt)))
      .orderBy(desc(brandInvitations.createdAt));
    const now = Date.now();
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role,
      roleName: names.get(r.role) ?? r.role,
      invitedByName: r.invitedByName,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      expired: r.expiresAt.getTime() <= now,
    }));
  });
}

/**
 * The account id behind an address, if any. Runs as the system role on purpose: an inviter cannot
 * see profiles of people outside their brands, yet must learn whether to grant access at once or
 * send an invitation. Only the id leaves this function.
 */
export async function findUserIdByEmail(email: string): Promise<string | null> {
  const [row] = await asSystem("find invitee account: the inviter cannot see profiles outside their brands", (db) =>
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(sql`lower(${profiles.email}) = ${email.trim().toLowerCase()}`)
      .limit(1),
  );
  return row?.id ?? null;
}

type InvitationPreview =
  | { status: "invalid" }
  | {
      status: "valid" | "expired" | "accepted";
      email: string;
      brandName: string;
      roleName: string;
      inviterName: string;
    };

/**
 * What the /invite/{token} page shows. The holder of the link is not a member yet, so this reads as
 * the system role; the token (256 random bits, compared by hash) is the authorization.
 */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  if (!isWellFormedToken(token)) return { status: "invalid" };
  const [row] = await asSystem("preview invitation: the link holder is not a member yet", (db) =>
    db
      .select({
        email: brandInvitations.email,
        role: brandInvitations.role,
        expiresAt: brandInvitations.expiresAt,
        acceptedAt: brandInvitations.acceptedAt,
        brandId: brandInvitations.brandId,
        brandName: brands.name,
        inviterName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
      })
      .from(brandInvitations)
      .innerJoin(brands, eq(brands.id, brandInvitations.brandId))
      .leftJoin(profiles, eq(profiles.id, brandInvitations.invitedBy))
      .where(eq(brandInvitations.tokenHash, hashInvitationToken(token)))
      .limit(1),
  );
  if (!row) return { status: "invalid" };
  let roleName = isBuiltInRole(row.role) ? BUILT_IN_ROLE_INFO[row.role].name : row.role;
  if (!isBuiltInRole(row.role)) {
    const [custom] = await asSystem("preview invitation: the link holder is not a member yet", (db) =>
      db
        .select({ name: brandRoles.name })
        .from(brandRoles)
        .where(and(eq(brandRoles.brandId, row.brandId), eq(brandRoles.key, row.role))),
    );
    if (custom) roleName = custom.name;
  }
  const status = row.acceptedAt ? "accepted" : row.expiresAt.getTime() <= Date.now() ? "expired" : "valid";
  return { status, email: row.email, brandName: row.brandName, roleName, inviterName: row.inviterName ?? "A teammate" };
}
