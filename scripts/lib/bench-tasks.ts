/** The benchmarks' task seed, shared by scripts/bench.ts and scripts/bench-keyword-research.ts. */
import type postgres from "postgres";
import { BENCH_TASK_SPACING_S } from "@/modules/tasks/bench";

/**
 * 10,000 tasks spread over statuses, levels, assignees, sprints, sources and 120 days of age, task 1
 * the newest.
 */
export async function seedTasks(sql: postgres.Sql, brandId: string, n: number): Promise<void> {
  await sql`
    insert into foundational_tasks (brand_id, title, description, priority, difficulty, status, assigned_to, sprint_id, due_date, source_type, created_at, started_at, completed_at, status_changed_at)
    select ${brandId}::uuid, 'Seeded task ' || g, 'Seeded for the benchmark (' || g || ')',
      (array['High','Medium','Low'])[1 + g % 3], (array['High','Medium','Low'])[1 + (g / 3) % 3],
      (array['pending','in_progress','blocked','done','cancelled'])[1 + g % 5],
      case when g % 7 = 0 then null else m.ids[1 + g % cardinality(m.ids)] end,
      case when g % 2 = 0 or cardinality(s.ids) = 0 then null else s.ids[1 + g % cardinality(s.ids)] end,
      case when g % 4 = 0 then null else current_date + (g % 40 - 20) end,
      (array['my_own_initiative','sop','template','growth_idea'])[1 + g % 4],
      now() - make_interval(secs => g * ${BENCH_TASK_SPACING_S}),
      case when g % 5 in (1, 3) then now() - make_interval(days => g % 60) end,
      case when g % 5 = 3 then now() - make_interval(days => g % 30) end,
      case when g % 5 <> 0 then now() - make_interval(days => g % 30) end
    from generate_series(1, ${n}) g,
      (select array_agg(id order by name) as ids from growth_squad where brand_id = ${brandId}::uuid) m,
      (select coalesce(array_agg(id order by start_date), '{}') as ids from growth_sprints where brand_id = ${brandId}::uuid) s`;
}
