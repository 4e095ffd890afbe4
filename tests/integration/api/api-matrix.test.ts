/**
 * The cross-tenant matrix of the public API: every endpoint in lib/api's registry, called with the key
 * of each persona, aimed at brand A. Per call: nothing of a brand the key does not belong to is in the
 * answer, nothing of it changed; brand B's key gets 404 for A's objects (never 403: no existence leak);
 * a key acts with its creator's role (viewer: reads only) and only within its scopes.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { apiRegistry, type Endpoint } from "@/lib/api/endpoint";
import { hashApiToken, newApiToken } from "@/lib/api/keys";
import type { AuthUser } from "@/lib/auth/types";
import { builtInAccess, atLeast } from "@/lib/permissions";
import "@/modules/public-api/endpoints";
import "@/modules/webhooks/jobs";
import { brandSnapshots, createWorld, type MatrixWorld } from "../helpers/matrix";
import { api } from "./helpers";
import { API_MATRIX, type ApiMatrixEntry } from "./matrix";

const KEY_PERSONAS = ["outsider", "viewer", "member", "owner", "unscoped"] as const;
type KeyPersona = (typeof KEY_PERSONAS)[number];

const idOf = (e: Endpoint) => `${e.method} ${e.path}`;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A key with every scope of every API module: only the creator's role limits it. */
async function keyOf(brandId: string, user: AuthUser, scopes: string[]): Promise<string> {
  const { prefix, token } = newApiToken();
  // last_used_at now: the call does not touch the key row, so the snapshot of its brand only shows what the endpoint did.
  await getDb().insert(apiKeys).values({ brandId, name: "Matrix key", prefix, secretHash: hashApiToken(token), scopes, createdBy: user.id, lastUsedAt: new Date() });
  return token;
}

const allScopes = () => [...new Set([...apiRegistry.values()].map((e) => `${e.module}:write`))];

async function runCell(entry: ApiMatrixEntry, persona: KeyPersona) {
  const endpoint = [...apiRegistry.values()].find((e) => idOf(e) === entry.endpoint)!;
  const w: MatrixWorld = await createWorld();
  const req = await entry.request(w);
  const token =
    persona === "outsider"
      ? await keyOf(w.b.id, w.outsider, allScopes())
      : persona === "unscoped"
        ? await keyOf(w.a.id, w.users.owner, ["templates:read"])
        : await keyOf(w.a.id, w.users[persona], allScopes());
  const [beforeA, beforeB] = await brandSnapshots(w.a.id, w.b.id);
  const r = await api(endpoint.method as "GET", req.path, { token, body: req.body });
  const [afterA, afterB] = await brandSnapshots(w.a.id, w.b.id);
  const label = `${entry.endpoint} with ${persona}'s key (${r.status} ${r.text.slice(0, 200)})`;
  const insider = persona !== "outsider";
  const foreign = insider ? w.b : w.a;
  expect(foreign.markers.find((m) => m && r.text.includes(m)) ?? null, `${label} revealed another brand's data`).toBeNull();
  expect(insider ? afterB : afterA, `${label} wrote into another brand`).toBe(insider ? beforeB : beforeA);
  expect(r.status, `${label}: a 500`).not.toBe(500);

  let expected: number;
  if (persona === "unscoped") expected = 403;
  else if (persona === "outsider") expected = UUID.test(req.path) || (req.body !== undefined && UUID.test(JSON.stringify(req.body))) ? 404 : endpoint.status;
  else {
    const role = persona === "owner" ? "owner" : persona;
    expected = atLeast(builtInAccess(role, endpoint.module) ?? "none", endpoint.access === "write" ? "edit" : "view") ? endpoint.status : 403;
  }
  expect(r.status, label).toBe(expected);
  if (r.status >= 400) {
    expect(r.headers.get("content-type"), label).toBe("application/problem+json");
    if (insider) expect(afterA, `${label} was refused but changed brand A`).toBe(beforeA);
  }
}

describe("API matrix coverage", () => {
  it("has an entry for every registered endpoint, each once", () => {
    const registered = [...apiRegistry.values()].map(idOf).sort();
    const covered = API_MATRIX.map((e) => e.endpoint);
    expect(covered.filter((c, i) => covered.indexOf(c) !== i), "duplicate entries").toEqual([]);
    expect(registered.filter((r) => !covered.includes(r)), "endpoints without an entry in tests/integration/api/matrix.ts").toEqual([]);
    expect(covered.filter((c) => !registered.includes(c)), "entries for endpoints that do not exist").toEqual([]);
  });
});

describe("the API matrix runner", () => {
  it("catches an endpoint that answers brand B's key with brand A's rows", async () => {
    const { defineEndpoint } = await import("@/lib/api/endpoint");
    const { z } = await import("zod");
    const { asSystem } = await import("@/lib/system");
    const { brands } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    defineEndpoint({
      method: "GET",
      path: "/probe/leak/{brand_id}",
      module: "tasks",
      access: "read",
      operationId: "probeLeak",
      tag: "Probe",
      summary: "probe",
      params: z.object({ brand_id: z.uuid() }),
      response: z.object({ name: z.string() }),
      // Reads the brand named in the URL, whoever asks.
      handler: async ({ params }) => ({ name: (await asSystem("probe", (db) => db.select({ name: brands.name }).from(brands).where(eq(brands.id, params.brand_id))))[0]?.name ?? "" }),
    });
    try {
      await expect(runCell({ endpoint: "GET /probe/leak/{brand_id}", request: (w) => ({ path: `/probe/leak/${w.a.id}` }) }, "outsider")).rejects.toThrow(/revealed another brand's data/);
    } finally {
      apiRegistry.delete("GET /probe/leak/{brand_id}");
    }
  });
});

describe.each(API_MATRIX.map((e) => [e.endpoint, e] as const))("%s", (_id, entry) => {
  it.each(KEY_PERSONAS.map((p) => [p]))("with %s's key: right status, nothing of another brand", async (persona) => {
    await runCell(entry, persona);
  });
});
