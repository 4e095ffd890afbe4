/**
 * Custom roles resolve inside the brand scope itself, not through a hook some other import has to
 * register first: an action loaded in a module graph where nothing imported modules/roles still
 * sees the role's real access (issue #17 §1). Each test starts from a fresh module graph.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { brandRoles } from "@/db/schema";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));
// Proof that the premise holds: loading any of these here fails the test.
for (const part of ["actions", "acting", "guard", "matrix", "queries"]) {
  vi.doMock(`@/modules/roles/${part}`, () => {
    throw new Error(`modules/roles/${part} was loaded; this test needs a graph without it.`);
  });
}

beforeEach(() => {
  vi.resetModules();
});

/** The session stand-in the freshly loaded action sees (the mock's own instance, not this file's import). */
async function session(): Promise<typeof import("../helpers/session")> {
  return (await import("@/lib/auth/session")) as unknown as typeof import("../helpers/session");
}

async function brandWithCustomRole(permissions: (typeof brandRoles.$inferInsert)["permissions"]) {
  const owner = await createUser();
  const brand = await createBrand(owner);
  const key = `tasks-only-${brand.id.slice(0, 8)}`;
  await getDb().insert(brandRoles).values({ brandId: brand.id, key, name: `Tasks only ${brand.id.slice(0, 8)}`, permissions });
  const person = await createUser();
  await addMember(brand.id, person, key, owner);
  await selectBrand(person, brand.id);
  const squad = await createSquadMember(brand.id, "Someone", person);
  return { owner, brand, person, key, squad };
}

describe("custom role resolution in a fresh module graph", () => {
  it("gives a custom role with edit its real access to a brand action", async () => {
    const { person, brand, squad } = await brandWithCustomRole({ tasks: "edit" });
    // Only the action (and the session stand-in) is loaded: nothing here imports modules/roles.
    const { actAs } = await session();
    const tasks = await import("@/modules/tasks/actions");
    actAs(person);
    const listed = await tasks.listGrowthSquadAction({});
    expect(listed).toMatchObject({ ok: true });
    const created = await tasks.quickAddTaskAction({ title: "Written by a custom role", assignedTo: squad.id, brandId: brand.id });
    expect(created).toMatchObject({ ok: true, data: { title: "Written by a custom role" } });
  });

  it("keeps a view-only custom role from changing anything, and hides modules it has none of", async () => {
    const { person, squad } = await brandWithCustomRole({ tasks: "view" });
    const { actAs } = await session();
    const tasks = await import("@/modules/tasks/actions");
    const { accessTo, getCurrentBrandScope } = await import("@/lib/brand-scope");
    actAs(person);
    expect(await tasks.listGrowthSquadAction({})).toMatchObject({ ok: true });
    expect(await tasks.quickAddTaskAction({ title: "Not allowed", assignedTo: squad.id })).toMatchObject({
      ok: false,
      error: expect.stringContaining("not change it"),
    });
    const scope = (await getCurrentBrandScope())!;
    expect(await accessTo(scope, "tasks")).toBe("view");
    expect(await accessTo(scope, "seo")).toBe("none");
    expect(await accessTo(scope, "dashboard")).toBe("view");
  });
});
