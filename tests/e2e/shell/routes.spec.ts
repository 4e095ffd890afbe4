import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "../test";
import { ROUTES, SHELL_ROUTES, fillPath, pageTitle, resolvePath } from "../../../lib/navigation/registry";
import { db } from "../helpers";
import { signInToShell, userWithBrand } from "./fixtures";

/** Every spelling of every signed-in route, dynamic ones filled with real ids where a table exists. */
async function allPaths(brandId: string, taskId: string, personaId: string): Promise<string[]> {
  const ids: Record<string, string> = {
    brandId,
    taskId,
    id: personaId,
    type: "industry",
    templateType: "industry",
    templateId: randomUUID(),
    transcriptId: randomUUID(),
    areaId: randomUUID(),
    taskGroupId: randomUUID(),
  };
  const fill = (pattern: string) => fillPath(pattern, [...pattern.matchAll(/\[(\w+)\]/g)].map((m) => ids[m[1]!]!));
  return SHELL_ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]).map(fill);
}

const SHELL_MARKER = 'data-slot="sidebar-wrapper"';
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** HTML each page's own content must show (the shell alone is not enough). */
function expectedHtml(path: string, brandName: string): string {
  const route = resolvePath(path)!.route;
  if (route.path === "/dashboard") return escapeHtml(brandName);
  if (route.path === "/not-found") return escapeHtml("Oops! Page not found");
  // A built module's page carries its registry title.
  return `<title>${escapeHtml(`${pageTitle(route)} · Growth OS`)}</title>`;
}

async function expectInShell(request: APIRequestContext, path: string, brandName: string) {
  const res = await request.get(path);
  const html = await res.text();
  const { route } = resolvePath(path)!;
  // A built page whose id names no row of this brand (a made-up SOP area, template or transcript)
  // answers "not found" like any other missing record — never an error.
  if (route.built && route.path.includes("[") && res.status() === 404) {
    expect(html, path).toContain("Oops! Page not found");
    return;
  }
  expect(res.status(), path).toBe(200);
  expect(html, `${path} renders inside the shell`).toContain(SHELL_MARKER);
  expect(html, `${path} renders its own content`).toContain(expectedHtml(path, brandName));
  // Aliases land on the canonical path; everything else stays where it was asked for.
  expect(new URL(res.url()).pathname, path).toBe(resolvePath(path)!.canonical);
}

test.describe("every registry route", () => {
  test("answers inside the shell when signed in, with its title", async ({ page }) => {
    test.setTimeout(240_000);
    const { user, brand, memberId } = await userWithBrand("Routes Brand");
    const [task] = await db()`insert into foundational_tasks (brand_id, user_id, title, assigned_to) values (${brand.id}, ${user.id}, 'Route task', ${memberId}) returning id`;
    const [persona] = await db()`insert into personas (brand_id, name) values (${brand.id}, 'Route Persona') returning id`;
    await signInToShell(page, user);

    const paths = await allPaths(brand.id, task!.id as string, persona!.id as string);
    // The spec's 132 spellings minus the 3 public ones.
    expect(paths.length).toBe(129);
    for (const path of paths) await expectInShell(page.request, path, brand.name);

    // Every module is built: no route is left to the "not built yet" page.
    expect(SHELL_ROUTES.filter((r) => !r.built).map((r) => r.path)).toEqual([]);
    await page.goto("/activity-log");
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page).toHaveTitle("Activity Log · Growth OS");
  });

  test("an unknown path is a 404, not a shell page", async ({ page }) => {
    const { user } = await userWithBrand();
    await signInToShell(page, user);
    const res = await page.goto("/no-such-page-anywhere");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });

  test("sends a signed-out visitor to /auth from every path", async ({ request }) => {
    test.setTimeout(180_000);
    const paths = await allPaths(randomUUID(), randomUUID(), randomUUID());
    for (const path of paths) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect([302, 303, 307, 308], path).toContain(res.status());
      const location = new URL(res.headers()["location"]!, "http://x");
      expect(location.pathname, path).toBe("/auth");
    }
    // Public routes stay public.
    for (const r of ROUTES.filter((x) => x.public && x.path !== "/")) {
      const res = await request.get(r.path, { maxRedirects: 0 });
      expect(res.status(), r.path).toBe(200);
    }
  });
});
