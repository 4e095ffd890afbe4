/**
 * The demo account of an embedded start (and of preview deployments with DEMO_ACCOUNT=true): a
 * confirmed built-in user with a password, an email identity and a profile. Idempotent; an existing
 * account is left exactly as it is (its password included).
 */
import type { Database } from "@/db/client";
import { createEmailUser, findUserByEmail } from "@/lib/auth/endpoint/store";
import { hashPassword } from "@/lib/auth/endpoint/password";
import { upsertProfile } from "@/lib/auth/profiles";
import { env } from "@/lib/env";

export const DEMO_EMAIL = "demo@growth-os.local";
export const DEFAULT_DEMO_PASSWORD = "growth-demo-2026";
const DEMO_NAME = "Demo User";

export function demoPassword(): string {
  return env().DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
}

export async function ensureDemoAccount(db: Database): Promise<{ userId: string; email: string; password: string; created: boolean }> {
  const password = demoPassword();
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  if (existing) {
    await upsertProfile(db, { id: existing.id, email: DEMO_EMAIL, userMetadata: existing.rawUserMetaData });
    return { userId: existing.id, email: DEMO_EMAIL, password, created: false };
  }
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const { user } = await createEmailUser(tx, { email: DEMO_EMAIL, passwordHash, data: { full_name: DEMO_NAME }, confirmedAt: new Date() });
    await upsertProfile(tx, { id: user.id, email: DEMO_EMAIL, userMetadata: user.rawUserMetaData });
    return user.id;
  });
  return { userId, email: DEMO_EMAIL, password, created: true };
}
