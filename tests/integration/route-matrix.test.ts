/**
 * The cross-tenant matrix for route handlers (issue 17), the twin of tenant-matrix.test.ts: every
 * handler registered through lib/brand-route is requested as {signed out, member of another brand,
 * viewer, member, owner} of brand A, with rows planted in both brands. Per request: nothing of a brand
 * the caller does not belong to is in the body, and a refusal is a bare 404 (or 401 for a signed-out
 * download), never a hint that the thing exists.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { apiCalls, contentPosts, foundationalTasks, seoCrawlIssues, seoCrawls, seoKeywords, seoLinkGaps } from "@/db/schema";
import { routeRegistry, withBrandRoute } from "@/lib/brand-route";
import { PERSONAS, createWorld, type MatrixWorld, type Persona } from "./helpers/matrix";
import { actAs } from "./helpers/session";
import { plantFile } from "./helpers/storage";

vi.mock("@/lib/auth/session", async () => import("./helpers/session"));

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Route files that hold no brand data, and why: everything else must go through withBrandRoute. */
const NOT_BRAND_DATA: Record<string, string> = {
  "/api/health": "liveness, no data",
  "/api/supabase/auth/v1/[...path]": "the auth endpoint: accounts, not brands",
  "/auth/confirm": "email link landing: sessions, not brands",
  "/api/files/[fileId]": "a signed file link: the HMAC over file, brand and expiry is the permission, no session (tested in storage/database-driver)",
  "/api/avatars/[userId]": "a person's avatar (lib/storage user file): row-level security shows it to people who share a brand (tested in storage/user-files and activity/route-handlers)",
  "/api/content/agent/[generationId]": "the external agent's answer, no session: the Standard Webhooks signature with the brand's secret is the permission (tested in content/drafts and content-drafts.matrix)",
  "/api/social/linkedin/ideas/[generationId]": "the external agent's LinkedIn ideas, no session: the Standard Webhooks signature with the brand's secret is the permission (tested in social/linkedin-writer and social-linkedin.matrix)",
  "/api/v1/[...path]": "the public REST API, no session: the brand API key is the permission, acting as its creator through the same BrandScope; every endpoint is crossed brand A × brand B in tests/integration/api/api-matrix.test.ts",
  "/api/content-calendar/[token]": "a brand's secret ICS feed: the hashed, revocable token is the permission, no session (tested in content/calendar)",
};

type RouteEntry = {
  path: string;
  /** Request URL and params for a call aimed at brand A. */
  request: (w: MatrixWorld) => { url: string; params: Record<string, string> };
  /** Plants a row in both brands whose text is the brand's name (a marker the runner looks for). */
  plant: (w: MatrixWorld) => Promise<void>;
  /** Personas whose request succeeds (200); the outsider succeeding means it answered for its own brand B. */
  allow: readonly Persona[];
};

const both = (w: MatrixWorld) => [w.a, w.b];
/** The file planted in each brand, by brand id (the request needs brand A's file id). */
const plantedFiles = new Map<string, string>();

const ENTRIES: RouteEntry[] = [
  {
    path: "/cm-posts-selected/export",
    request: () => ({ url: "http://x.test/cm-posts-selected/export", params: {} }),
    plant: async (w) => {
      await getDb()
        .insert(contentPosts)
        .values(both(w).map((b) => ({ brandId: b.id, kind: "article" as const, title: b.name, method: "manual", status: "scheduled" as const, scheduledAt: new Date() })));
    },
    allow: ["outsider", "viewer", "member", "owner"],
  },
  {
    path: "/activity/export",
    request: () => ({ url: "http://x.test/activity/export", params: {} }),
    plant: async () => {}, // createWorld seeds an activity row per brand
    allow: ["outsider", "viewer", "member", "owner"],
  },
  {
    path: "/api-calls-audit/export",
    request: () => ({ url: "http://x.test/api-calls-audit/export", params: {} }),
    plant: async (w) => {
      await getDb()
        .insert(apiCalls)
        .values(both(w).map((b) => ({ brandId: b.id, provider: "webhook", purpose: "webhook.test", method: "POST", host: "hooks.example", path: `/${b.name}`, status: 200, ok: true, latencyMs: 5 })));
    },
    allow: ["outsider", "viewer", "member", "owner"],
  },
  {
    path: "/competitors-backlinks/export",
    request: () => ({ url: "http://x.test/competitors-backlinks/export", params: {} }),
    plant: async (w) => {
      const now = new Date();
      await getDb()
        .insert(seoLinkGaps)
        .values(both(w).map((b) => ({ brandId: b.id, source: "computed", day: now.toISOString().slice(0, 10), fetchedAt: now, gap: { competitors: ["rival.example"], excluded: ["brand.example"], rows: [{ domain: b.name, rank: 1, linksTo: ["rival.example"], backlinks: 1 }] } })));
    },
    allow: ["outsider", "viewer", "member", "owner"],
  },
  {
    path: "/keyword-research/export",
    request: () => ({ url: "http://x.test/keyword-research/export?sort=keyword", params: {} }),
    plant: async (w) => {
      await getDb()
        .insert(seoKeywords)
        .values(both(w).map((b) => ({ brandId: b.id, keyword: b.name, keywordKey: b.name.toLowerCase(), source: "manual" })));
    },
    allow: ["outsider", "viewer", "member", "owner"],
  },
  {
    path: "/tasks-journal/export",
    request: () => ({ url: "http://x.test/tasks-journal/export", params: {} }),
    plant: async (w) => {
      const now = new Date();
      await getDb()
        .insert(foundationalTasks)
        .values(both(w).map((b) => ({ brandId: b.id, title: `Done in ${b.name}`, status: "done" as const, startedAt: now, completedAt: now })));
    },
    allow: ["outsider", "viewer", "member", "owner"],
  },
  {
    path: "/tasks/export",
    request: () => ({ url: "http://x.test/tasks/export?sort=title", params: {} }),
    plant: async (w) => {
      await getDb()
        .insert(foundationalTasks)
        .values(both(w).map((b) => ({ brandId: b.id, title: `Open in ${b.name}` })));
    },
    allow: ["outsider", "viewer", "member", "owner"],
  },
  {
    path: "/api/brands/[brandId]/logo",
    request: (w) => ({ url: `http://x.test/api/brands/${w.a.id}/logo`, params: { brandId: w.a.id } }),
    plant: async (w) => {
      for (const b of both(w)) {
        await plantFile(b.id, { kind: "logo", name: "logo.svg", contentType: "image/svg+xml", bytes: `<svg xmlns="http://www.w3.org/2000/svg"><title>${b.name}</title></svg>` });
      }
    },
    allow: ["viewer", "member", "owner"],
  },
  {
    path: "/api/brands/[brandId]/files/[fileId]",
    // Brand A's file asked for through brand A's path: members see it, nobody else learns it exists.
    request: (w) => ({ url: `http://x.test/api/brands/${w.a.id}/files/${plantedFiles.get(w.a.id)}`, params: { brandId: w.a.id, fileId: plantedFiles.get(w.a.id)! } }),
    plant: async (w) => {
      for (const b of both(w)) plantedFiles.set(b.id, await plantFile(b.id, { kind: "training", name: `${b.name}.txt`, contentType: "text/plain", bytes: `Notes of ${b.name}` }));
    },
    allow: ["viewer", "member", "owner"],
  },
  {
    path: "/onpage-seo-audit/export",
    request: () => ({ url: "http://x.test/onpage-seo-audit/export", params: {} }),
    plant: async (w) => {
      for (const b of both(w)) {
        const [c] = await getDb().insert(seoCrawls).values({ brandId: b.id, startUrl: "https://matrix.example/", status: "succeeded", finishedAt: new Date() }).returning({ id: seoCrawls.id });
        await getDb().insert(seoCrawlIssues).values({ crawlId: c!.id, brandId: b.id, pageUrl: "https://matrix.example/", checkKey: "title-too-short", severity: "notice", evidence: `<title>${b.name}</title>` });
      }
    },
    allow: ["outsider", "viewer", "member", "owner"],
  },
];

async function request(entry: RouteEntry, handler: Handler, persona: Persona): Promise<{ status: number; body: string }> {
  const world = await createWorld();
  await entry.plant(world);
  const { url, params } = entry.request(world);
  actAs(persona === "signedOut" ? null : world.users[persona]);
  let res: Response;
  try {
    res = await handler(new Request(url), { params: Promise.resolve(params) });
  } finally {
    actAs(null);
  }
  const body = await res.text();
  const label = `${entry.path} as ${persona}`;
  const insider = persona === "viewer" || persona === "member" || persona === "owner";
  const foreign = insider ? world.b : world.a;
  expect(foreign.markers.find((m) => m && body.includes(m)) ?? null, `${label} revealed another brand's data`).toBeNull();
  if (persona === "signedOut") expect(world.b.markers.find((m) => m && body.includes(m)) ?? null, `${label} revealed data signed out`).toBeNull();
  const expected = entry.allow.includes(persona);
  if (expected) expect(res.status, `${label}: ${body.slice(0, 200)}`).toBe(200);
  else expect([401, 404], `${label} answered ${res.status}: ${body.slice(0, 200)}`).toContain(res.status);
  if (!expected && persona !== "signedOut") expect(res.status, `${label} told a caller without access more than "not found"`).toBe(404);
  return { status: res.status, body };
}

// Every route file, imported so each registers itself; the path is the URL pattern (route groups dropped).
const routeFiles = import.meta.glob<{ GET?: Handler; POST?: Handler }>("/app/**/route.ts");
const pathOf = (file: string) => file.replace(/^\/app/, "").replace(/\/\([^)]+\)/g, "").replace(/\/route\.ts$/, "") || "/";
const handlers = new Map<string, Handler>();

beforeAll(async () => {
  for (const [file, load] of Object.entries(routeFiles)) {
    const mod = await load();
    if (mod.GET) handlers.set(pathOf(file), mod.GET);
  }
});

describe("route matrix coverage", () => {
  it("every route file either goes through withBrandRoute or is listed as holding no brand data", () => {
    const paths = Object.keys(routeFiles).map(pathOf);
    const unaccounted = paths.filter((p) => !routeRegistry.has(p) && !(p in NOT_BRAND_DATA));
    expect(unaccounted, "route handlers outside withBrandRoute (wrap them, or list them with a reason)").toEqual([]);
    expect(Object.keys(NOT_BRAND_DATA).filter((p) => !paths.includes(p)), "stale NOT_BRAND_DATA entries").toEqual([]);
  });

  it("has an entry for every wrapped handler, each once", () => {
    expect([...routeRegistry.keys()].filter((p) => !p.startsWith("/probe")).sort()).toEqual(ENTRIES.map((e) => e.path).sort());
  });
});

describe("the route matrix runner", () => {
  it("catches a handler that serves another brand's rows", async () => {
    // Looks the brand up by the id in the URL without asking whether the caller may see it.
    const leaky: Handler = async (req) => {
      const id = new URL(req.url).searchParams.get("brand")!;
      const [row] = await getDb().query.brands.findMany({ where: (b, { eq }) => eq(b.id, id), columns: { name: true } });
      return new Response(row?.name ?? "");
    };
    const entry: RouteEntry = { path: "/probe/leak", request: (w) => ({ url: `http://x.test/?brand=${w.a.id}`, params: {} }), plant: async () => {}, allow: ["outsider"] };
    await expect(request(entry, leaky, "outsider")).rejects.toThrow(/revealed another brand's data/);
  });

  it("a wrapped handler answers an outsider with a bare 404", async () => {
    const wrapped = withBrandRoute("/probe/[brandId]", { brand: { param: "brandId" } }, async (_req, scope) => new Response(scope.brandId));
    const entry: RouteEntry = { path: "/probe/[brandId]", request: (w) => ({ url: "http://x.test/", params: { brandId: w.a.id } }), plant: async () => {}, allow: ["viewer", "member", "owner"] };
    expect((await request(entry, wrapped as Handler, "outsider")).status).toBe(404);
    expect((await request(entry, wrapped as Handler, "viewer")).status).toBe(200);
  });
});

describe.each(ENTRIES.map((e) => [e.path, e] as const))("%s", (_path, entry) => {
  it.each(PERSONAS.map((p) => [p]))("as %s: serves and reveals nothing of another brand", async (persona) => {
    const handler = handlers.get(entry.path);
    expect(handler, `no GET handler for ${entry.path}`).toBeDefined();
    await request(entry, handler!, persona);
  });
});
