/**
 * The growth squad of a brand (spec §3 growth_squad; issue 7 /growth-squad): the people tasks are
 * assigned to. A member may be linked to one user of the brand; that user sees the member's tasks
 * as "mine" and the member is marked "me" for them.
 */
import { and, asc, count, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { brands, foundationalTasks, growthSquad, profiles, userBrandAccess } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { OPEN_STATUSES } from "@/lib/task-status";
import { scopedReads } from "@/modules/tasks/batch";
import type { z } from "zod";
import type { createSquadMemberInput } from "./inputs";

export type SquadMemberRow = {
  id: string;
  name: string;
  alias: string | null;
  email: string | null;
  userId: string | null;
  /** The linked user's name or email, as shown in the brand. */
  linkedUserName: string | null;
  openTasks: number;
  isMe: boolean;
};

export type SquadMember = { id: string; name: string; alias: string | null; email: string | null; userId: string | null };

/** Spec §7: growth_squad (id, name, alias, email, user_id) by brand. */
export async function listGrowthSquad(scope: BrandScope, tx?: Tx): Promise<SquadMember[]> {
  const run = (x: Tx) =>
    x
      .select({ id: growthSquad.id, name: growthSquad.name, alias: growthSquad.alias, email: growthSquad.email, userId: growthSquad.userId })
      .from(growthSquad)
      .where(eq(growthSquad.brandId, scope.brandId))
      .orderBy(asc(growthSquad.name), asc(growthSquad.id));
  return tx ? run(tx) : withScope(scope, run);
}

export type BrandPerson = { id: string; name: string; email: string };

/** The open statuses as a SQL list literal (constants from lib/task-status, never user input). */
const OPEN = sql.raw(`(${OPEN_STATUSES.map((s) => `'${s}'`).join(",")})`);

/** The squad with each member's open task count, and the brand's people to link — one scoped round trip. */
export async function getSquadPage(scope: BrandScope): Promise<{ members: SquadMemberRow[]; people: BrandPerson[] }> {
  const { members, people } = await scopedReads(scope, (tx) => ({
    members: tx
      .select({
        id: growthSquad.id,
        name: growthSquad.name,
        alias: growthSquad.alias,
        email: growthSquad.email,
        userId: growthSquad.userId,
        linkedUserName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email})`,
        openTasks: sql<number>`(select count(*)::int from ${foundationalTasks} t
          where t.brand_id = ${growthSquad.brandId} and t.assigned_to = ${growthSquad.id} and t.status in ${OPEN})`,
      })
      .from(growthSquad)
      .leftJoin(profiles, eq(profiles.id, growthSquad.userId))
      .where(eq(growthSquad.brandId, scope.brandId))
      .orderBy(sql`lower(${growthSquad.name})`, asc(growthSquad.id)),
    people: tx
      .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(
        or(
          inArray(profiles.id, tx.select({ id: userBrandAccess.userId }).from(userBrandAccess).where(eq(userBrandAccess.brandId, scope.brandId))),
          inArray(profiles.id, tx.select({ id: brands.userId }).from(brands).where(eq(brands.id, scope.brandId))),
        ),
      )
      .orderBy(sql`lower(coalesce(nullif(${profiles.fullName}, ''), ${profiles.email}))`),
  }));
  return {
    members: members.map((m) => ({ ...m, isMe: m.userId === scope.userId })),
    people: people.map((p) => ({ id: p.id, name: p.fullName?.trim() || p.email, email: p.email })),
  };
}

/**
 * The brand's squad as other modules' pickers show it (assign tasks, recurring rules), by name.
 * A query to run inside the caller's scoped transaction or batch (scopedReads), so a page that needs
 * the squad next to its own rows still costs one round trip.
 */
export function squadMembersQuery(tx: Tx, scope: BrandScope) {
  return tx
    .select({ id: growthSquad.id, name: growthSquad.name, alias: growthSquad.alias, email: growthSquad.email, userId: growthSquad.userId })
    .from(growthSquad)
    .where(eq(growthSquad.brandId, scope.brandId))
    .orderBy(sql`lower(${growthSquad.name})`, asc(growthSquad.id));
}

/** How many members the squad has (`linked`: only those linked to a user), inside the caller's scoped transaction. */
export async function countSquadMembers(tx: Tx, scope: BrandScope, opts: { linked?: boolean } = {}): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(growthSquad)
    .where(and(eq(growthSquad.brandId, scope.brandId), opts.linked ? isNotNull(growthSquad.userId) : undefined));
  return Number(row?.n ?? 0);
}

type MemberData = z.output<typeof createSquadMemberInput>;

/** The linked user must belong to this brand and be linked to no other member of it. */
async function assertLinkable(tx: Tx, scope: BrandScope, userId: string | null, exceptMemberId: string | null): Promise<void> {
  if (!userId) return;
  const [person] = await tx.execute<{ ok: boolean }>(sql`
    select exists (select 1 from user_brand_access where brand_id = ${scope.brandId}::uuid and user_id = ${userId}::uuid)
        or exists (select 1 from brands where id = ${scope.brandId}::uuid and user_id = ${userId}::uuid) as ok`);
  if (!person?.ok) throw new ActionError("Choose a person who belongs to this brand.");
  const taken = await tx
    .select({ name: growthSquad.name })
    .from(growthSquad)
    .where(
      and(
        eq(growthSquad.brandId, scope.brandId),
        eq(growthSquad.userId, userId),
        exceptMemberId ? ne(growthSquad.id, exceptMemberId) : undefined,
      ),
    );
  if (taken[0]) throw new ActionError(`That person is already linked to ${taken[0].name}. Unlink them there first.`);
}

export async function createSquadMember(scope: BrandScope, data: MemberData): Promise<{ id: string; name: string }> {
  return withScope(scope, async (tx) => {
    await assertLinkable(tx, scope, data.userId, null);
    const [row] = await tx
      .insert(growthSquad)
      .values({ brandId: scope.brandId, name: data.name, alias: data.alias, email: data.email, userId: data.userId })
      .returning({ id: growthSquad.id, name: growthSquad.name });
    await logScopeActivity(tx, scope, "create_squad_member", `Added "${data.name}" to the growth squad`, { memberId: row!.id, name: data.name });
    return row!;
  });
}

export async function updateSquadMember(scope: BrandScope, memberId: string, data: MemberData): Promise<{ id: string; name: string }> {
  return withScope(scope, async (tx) => {
    const [before] = await tx
      .select({ name: growthSquad.name })
      .from(growthSquad)
      .where(and(eq(growthSquad.id, memberId), eq(growthSquad.brandId, scope.brandId)));
    if (!before) throw new NotFoundError();
    await assertLinkable(tx, scope, data.userId, memberId);
    await tx
      .update(growthSquad)
      .set({ name: data.name, alias: data.alias, email: data.email, userId: data.userId })
      .where(and(eq(growthSquad.id, memberId), eq(growthSquad.brandId, scope.brandId)));
    await logScopeActivity(
      tx,
      scope,
      "update_squad_member",
      before.name === data.name ? `Updated growth squad member "${data.name}"` : `Renamed growth squad member "${before.name}" to "${data.name}"`,
      { memberId, name: data.name, ...(before.name === data.name ? {} : { oldName: before.name }) },
    );
    return { id: memberId, name: data.name };
  });
}

/** Removes a member; their tasks stay and become unassigned (the foreign key sets null). */
export async function deleteSquadMember(scope: BrandScope, memberId: string): Promise<{ name: string; unassigned: number }> {
  return withScope(scope, async (tx) => {
    const [open] = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from foundational_tasks
      where brand_id = ${scope.brandId}::uuid and assigned_to = ${memberId}::uuid and status in ${OPEN}`);
    const [row] = await tx
      .delete(growthSquad)
      .where(and(eq(growthSquad.id, memberId), eq(growthSquad.brandId, scope.brandId)))
      .returning({ name: growthSquad.name });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "delete_squad_member", `Removed "${row.name}" from the growth squad`, { memberId, name: row.name, unassignedOpenTasks: open?.n ?? 0 });
    return { name: row.name, unassigned: open?.n ?? 0 };
  });
}
