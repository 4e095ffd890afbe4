/**
 * Small helpers for brand-module integration tests: choose a user's current brand (what the
 * brand switcher saves) and read rows as the system role.
 */
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authMailbox, currentNavigation } from "@/db/schema";
import type { AuthUser } from "@/lib/auth/types";

export async function selectBrand(user: AuthUser, brandId: string): Promise<void> {
  await getDb()
    .insert(currentNavigation)
    .values({ userId: user.id, brandId })
    .onConflictDoUpdate({ target: currentNavigation.userId, set: { brandId, updatedAt: sql`now()` } });
}

/** The newest captured mail to `to`, with the http links of its text part. */
export async function lastMailTo(to: string): Promise<{ subject: string; text: string; links: string[]; kind: string } | null> {
  const rows = await getDb()
    .select()
    .from(authMailbox)
    .where(eq(authMailbox.toAddress, to.toLowerCase()))
    .orderBy(sql`${authMailbox.createdAt} desc`)
    .limit(1);
  const m = rows[0];
  if (!m) return null;
  return { subject: m.subject, text: m.text, kind: m.kind, links: [...m.text.matchAll(/https?:\/\/\S+/g)].map((x) => x[0]) };
}
