/**
 * Read models of /dashboard and /start-here: one transaction per page, counting what other modules
 * store. Tables of modules that do not exist yet are simply not read; their cards say so.
 */
import { and, count, desc, eq, gte, notInArray, sql } from "drizzle-orm";
import {
  activityLogs,
  apiTokens,
  brandData,
  brandRoles,
  brands,
  foundationalTasks,
  growthSprints,
  growthSquad,
  personas,
  personasBriefs,
  profiles,
  sopTasks,
  userBrandAccess,
  webhookSettings,
} from "@/db/schema";
import type { Tx } from "@/db/client";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { roleDisplayName } from "@/modules/roles/matrix";
import { canOpen, type ModuleKey } from "@/lib/navigation/registry";
import { mayView, type ModuleAccess } from "@/lib/permissions";
import { CLOSED_STATUSES, type TaskStatus } from "@/lib/task-status";
import { countSquadMembers } from "@/modules/squad/queries";
import { listSprints } from "@/modules/tasks/queries";
import { today as currentDay } from "@/lib/calendar-day";
import { pickCurrentSprint } from "@/modules/tasks/sprint-rule";
import { getBrand } from "@/modules/brands/queries";
import { moduleAccess, roleNames } from "@/modules/roles/queries";

async function num(q: Promise<{ n: number }[]>): Promise<number> {
  return Number((await q)[0]?.n ?? 0);
}

export type TaskSummary = {
  open: number;
  overdue: number;
  inProgress: number;
  blocked: number;
  doneLast7Days: number;
};

export type TaskRow = {
  id: string;
  title: string;
  status: TaskStatus;
  priority: string;
  dueDate: string | null;
  assignee: string | null;
};

export type SprintSummary = {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  total: number;
  done: number;
  containsToday: boolean;
} | null;

export type ActivityRow = { id: string; actionType: string; userAction: string; createdAt: Date; actor: string | null };
export type TeamMember = { userId: string; name: string | null; email: string; role: string; roleName: string };

export type ModuleFigures = {
  basicsFilled: number;
  basicsTotal: number;
  keywords: number;
  competitors: number;
  prompts: number;
  personas: number;
  briefs: number;
  squad: number;
  sprints: number;
  sopTasks: number;
  webhooks: number;
  apiTokens: number;
  activity30Days: number;
};

/** The module whose view permission each panel needs: the same gate as the module's own page. */
const PANEL_MODULES = {
  tasks: "tasks",
  focusTasks: "tasks",
  sprint: "growth-hacking",
  activity: "activity-log",
  team: "brand-team",
} as const satisfies Record<string, ModuleKey>;

type Panel = keyof typeof PANEL_MODULES;

/** A panel is null when the role may not view its module: it is then neither read nor sent. */
export type Dashboard = {
  tasks: TaskSummary | null;
  focusTasks: TaskRow[] | null;
  /** `current` is null when no sprint is planned. */
  sprint: { current: SprintSummary } | null;
  activity: ActivityRow[] | null;
  team: TeamMember[] | null;
  /** Counts only; each module card is shown only to a role that may open it (ModuleCards). */
  figures: ModuleFigures;
};

async function taskSummary(tx: Tx, scope: BrandScope, today: string): Promise<TaskSummary> {
  const t = foundationalTasks;
  const [row] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${t.status} not in ('done','cancelled'))`,
      overdue: sql<number>`count(*) filter (where ${t.status} not in ('done','cancelled') and ${t.dueDate} < ${today}::date)`,
      inProgress: sql<number>`count(*) filter (where ${t.status} = 'in_progress')`,
      blocked: sql<number>`count(*) filter (where ${t.status} = 'blocked')`,
      doneLast7Days: sql<number>`count(*) filter (where ${t.status} = 'done' and ${t.completedAt} >= now() - interval '7 days')`,
    })
    .from(t)
    .where(eq(t.brandId, scope.brandId));
  return {
    open: Number(row?.open ?? 0),
    overdue: Number(row?.overdue ?? 0),
    inProgress: Number(row?.inProgress ?? 0),
    blocked: Number(row?.blocked ?? 0),
    doneLast7Days: Number(row?.doneLast7Days ?? 0),
  };
}

/** Open tasks that need attention first: overdue, then by due date, then by priority. */
async function focusTasks(tx: Tx, scope: BrandScope): Promise<TaskRow[]> {
  const t = foundationalTasks;
  return tx
    .select({ id: t.id, title: t.title, status: t.status, priority: t.priority, dueDate: t.dueDate, assignee: growthSquad.name })
    .from(t)
    .leftJoin(growthSquad, and(eq(growthSquad.id, t.assignedTo), eq(growthSquad.brandId, t.brandId)))
    .where(and(eq(t.brandId, scope.brandId), notInArray(t.status, [...CLOSED_STATUSES])))
    .orderBy(
      sql`${t.dueDate} asc nulls last`,
      sql`case ${t.priority} when 'High' then 0 when 'Medium' then 1 else 2 end`,
      desc(t.createdAt),
    )
    .limit(6);
}

async function sprintSummary(tx: Tx, scope: BrandScope, today: string): Promise<SprintSummary> {
  const sprint = pickCurrentSprint(await listSprints(scope, tx), today);
  if (!sprint) return null;
  const t = foundationalTasks;
  const [row] = await tx
    .select({ total: count(), done: sql<number>`count(*) filter (where ${t.status} = 'done')` })
    .from(t)
    .where(and(eq(t.brandId, scope.brandId), eq(t.sprintId, sprint.id), sql`${t.status} <> 'cancelled'`));
  return {
    id: sprint.id,
    name: sprint.name,
    startDate: sprint.startDate,
    endDate: sprint.endDate,
    total: Number(row?.total ?? 0),
    done: Number(row?.done ?? 0),
    containsToday: sprint.startDate <= today && today <= sprint.endDate,
  };
}

async function recentActivity(tx: Tx, scope: BrandScope, limit = 8): Promise<ActivityRow[]> {
  const rows = await tx
    .select({
      id: activityLogs.id,
      actionType: activityLogs.actionType,
      userAction: activityLogs.userAction,
      createdAt: activityLogs.createdAt,
      actorName: profiles.fullName,
      actorEmail: profiles.email,
    })
    .from(activityLogs)
    .leftJoin(profiles, eq(profiles.id, activityLogs.userId))
    .where(eq(activityLogs.brandId, scope.brandId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit);
  return rows.map(({ actorName, actorEmail, ...r }) => ({ ...r, actor: actorName?.trim() || actorEmail || null }));
}

async function team(tx: Tx, scope: BrandScope): Promise<TeamMember[]> {
  const rows = await tx
    .select({
      userId: userBrandAccess.userId,
      role: userBrandAccess.role,
      customRoleName: brandRoles.name,
      name: profiles.fullName,
      email: profiles.email,
      ownerId: brands.userId,
    })
    .from(userBrandAccess)
    .innerJoin(profiles, eq(profiles.id, userBrandAccess.userId))
    .innerJoin(brands, eq(brands.id, userBrandAccess.brandId))
    .leftJoin(brandRoles, and(eq(brandRoles.brandId, userBrandAccess.brandId), eq(brandRoles.key, userBrandAccess.role)))
    .where(eq(userBrandAccess.brandId, scope.brandId))
    .orderBy(userBrandAccess.createdAt);
  // The owner is whoever owns the brand row (spec §6), whatever the access row says.
  return rows
    .map((r) => {
      const role = r.userId === r.ownerId ? "owner" : r.role;
      return { userId: r.userId, name: r.name, email: r.email, role, roleName: roleDisplayName(role, r.customRoleName) };
    })
    .sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner"));
}

async function figures(tx: Tx, scope: BrandScope): Promise<ModuleFigures> {
  const b = scope.brandId;
  // All at once, pipelined on the transaction's connection (see getDashboard).
  const [[brand], [data], personaCount, briefCount, squadCount, sopCount, webhookCount, tokenCount, activityCount, sprintCount] = await Promise.all([
    tx
      .select({ website: brands.website, industry: brands.industry, description: brands.description, tone: brands.toneOfVoice, country: brands.country })
      .from(brands)
      .where(eq(brands.id, b)),
    tx
      .select({
        keywords: sql<number>`jsonb_array_length(${brandData.keywords})`,
        competitors: sql<number>`jsonb_array_length(${brandData.competitors})`,
        prompts: sql<number>`jsonb_array_length(${brandData.prompts})`,
      })
      .from(brandData)
      .where(eq(brandData.brandId, b)),
    num(tx.select({ n: count() }).from(personas).where(eq(personas.brandId, b))),
    num(tx.select({ n: count() }).from(personasBriefs).where(eq(personasBriefs.brandId, b))),
    countSquadMembers(tx, scope),
    num(tx.select({ n: count() }).from(sopTasks).where(eq(sopTasks.brandId, b))),
    num(tx.select({ n: count() }).from(webhookSettings).where(and(eq(webhookSettings.brandId, b), eq(webhookSettings.isActive, true)))),
    num(tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.brandId, b))),
    num(tx.select({ n: count() }).from(activityLogs).where(and(eq(activityLogs.brandId, b), gte(activityLogs.createdAt, sql`now() - interval '30 days'`)))),
    num(tx.select({ n: count() }).from(growthSprints).where(eq(growthSprints.brandId, b))),
  ]);
  const basics = brand ? Object.values(brand) : [];
  return {
    basicsFilled: basics.filter((v) => typeof v === "string" && v.trim() !== "").length,
    basicsTotal: 5,
    keywords: Number(data?.keywords ?? 0),
    competitors: Number(data?.competitors ?? 0),
    prompts: Number(data?.prompts ?? 0),
    personas: personaCount,
    briefs: briefCount,
    squad: squadCount,
    sprints: sprintCount,
    sopTasks: sopCount,
    webhooks: webhookCount,
    apiTokens: tokenCount,
    activity30Days: activityCount,
  };
}

export async function getDashboard(scope: BrandScope, access: ModuleAccess, today = currentDay()): Promise<Dashboard> {
  const may = (panel: Panel) => mayView(access, PANEL_MODULES[panel]);
  return withScope(scope, async (tx) => {
    // Issued together: postgres.js pipelines them on the transaction's one connection, so the panels
    // cost two round trips (the sprint's count waits for the sprint) instead of nine one after
    // another — during each of which the embedded database's single backend waited for this
    // request and served no other (`npm run bench`: the dashboard's p50 under load was seconds).
    const [tasks, focus, sprint, activity, members, figs] = await Promise.all([
      may("tasks") ? taskSummary(tx, scope, today) : null,
      may("focusTasks") ? focusTasks(tx, scope) : null,
      may("sprint") ? sprintSummary(tx, scope, today).then((current) => ({ current })) : null,
      may("activity") ? recentActivity(tx, scope) : null,
      may("team") ? team(tx, scope) : null,
      figures(tx, scope),
    ]);
    return { tasks, focusTasks: focus, sprint, activity, team: members, figures: figs };
  });
}

export type DashboardPage = {
  brandName: string | null;
  access: ModuleAccess;
  data: Dashboard;
  today: string;
  /** The viewer's role, named as the brand names it. */
  myRole: string;
};

/** /dashboard: the brand, the viewer's module access and role name, and the panels that access allows. */
export async function getDashboardPage(scope: BrandScope, today = currentDay()): Promise<DashboardPage> {
  const access = await moduleAccess(scope);
  const [brand, data] = await Promise.all([getBrand(scope), getDashboard(scope, access, today)]);
  // The team list carries every member's role name, the viewer's included; a role that may not see
  // the team still reads its own role's name exactly as typed.
  const myRole = data.team?.find((m) => m.userId === scope.userId)?.roleName ?? (await roleNames(scope)).get(scope.role) ?? roleDisplayName(scope.role);
  return { brandName: brand?.name ?? null, access, data, today, myRole };
}

export type ChecklistItem = {
  key: string;
  title: string;
  description: string;
  href: string;
  action: string;
  done: boolean;
  /** Set when the module that records this step is not built yet, so its state cannot be known. */
  unavailable?: string;
  detail?: string;
};

/** Start Here: the checklist's steps whose page the viewer's role may open. */
export async function listOpenOnboardingSteps(scope: BrandScope): Promise<ChecklistItem[]> {
  const [all, access] = await Promise.all([getOnboardingChecklist(scope), moduleAccess(scope)]);
  return all.filter((i) => canOpen(access, i.href));
}

/** The Start Here checklist, computed from the brand's stored state. */
async function getOnboardingChecklist(scope: BrandScope): Promise<ChecklistItem[]> {
  return withScope(scope, async (tx) => {
    const f = await figures(tx, scope);
    const members = await num(tx.select({ n: count() }).from(userBrandAccess).where(eq(userBrandAccess.brandId, scope.brandId)));
    const tasks = await num(tx.select({ n: count() }).from(foundationalTasks).where(eq(foundationalTasks.brandId, scope.brandId)));
    const linkedSquad = await countSquadMembers(tx, scope, { linked: true });
    const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
    return [
      {
        key: "basics",
        title: "Fill in the brand's basic data",
        description: "Website, industry, country, description and tone of voice give every AI feature its context.",
        href: "/brand-setup",
        action: "Open Brand Basic Data",
        done: f.basicsFilled === f.basicsTotal,
        detail: `${f.basicsFilled} of ${f.basicsTotal} filled`,
      },
      {
        key: "questionnaire",
        title: "Answer the onboarding questionnaire",
        description: "Offer, audience, positioning, goals, channels and budget — the brand context later modules put into their prompts.",
        href: "/brand-onboarding-questionnaire",
        action: "Open the questionnaire",
        done: false,
        unavailable: "The questionnaire is not built yet, so its progress cannot be tracked here.",
      },
      {
        key: "keywords",
        title: "Add keywords and competitors",
        description: "The SEO, SAIO and content modules start from the brand's keywords and competitors.",
        href: "/brand-setup",
        action: "Add keywords",
        done: f.keywords > 0 && f.competitors > 0,
        detail: `${plural(f.keywords, "keyword")}, ${plural(f.competitors, "competitor")}`,
      },
      {
        key: "team",
        title: "Invite your team",
        description: "Give colleagues access to this brand with the role that fits them.",
        href: "/brand-team",
        action: "Open Brand Team",
        done: members > 1,
        detail: plural(members, "person", "people") + " with access",
      },
      {
        key: "squad",
        title: "Set up the growth squad",
        description: "Tasks are assigned to squad members; link yourself so Quick Add can assign to you by default.",
        href: "/growth-squad",
        action: "Open Growth Squad",
        done: f.squad > 0 && linkedSquad > 0,
        detail: `${plural(f.squad, "member")}, ${linkedSquad} linked to a user`,
      },
      {
        key: "sprints",
        title: "Generate your first sprints",
        description: "Sprints give tasks a time box; Quick Add attaches new tasks to the current one.",
        href: "/sprints",
        action: "Open Sprints",
        done: f.sprints > 0,
        detail: plural(f.sprints, "sprint"),
      },
      {
        key: "task",
        title: "Create a first task",
        description: "Press Alt+N (or Ctrl/⌘+N) anywhere to add a task for the squad.",
        href: "/tasks",
        action: "Open Tasks",
        done: tasks > 0,
        detail: plural(tasks, "task"),
      },
      {
        key: "webhooks",
        title: "Connect webhooks",
        description: "Active webhooks hand generated content and activity to your automation tools.",
        href: "/settings",
        action: "Open Brand Settings",
        done: f.webhooks > 0,
        detail: plural(f.webhooks, "active webhook"),
      },
      {
        key: "apis",
        title: "Add API keys",
        description: "Provider keys (AI, SEO data, social networks) unlock the modules that call outside services.",
        href: "/settings",
        action: "Open Brand Settings",
        done: f.apiTokens > 0,
        detail: plural(f.apiTokens, "API key"),
      },
      {
        key: "personas",
        title: "Write a personas brief",
        description: "A brief describes the audience the synthetic personas should represent.",
        href: "/personas-brief",
        action: "Open Personas Brief",
        done: f.briefs > 0,
        detail: `${plural(f.briefs, "brief")}, ${plural(f.personas, "persona")}`,
      },
    ];
  });
}
