/** The brand's activity log in the public API (read-only), newest first. */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { activityLogs as a, profiles } from "@/db/schema";
import { defineEndpoint } from "@/lib/api/endpoint";
import { afterCursor, decodeCursor, instant, listOf, pageQuery, toPage } from "@/lib/api/pagination";
import { withScope } from "@/lib/brand-scope";

export const apiActivity = z
  .object({
    object: z.literal("activity"),
    id: z.uuid(),
    action_type: z.string().describe("Machine name of what happened, e.g. create_task, update_task, api_key_created."),
    description: z.string().describe("What happened, as the Activity Log page shows it."),
    user: z.object({ id: z.uuid(), name: z.string() }).nullable().describe("Who did it (null for system jobs or deleted accounts)."),
    payload: z.record(z.string(), z.unknown()),
    created_at: instant(),
  })
  .meta({ id: "Activity", description: "One line of the brand's activity log." });

type Row = { id: string; actionType: string; userAction: string; userId: string | null; userName: string | null; payload: Record<string, unknown>; createdAt: string; cursorAt: string };

defineEndpoint({
  method: "GET",
  path: "/activity",
  module: "activity-log",
  access: "read",
  operationId: "listActivity",
  tag: "Activity",
  summary: "List activity",
  description: "Newest first.",
  query: pageQuery.extend({
    action_type: z.string().trim().min(1).max(100).optional().describe("Only this kind of action."),
    since: z.iso.datetime({ offset: true }).optional().describe("Only entries at or after this instant."),
    until: z.iso.datetime({ offset: true }).optional().describe("Only entries before this instant."),
  }),
  response: listOf(apiActivity),
  example: { query: { action_type: "create_task", limit: "50" } },
  handler: async ({ scope, query }) => {
    const conds = [sql`${a.brandId} = ${scope.brandId}`];
    if (query.action_type) conds.push(sql`${a.actionType} = ${query.action_type}`);
    if (query.since) conds.push(sql`${a.createdAt} >= ${query.since}::timestamptz`);
    if (query.until) conds.push(sql`${a.createdAt} < ${query.until}::timestamptz`);
    if (query.cursor) conds.push(afterCursor([a.createdAt, a.id], decodeCursor(query.cursor, 2), "desc"));
    const rows = await withScope(scope, (tx) =>
      tx.execute<Row>(sql`
        select ${a.id} as "id", ${a.actionType} as "actionType", ${a.userAction} as "userAction", ${a.userId} as "userId",
          coalesce(nullif(${profiles.fullName}, ''), ${profiles.email}) as "userName", ${a.payload} as "payload",
          to_char(${a.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
          to_char(${a.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"
        from ${a} left join ${profiles} on ${profiles.id} = ${a.userId}
        where ${sql.join(conds, sql` and `)}
        order by ${a.createdAt} desc, ${a.id} desc limit ${query.limit + 1}`),
    );
    const page = toPage([...rows], query.limit, (r) => [r.cursorAt, r.id]);
    return {
      ...page,
      data: page.data.map((r) => ({
        object: "activity" as const,
        id: r.id,
        action_type: r.actionType,
        description: r.userAction,
        user: r.userId ? { id: r.userId, name: r.userName ?? "" } : null,
        payload: r.payload ?? {},
        created_at: r.createdAt,
      })),
    };
  },
});
