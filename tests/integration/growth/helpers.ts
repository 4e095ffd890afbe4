import { getDb } from "@/db/client";
import { currentNavigation, growthSprints } from "@/db/schema";
import { today } from "@/lib/calendar-day";

export const day = (offset: number) => today(new Date(Date.now() + offset * 86_400_000));

/** The user's current brand (what the brand switcher saves). */
export async function selectBrand(userId: string, brandId: string): Promise<void> {
  await getDb().insert(currentNavigation).values({ userId, brandId }).onConflictDoUpdate({ target: currentNavigation.userId, set: { brandId } });
}

/** A past, a current and a next sprint; returns the current one. */
export async function createSprints(brandId: string): Promise<{ id: string; name: string }> {
  const rows = await getDb()
    .insert(growthSprints)
    .values([
      { brandId, name: "Past sprint", startDate: day(-20), endDate: day(-7), status: "open" },
      { brandId, name: "Current sprint", startDate: day(-6), endDate: day(7), status: "open" },
      { brandId, name: "Next sprint", startDate: day(8), endDate: day(21), status: "open" },
    ])
    .returning({ id: growthSprints.id, name: growthSprints.name });
  return rows.find((r) => r.name === "Current sprint")!;
}

/** Unwraps an ActionResult, failing the test with the action's message. */
export function ok<T>(r: { ok: true; data: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(`action failed: ${r.error}`);
  return r.data;
}
