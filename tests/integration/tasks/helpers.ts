/**
 * Task test data written as the system role (bypassing RLS), so the code under test is the only
 * thing exercising the tenant wall.
 */
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { currentNavigation, foundationalTasks, growthSprints, type TaskLevel, type TaskStatus } from "@/db/schema";
import type { AuthUser } from "@/lib/auth/types";
import { scopeFor, type BrandScope } from "@/lib/brand-scope";
import { today as currentDay } from "@/lib/calendar-day";
import { createBrand, createSquadMember, createUser } from "../helpers/factories";

export const day = (offset: number) => currentDay(new Date(Date.now() + offset * 86_400_000));
export const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function select(userId: string, brandId: string): Promise<void> {
  await getDb().insert(currentNavigation).values({ userId, brandId }).onConflictDoUpdate({ target: currentNavigation.userId, set: { brandId } });
}

export type TaskSeed = Partial<typeof foundationalTasks.$inferInsert> & { title: string };

export async function seedTasks(brandId: string, rows: TaskSeed[]): Promise<{ id: string; title: string }[]> {
  return getDb()
    .insert(foundationalTasks)
    .values(rows.map((r) => ({ brandId, ...r })))
    .returning({ id: foundationalTasks.id, title: foundationalTasks.title });
}

export async function seedSprint(brandId: string, name: string, startOffset: number, endOffset: number, status: "open" | "active" | "closed" = "open") {
  const [s] = await getDb()
    .insert(growthSprints)
    .values({ brandId, name, startDate: day(startOffset), endDate: day(endOffset), status })
    .returning({ id: growthSprints.id, name: growthSprints.name });
  return s!;
}

/** n tasks in one statement (generate_series), spread over statuses, levels, assignees and ages. */
export async function seedManyTasks(brandId: string, n: number, assignees: string[], sprintIds: string[] = []): Promise<void> {
  const statuses: TaskStatus[] = ["pending", "in_progress", "blocked", "done", "cancelled"];
  const levels: TaskLevel[] = ["High", "Medium", "Low"];
  const people = `{${assignees.join(",")}}`;
  const sprints = `{${sprintIds.join(",")}}`;
  await getDb().execute(sql`
    insert into foundational_tasks (brand_id, title, description, priority, difficulty, status, assigned_to, sprint_id, due_date, source_type, created_at, started_at, completed_at)
    select ${brandId}::uuid, 'Seeded task ' || g, 'Body of task ' || g,
      (${`{${levels.join(",")}}`}::text[])[1 + g % 3], (${`{${levels.join(",")}}`}::text[])[1 + (g / 3) % 3],
      (${`{${statuses.join(",")}}`}::text[])[1 + g % 5],
      case when cardinality(${people}::uuid[]) = 0 or g % 7 = 0 then null else (${people}::uuid[])[1 + g % greatest(cardinality(${people}::uuid[]), 1)] end,
      case when cardinality(${sprints}::uuid[]) = 0 or g % 2 = 0 then null else (${sprints}::uuid[])[1 + g % greatest(cardinality(${sprints}::uuid[]), 1)] end,
      case when g % 4 = 0 then null else current_date + (g % 40 - 20) end,
      (array['my_own_initiative','sop','template','growth_idea'])[1 + g % 4],
      now() - make_interval(days => g % 120),
      case when g % 5 in (1, 3) then now() - make_interval(days => g % 60) end,
      case when g % 5 = 3 then now() - make_interval(days => g % 30) end
    from generate_series(1, ${n}) g`);
}

export async function ownerWithBrand(name?: string): Promise<{ user: AuthUser; brand: { id: string; name: string }; me: { id: string }; scope: BrandScope }> {
  const user = await createUser();
  const brand = await createBrand(user, name);
  const me = await createSquadMember(brand.id, "Me", user);
  await select(user.id, brand.id);
  return { user, brand, me, scope: await scopeFor(user, brand.id) };
}
