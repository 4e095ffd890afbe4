/**
 * Focus-group projects (/projects): the list, one project, and the choices the project form offers
 * (the brand's members as owners, its open tasks). Helpers of the other focus-group pages read
 * projects only through listProjects / listProjectOptions / getProject.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { fgParticipants, fgProjects, foundationalTasks, profiles, type FgProjectStatus } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { listMembers } from "@/modules/team/queries";

export type FgProject = {
  id: string;
  name: string;
  objective: string;
  hypotheses: string[];
  decision: string;
  status: FgProjectStatus;
  ownerId: string | null;
  ownerName: string | null;
  /** yyyy-MM-dd */
  dueDate: string | null;
  taskId: string | null;
  taskTitle: string | null;
  /** Personas recruited and not dropped. */
  participants: number;
  createdAt: string;
  updatedAt: string;
};

export type FgProjectOption = { id: string; name: string; status: FgProjectStatus };

const recruitedCount = sql<number>`(select count(*)::int from ${fgParticipants} where ${fgParticipants.projectId} = ${fgProjects.id} and ${fgParticipants.status} = 'recruited')`;

// created_at with all six fractional digits (a Date keeps three): the API's page cursor.
const createdKey = sql<string>`to_char(${fgProjects.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function select(scope: BrandScope, where: ReturnType<typeof and>, limit?: number) {
  return withScope(scope, (tx) => {
    const q = tx
      .select({
        id: fgProjects.id,
        name: fgProjects.name,
        objective: fgProjects.objective,
        hypotheses: fgProjects.hypotheses,
        decision: fgProjects.decision,
        status: fgProjects.status,
        ownerId: fgProjects.ownerId,
        ownerName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email})`,
        dueDate: fgProjects.dueDate,
        taskId: fgProjects.taskId,
        taskTitle: foundationalTasks.title,
        participants: recruitedCount,
        createdAt: fgProjects.createdAt,
        updatedAt: fgProjects.updatedAt,
        createdKey,
      })
      .from(fgProjects)
      .leftJoin(profiles, eq(profiles.id, fgProjects.ownerId))
      .leftJoin(foundationalTasks, and(eq(foundationalTasks.id, fgProjects.taskId), eq(foundationalTasks.brandId, fgProjects.brandId)))
      .where(where)
      .orderBy(desc(fgProjects.createdAt), desc(fgProjects.id))
      .$dynamic();
    return limit === undefined ? q : q.limit(limit);
  }).then((rows) =>
    rows.map(({ createdKey: key, ...r }): FgProject & { key: string } => ({ ...r, participants: Number(r.participants), createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(), key })),
  );
}

function withoutKey({ key: _key, ...project }: FgProject & { key: string }): FgProject {
  return project;
}

/** The brand's projects, newest first, optionally of some statuses. */
export async function listProjects(scope: BrandScope, filter: { statuses?: FgProjectStatus[] } = {}): Promise<FgProject[]> {
  const conds = [eq(fgProjects.brandId, scope.brandId)];
  if (filter.statuses?.length) conds.push(inArray(fgProjects.status, filter.statuses));
  return (await select(scope, and(...conds))).map(withoutKey);
}

/**
 * A page of the brand's projects for the public REST API, newest first (keyset on created_at, id);
 * one row more than `limit` tells there is a next page.
 */
export async function listProjectsPage(
  scope: BrandScope,
  filter: { statuses?: FgProjectStatus[] },
  page: { limit: number; after: { value: string; id: string } | null },
): Promise<{ rows: FgProject[]; keys: { value: string; id: string }[] }> {
  const conds = [eq(fgProjects.brandId, scope.brandId)];
  if (filter.statuses?.length) conds.push(inArray(fgProjects.status, filter.statuses));
  if (page.after) conds.push(sql`(${fgProjects.createdAt}, ${fgProjects.id}) < (${page.after.value}::timestamptz, ${page.after.id}::uuid)`);
  const rows = await select(scope, and(...conds), page.limit + 1);
  return { rows: rows.map(withoutKey), keys: rows.map((r) => ({ value: r.key, id: r.id })) };
}

/** One project of the brand; null when it does not exist or belongs to another brand. */
export async function getProject(scope: BrandScope, id: string): Promise<FgProject | null> {
  const [row] = await select(scope, and(eq(fgProjects.brandId, scope.brandId), eq(fgProjects.id, id)));
  return row ? withoutKey(row) : null;
}

/** Projects for a picker (recruiting, stimuli, guides, sessions): newest first. */
export async function listProjectOptions(scope: BrandScope): Promise<FgProjectOption[]> {
  return withScope(scope, (tx) =>
    tx.select({ id: fgProjects.id, name: fgProjects.name, status: fgProjects.status }).from(fgProjects).where(eq(fgProjects.brandId, scope.brandId)).orderBy(desc(fgProjects.createdAt)),
  );
}

export type ProjectFormOptions = { members: { id: string; name: string }[]; tasks: { id: string; title: string }[] };

/** Owners are the brand's members; tasks are its open ones (plus any a project already points to). */
export async function projectFormOptions(scope: BrandScope): Promise<ProjectFormOptions> {
  const members = await listMembers(scope);
  const tasks = await withScope(scope, (tx) =>
    tx
      .select({ id: foundationalTasks.id, title: foundationalTasks.title })
      .from(foundationalTasks)
      .where(
        and(
          eq(foundationalTasks.brandId, scope.brandId),
          sql`(${notInArray(foundationalTasks.status, ["done", "cancelled"])} or ${foundationalTasks.id} in (select ${fgProjects.taskId} from ${fgProjects} where ${fgProjects.brandId} = ${scope.brandId}))`,
        ),
      )
      .orderBy(asc(foundationalTasks.title))
      .limit(500),
  );
  return { members: members.map((m) => ({ id: m.userId, name: m.fullName || m.email })), tasks };
}
