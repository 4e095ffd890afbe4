/**
 * Factories every module's integration tests reuse. They write as the system role (bypassing RLS)
 * so that the code under test is the only thing exercising the tenant wall.
 */
import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { authUsers, brandData, brands, growthSquad, profiles, userBrandAccess } from "@/db/schema";
import type { AuthUser } from "@/lib/auth/types";

let n = 0;

export async function createUser(opts: { email?: string; fullName?: string } = {}): Promise<AuthUser> {
  const id = randomUUID();
  const email = (opts.email ?? `user${++n}-${id.slice(0, 8)}@example.test`).toLowerCase();
  const fullName = opts.fullName ?? `Test User ${n}`;
  const db = getDb();
  await db.insert(authUsers).values({ id, email, emailConfirmedAt: new Date(), rawUserMetaData: { full_name: fullName } });
  await db.insert(profiles).values({ id, email, fullName });
  return {
    id,
    email,
    fullName,
    avatarUrl: null,
    sessionId: null,
    claims: { sub: id, email, role: "authenticated", aud: "authenticated" },
  };
}

export async function createBrand(owner: AuthUser, name = `Brand ${++n}`): Promise<{ id: string; name: string }> {
  const db = getDb();
  const [b] = await db.insert(brands).values({ name, userId: owner.id }).returning({ id: brands.id, name: brands.name });
  await db.insert(brandData).values({ brandId: b!.id });
  await db.insert(userBrandAccess).values({ brandId: b!.id, userId: owner.id, role: "owner", grantedBy: owner.id });
  return b!;
}

export async function addMember(brandId: string, user: AuthUser, role: string, grantedBy?: AuthUser): Promise<void> {
  await getDb().insert(userBrandAccess).values({ brandId, userId: user.id, role, grantedBy: grantedBy?.id ?? null });
}

export async function createSquadMember(brandId: string, name: string, user?: AuthUser): Promise<{ id: string }> {
  const [m] = await getDb()
    .insert(growthSquad)
    .values({ brandId, name, email: user?.email ?? null, userId: user?.id ?? null })
    .returning({ id: growthSquad.id });
  return m!;
}
