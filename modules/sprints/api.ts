/**
 * Sprints in the public API (read-only). They are what tasks are planned into, so a key that may read
 * Tasks reads them (the task views show the same list to anyone who can open Tasks).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { growthSprints as s } from "@/db/schema";
import { defineEndpoint } from "@/lib/api/endpoint";
import { afterCursor, day, decodeCursor, instant, listOf, pageQuery, toPage } from "@/lib/api/pagination";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";

export const apiSprint = z
  .object({
    object: z.literal("sprint"),
    id: z.uuid(),
    name: z.string(),
    start_date: day(),
    end_date: day(),
    frequency: z.enum(["bi-weekly", "tri-weekly", "monthly"]),
    status: z.enum(["open", "active", "closed"]),
    created_at: instant(),
    updated_at: instant(),
  })
  .meta({ id: "Sprint", description: "A sprint of the brand (a planning period tasks are assigned to)." });

const columns = {
  id: s.id,
  name: s.name,
  startDate: s.startDate,
  endDate: s.endDate,
  frequency: s.frequency,
  status: s.status,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

function present(r: Row): z.input<typeof apiSprint> {
  return {
    object: "sprint",
    id: r.id,
    name: r.name,
    start_date: r.startDate,
    end_date: r.endDate,
    frequency: r.frequency,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

defineEndpoint({
  method: "GET",
  path: "/sprints",
  module: "tasks",
  access: "read",
  operationId: "listSprints",
  tag: "Sprints",
  summary: "List sprints",
  description: "In calendar order (earliest start first).",
  query: pageQuery.extend({
    status: z.enum(["open", "active", "closed"]).optional().describe("Only sprints in this status."),
    covers: day().optional().describe("Only the sprint(s) running on this date."),
  }),
  response: listOf(apiSprint),
  example: { query: { status: "active" } },
  handler: async ({ scope, query }) => {
    const conds = [eq(s.brandId, scope.brandId)];
    if (query.status) conds.push(eq(s.status, query.status));
    if (query.covers) conds.push(sql`${query.covers}::date between ${s.startDate} and ${s.endDate}`);
    if (query.cursor) conds.push(afterCursor([s.startDate, s.id], decodeCursor(query.cursor, 2), "asc"));
    const rows = await withScope(scope, (tx) =>
      tx
        .select(columns)
        .from(s)
        .where(and(...conds))
        .orderBy(asc(s.startDate), asc(s.id))
        .limit(query.limit + 1),
    );
    const page = toPage(rows, query.limit, (r) => [r.startDate, r.id]);
    return { ...page, data: page.data.map(present) };
  },
});

async function readSprint(scope: BrandScope, id: string) {
  const [row] = await withScope(scope, (tx) => tx.select(columns).from(s).where(and(eq(s.id, id), eq(s.brandId, scope.brandId))));
  if (!row) throw new NotFoundError();
  return present(row);
}

defineEndpoint({
  method: "GET",
  path: "/sprints/{sprint_id}",
  module: "tasks",
  access: "read",
  operationId: "getSprint",
  tag: "Sprints",
  summary: "Get a sprint",
  params: z.object({ sprint_id: z.uuid().describe("The sprint's id.") }),
  response: apiSprint,
  example: { params: { sprint_id: "3b0f7e52-91a4-4c3e-8d55-6f0e1a2b3c4d" } },
  handler: ({ scope, params }) => readSprint(scope, params.sprint_id),
});
