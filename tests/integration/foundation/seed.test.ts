import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seedDemoBrand, DEMO_BRAND_NAME } from "@/db/seed";
import { brands, foundationalTasks, growthSprints } from "@/db/schema";
import { createUser } from "../helpers/factories";

describe("demo seed", () => {
  // The seed imports 16 months of daily Search Console rows and forecasts them: in the full suite on a
  // 2-core machine, well over the default 30 s (about 20 s alone).
  it("creates a realistic brand once and changes nothing on a second run", { timeout: 240_000 }, async () => {
    const user = await createUser({ fullName: "Dana Demo" });
    const today = new Date("2026-11-21T12:00:00Z");
    const first = await seedDemoBrand(getDb(), user.id, today);
    expect(first.created).toBe(true);
    const count = async () =>
      (await getDb().execute<{ n: number }>(sql`select (select count(*) from foundational_tasks where brand_id = ${first.brandId}::uuid)::int + (select count(*) from growth_sprints where brand_id = ${first.brandId}::uuid)::int as n`))[0]!.n;
    const n = await count();
    const second = await seedDemoBrand(getDb(), user.id, today);
    expect(second).toEqual({ brandId: first.brandId, created: false });
    expect(await count()).toBe(n);
    // Other files seed demo brands of their own users at the same time (the database is shared): count this user's.
    expect(await getDb().select().from(brands).where(and(eq(brands.name, DEMO_BRAND_NAME), eq(brands.userId, user.id)))).toHaveLength(1);

    const tasks = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, first.brandId));
    expect(new Set(tasks.map((t) => t.status))).toEqual(new Set(["pending", "in_progress", "blocked", "done"]));
    const sprints = await getDb().select().from(growthSprints).where(eq(growthSprints.brandId, first.brandId));
    expect(sprints.length).toBe(25); // Mondays from 5 Jan 2026; the 26th would end in 2027
    expect(sprints.every((s) => s.endDate <= "2026-12-31")).toBe(true);
  });
});
