/**
 * Issue 26: a brand whose owner requires two-factor sign-in does not exist for a session below aal2 —
 * not for actions (explicit or current brand), queries under RLS, route handlers, the cross-brand
 * pages or the brand list — and works as before for an aal2 session. The owner cannot turn it on
 * without being signed in with a second factor themselves.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, authMfaFactors, brands, foundationalTasks } from "@/db/schema";
import type { AuthUser } from "@/lib/auth/types";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { setBrandRequireMfaAction } = await import("@/modules/brand-settings/actions");
/** brandAction takes an explicit brandId next to the input (as forms of another brand do). */
const setRequired = (brandId: string, required: boolean) => setBrandRequireMfaAction({ brandId, required } as { required: boolean });
const { quickAddTaskAction } = await import("@/modules/tasks/actions");
const { getMyTasksAllBrands, getMonitoringAllBrands } = await import("@/modules/tasks/reports");
const { listBrands } = await import("@/modules/brands/queries");
const { MfaRequiredError, getCurrentBrandMfaGate, getCurrentBrandScope, scopeFor, withUserTx, backgroundUser } = await import("@/lib/brand-scope");
const { actingScope } = await import("@/modules/roles/acting");
const tasksExport = await import("@/app/(shell)/tasks/export/route");

const aal2 = (u: AuthUser): AuthUser => ({ ...u, claims: { ...u.claims, aal: "aal2" } });
const exportTasks = () => tasksExport.GET(new Request("http://localhost/tasks/export"));

async function world() {
  const owner = await createUser();
  const member = await createUser();
  const locked = await createBrand(owner, `Locked ${owner.id.slice(0, 6)}`);
  const open = await createBrand(member, `Open ${member.id.slice(0, 6)}`);
  await addMember(locked.id, member, "member");
  const squad = await createSquadMember(locked.id, "Member in locked", member);
  const squadOpen = await createSquadMember(open.id, "Member in open", member);
  await getDb()
    .insert(foundationalTasks)
    .values([
      { brandId: locked.id, title: "Locked secret task", assignedTo: squad.id },
      { brandId: open.id, title: "Open brand task", assignedTo: squadOpen.id },
    ]);
  return { owner, member, locked, open };
}

async function requireMfa(brandId: string, on: boolean) {
  await getDb().update(brands).set({ requireMfa: on }).where(eq(brands.id, brandId));
}

beforeEach(() => actAs(null));

describe("turning the requirement on and off", () => {
  it("is the owner's alone, needs the owner's own aal2 session, and is logged", async () => {
    const { owner, member, locked } = await world();

    actAs(aal2(member));
    expect(await setRequired(locked.id, true)).toMatchObject({ ok: false, error: expect.stringMatching(/can view this but not change it/) });
    const admin = await createUser();
    await addMember(locked.id, admin, "admin");
    actAs(aal2(admin));
    expect(await setRequired(locked.id, true)).toMatchObject({ ok: false, error: expect.stringMatching(/only the brand owner/i) });

    actAs(owner);
    const aal1Owner = await setRequired(locked.id, true);
    expect(aal1Owner).toMatchObject({ ok: false, error: expect.stringMatching(/set up two-factor authentication/i) });
    const [still] = await getDb().select({ on: brands.requireMfa }).from(brands).where(eq(brands.id, locked.id));
    expect(still!.on).toBe(false);

    actAs(aal2(owner));
    expect(await setRequired(locked.id, true)).toEqual({ ok: true, data: { required: true } });
    // The owner's own aal1 session is now refused too (nobody is exempt).
    actAs(owner);
    expect(await setRequired(locked.id, false)).toMatchObject({ ok: false, error: expect.stringMatching(/requires two-factor sign-in/) });
    actAs(aal2(owner));
    expect(await setRequired(locked.id, false)).toEqual({ ok: true, data: { required: false } });

    const log = await getDb()
      .select({ type: activityLogs.actionType, text: activityLogs.userAction, userId: activityLogs.userId })
      .from(activityLogs)
      .where(and(eq(activityLogs.brandId, locked.id), sql`${activityLogs.actionType} like 'require_mfa%'`))
      .orderBy(activityLogs.createdAt);
    expect(log).toEqual([
      { type: "require_mfa_on", text: "Required two-factor sign-in for everyone in the brand", userId: owner.id },
      { type: "require_mfa_off", text: "Stopped requiring two-factor sign-in", userId: owner.id },
    ]);
  });
});

describe("an aal1 session in a brand that requires two-factor sign-in", () => {
  it("is refused by actions, scopes, queries, route handlers, cross-brand pages and the brand list; aal2 is not", async () => {
    const { member, locked, open } = await world();
    await requireMfa(locked.id, true);

    // Actions: an explicit brand, and the current brand, both say why.
    actAs(member);
    const explicit = await quickAddTaskAction({ brandId: locked.id, title: "Sneaky", priority: "Medium" });
    expect(explicit).toMatchObject({ ok: false, error: expect.stringContaining(`${locked.name} requires two-factor sign-in`) });
    await selectBrand(member, locked.id);
    const current = await quickAddTaskAction({ title: "Sneaky", priority: "Medium" });
    expect(current).toMatchObject({ ok: false, error: expect.stringContaining("requires two-factor sign-in") });
    expect(await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.title, "Sneaky"))).toEqual([]);

    // The scope is never minted; the current brand stays selected and is reported as the gate.
    await expect(scopeFor(member, locked.id)).rejects.toBeInstanceOf(MfaRequiredError);
    expect(await getCurrentBrandScope()).toBeNull();
    expect(await getCurrentBrandMfaGate()).toEqual({ brandId: locked.id, brandName: locked.name });

    // Queries under RLS see none of its rows (the wall itself, not only the doors above).
    const rows = await withUserTx(member, (tx) => tx.select({ title: foundationalTasks.title }).from(foundationalTasks).where(eq(foundationalTasks.brandId, locked.id)));
    expect(rows).toEqual([]);

    // A route handler of the current brand: 403 with the reason, no CSV.
    const res = await exportTasks();
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(`${locked.name} requires two-factor sign-in.`);

    // Cross-brand pages and the brand list keep the other brand and drop this one.
    const mine = await getMyTasksAllBrands(member);
    expect(mine.brands.map((b) => b.name)).toEqual([open.name]);
    expect(JSON.stringify(mine)).not.toContain("Locked secret task");
    expect((await getMonitoringAllBrands(member)).brands.map((b) => b.name)).toEqual([open.name]);
    expect((await listBrands(member)).map((b) => b.name)).toEqual([open.name]);

    // The same person signed in with a second factor sees and changes it as before.
    const strong = aal2(member);
    actAs(strong);
    expect(await getCurrentBrandMfaGate()).toBeNull();
    expect((await getCurrentBrandScope())?.brandId).toBe(locked.id);
    expect(await quickAddTaskAction({ brandId: locked.id, title: "With a code", priority: "Medium" })).toMatchObject({ ok: true });
    expect((await exportTasks()).status).toBe(200);
    expect((await getMyTasksAllBrands(strong)).brands.map((b) => b.name).sort()).toEqual([locked.name, open.name].sort());
    expect((await listBrands(strong)).map((b) => b.name).sort()).toEqual([locked.name, open.name].sort());
  });

  it("tells nothing to someone outside the brand", async () => {
    const { locked } = await world();
    await requireMfa(locked.id, true);
    const stranger = await createUser();
    actAs(stranger);
    const r = await quickAddTaskAction({ brandId: locked.id, title: "x", priority: "Medium" });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    await expect(scopeFor(stranger, locked.id)).rejects.not.toBeInstanceOf(MfaRequiredError);
  });

  it("lets background work keep acting as its author only while the author has a verified authenticator app", async () => {
    const { owner, member, locked } = await world();
    await getDb().insert(authMfaFactors).values({ userId: owner.id, factorType: "totp", status: "verified", friendlyName: "Owner's phone" });
    // Work the member started before the owner required two-factor sign-in: it stops acting as them…
    await requireMfa(locked.id, true);
    expect((await backgroundUser(member.id)).claims.aal).toBe("aal1");
    expect((await actingScope(locked.id, member.id, "tasks"))?.userId).toBe(owner.id);
    // …until they set up an app (an unverified one does not count).
    await getDb().insert(authMfaFactors).values({ userId: member.id, factorType: "totp", status: "unverified", friendlyName: "Half set up" });
    expect((await actingScope(locked.id, member.id, "tasks"))?.userId).toBe(owner.id);
    await getDb().insert(authMfaFactors).values({ userId: member.id, factorType: "totp", status: "verified", friendlyName: "Member's phone" });
    expect((await backgroundUser(member.id)).claims.aal).toBe("aal2");
    expect((await actingScope(locked.id, member.id, "tasks"))?.userId).toBe(member.id);
  });
});
