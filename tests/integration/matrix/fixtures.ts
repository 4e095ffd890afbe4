/** Rows the matrix entries aim at, created in brand A as the system role. */
import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { apiTokens, authSessions, authUsers, brandInvitations, growthSprints } from "@/db/schema";
import { plantFile } from "../helpers/storage";
import { hashPassword } from "@/lib/auth/endpoint/password";
import type { AuthUser } from "@/lib/auth/types";
import { sealToken } from "@/modules/brand-settings/sealing";
import { today as currentDay } from "@/lib/calendar-day";
import { generateInvitationToken, hashInvitationToken, invitationExpiry } from "@/modules/team/tokens";
import type { MatrixWorld } from "../helpers/matrix";

export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a0c6f10000000049454e44ae426082",
  "hex",
);

export const uniqueEmail = (prefix = "matrix") => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

export async function invitationInA(w: MatrixWorld, email = uniqueEmail("invitee")): Promise<{ id: string; token: string }> {
  const token = generateInvitationToken();
  const [row] = await getDb()
    .insert(brandInvitations)
    .values({ brandId: w.a.id, email, role: "viewer", tokenHash: hashInvitationToken(token), invitedBy: w.a.owner.id, expiresAt: invitationExpiry() })
    .returning({ id: brandInvitations.id });
  return { id: row!.id, token };
}

export async function apiTokenInA(w: MatrixWorld): Promise<string> {
  const id = randomUUID();
  const { ciphertext, keyId } = sealToken(w.a.id, id, "abcdefghijklmnopqrstuvwxyz0123");
  await getDb().insert(apiTokens).values({ id, brandId: w.a.id, provider: "serpapi", label: "matrix", ciphertext, keyId, last4: "0123", createdBy: w.a.owner.id });
  return id;
}

export async function logoInA(w: MatrixWorld): Promise<void> {
  await plantFile(w.a.id, { kind: "logo", name: "logo.png", contentType: "image/png", bytes: PNG });
}

export async function sessionOf(user: AuthUser): Promise<string> {
  const [s] = await getDb().insert(authSessions).values({ userId: user.id }).returning({ id: authSessions.id });
  return s!.id;
}

let hashed: Promise<string> | undefined;
export const MATRIX_PASSWORD = "matrix-old-pass-1";
export async function setPassword(user: AuthUser): Promise<void> {
  hashed ??= hashPassword(MATRIX_PASSWORD);
  const { eq } = await import("drizzle-orm");
  await getDb().update(authUsers).set({ encryptedPassword: await hashed }).where(eq(authUsers.id, user.id));
}

/** An open sprint of brand A around today (growth planning and SOP assignment aim at it). */
export async function sprintInA(w: MatrixWorld): Promise<string> {
  const day = (offset: number) => currentDay(new Date(Date.now() + offset * 86_400_000));
  const [s] = await getDb()
    .insert(growthSprints)
    .values({ brandId: w.a.id, name: "Matrix sprint", startDate: day(-3), endDate: day(10), status: "open" })
    .returning({ id: growthSprints.id });
  return s!.id;
}
