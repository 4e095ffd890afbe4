/**
 * The cross-tenant matrix (issue 5): every server action registered through lib/action, called as
 * {signed out, member of another brand, viewer, member, owner}; see helpers/matrix.ts for what each
 * call asserts. Entries live in tests/integration/matrix/*.matrix.ts, one file per module.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brandData, brands } from "@/db/schema";
import { actionRegistry } from "@/lib/action";
import { PERSONAS, runCell, type MatrixEntry } from "./helpers/matrix";

vi.mock("@/lib/auth/session", async () => import("./helpers/session"));
// Server-side Supabase calls need a request; the matrix is about the database wall, so a stand-in
// answers the auth service's part (user settings) successfully.
vi.mock("@/lib/supabase/server", () => ({
  createClient: async () => ({
    auth: {
      updateUser: async () => ({ data: { user: {} }, error: null }),
      reauthenticate: async () => ({ data: { user: null, session: null }, error: null }),
      refreshSession: async () => ({ data: {}, error: null }),
      signOut: async () => ({ error: null }),
      getUser: async () => ({ data: { user: null } }),
    },
  }),
}));

// Every module's actions register themselves on import; load them all so none can hide.
const actionModules = import.meta.glob(["/modules/**/actions.ts", "/modules/**/*-actions.ts"]);
const entryModules = import.meta.glob<{ default: MatrixEntry[] }>("./matrix/*.matrix.ts", { eager: true });
const entries = Object.values(entryModules).flatMap((m) => m.default);

beforeAll(async () => {
  await Promise.all(Object.values(actionModules).map((load) => load()));
});

describe("tenant matrix coverage", () => {
  it("has an entry for every registered server action", () => {
    const covered = new Set(entries.map((e) => e.action));
    const missing = [...actionRegistry.keys()].filter((name) => !covered.has(name)).sort();
    expect(missing, `actions without a matrix entry (add them to tests/integration/matrix/<module>.matrix.ts)`).toEqual([]);
  });

  it("names only registered actions, each once", () => {
    const names = entries.map((e) => e.action);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(names.filter((n) => !actionRegistry.has(n))).toEqual([]);
  });

  it("never lets a signed-out caller succeed", () => {
    expect(entries.filter((e) => e.allow.includes("signedOut")).map((e) => e.action)).toEqual([]);
  });
});

// The runner itself must catch what it is for: a leak planted on purpose fails the cell.
describe("the matrix runner", () => {
  it("catches an action that reveals another brand's rows", async () => {
    const leaky: MatrixEntry = {
      action: "leakProbe",
      allow: ["outsider"],
      input: (w) => ({ brandId: w.a.id }),
      call: async (input: { brandId: string }) => ({ ok: true, data: await getDb().select({ name: brands.name }).from(brands).where(eq(brands.id, input.brandId)) }),
    };
    await expect(runCell(leaky, "outsider")).rejects.toThrow(/revealed another brand's data/);
  });

  it("catches an action that writes into another brand", async () => {
    const writer: MatrixEntry = {
      action: "writeProbe",
      allow: ["outsider"],
      input: (w) => ({ brandId: w.a.id }),
      call: async (input: { brandId: string }) => {
        await getDb().update(brandData).set({ keywords: ["planted"] }).where(eq(brandData.brandId, input.brandId));
        return { ok: true, data: null };
      },
    };
    await expect(runCell(writer, "outsider")).rejects.toThrow(/wrote into another brand/);
  });

  it("catches a refused call that still changed the brand", async () => {
    const sloppy: MatrixEntry = {
      action: "sloppyProbe",
      allow: [],
      input: (w) => ({ brandId: w.a.id }),
      call: async (input: { brandId: string }) => {
        await getDb().update(brandData).set({ keywords: ["half-done"] }).where(eq(brandData.brandId, input.brandId));
        return { ok: false, error: "Failed" };
      },
    };
    await expect(runCell(sloppy, "viewer")).rejects.toThrow(/was refused but changed brand A/);
  });
});

describe.each(entries.map((e) => [e.action, e] as const))("%s", (_name, entry) => {
  it.each(PERSONAS.map((p) => [p]))("as %s: reads, writes and reveals nothing of another brand", async (persona) => {
    await runCell(entry, persona);
  });
});
