/**
 * The growth squad in the public API (read-only): the people tasks are assigned to. Readable with the
 * Tasks scope, since an integration that creates tasks needs the assignee ids.
 */
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { growthSquad as m } from "@/db/schema";
import { defineEndpoint } from "@/lib/api/endpoint";
import { afterCursor, decodeCursor, instant, listOf, pageQuery, toPage } from "@/lib/api/pagination";
import { withScope } from "@/lib/brand-scope";

export const apiSquadMember = z
  .object({
    object: z.literal("squad_member"),
    id: z.uuid(),
    name: z.string(),
    alias: z.string().nullable(),
    email: z.string().nullable(),
    user_id: z.uuid().nullable().describe("The Growth OS account linked to this member, if any."),
    created_at: instant(),
  })
  .meta({ id: "SquadMember", description: "A member of the brand's growth squad; use the id as a task's assignee_id." });

defineEndpoint({
  method: "GET",
  path: "/squad",
  module: "tasks",
  access: "read",
  operationId: "listSquadMembers",
  tag: "Squad",
  summary: "List squad members",
  description: "By name.",
  query: pageQuery,
  response: listOf(apiSquadMember),
  handler: async ({ scope, query }) => {
    const conds = [eq(m.brandId, scope.brandId)];
    if (query.cursor) conds.push(afterCursor([m.name, m.id], decodeCursor(query.cursor, 2), "asc"));
    const rows = await withScope(scope, (tx) =>
      tx
        .select({ id: m.id, name: m.name, alias: m.alias, email: m.email, userId: m.userId, createdAt: m.createdAt })
        .from(m)
        .where(and(...conds))
        .orderBy(asc(m.name), asc(m.id))
        .limit(query.limit + 1),
    );
    const page = toPage(rows, query.limit, (r) => [r.name, r.id]);
    return {
      ...page,
      data: page.data.map((r) => ({ object: "squad_member" as const, id: r.id, name: r.name, alias: r.alias, email: r.email, user_id: r.userId, created_at: r.createdAt.toISOString() })),
    };
  },
});
