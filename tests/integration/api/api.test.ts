/**
 * The public REST API frame through its route handler: key lifecycle, scopes capped by the creator's
 * role, brand isolation, idempotency, pagination, rate limits, problem details, the OpenAPI document.
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { Validator } from "@seriousme/openapi-schema-validator";
import { getDb } from "@/db/client";
import { apiKeys, foundationalTasks, userBrandAccess } from "@/db/schema";
import { setProcessEnv } from "@/lib/env";
import { scopeFor } from "@/lib/brand-scope";
import { listApiKeys, revokeApiKey, createApiKey } from "@/modules/public-api/keys";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";
import { api, keyFor } from "./helpers";
import "@/modules/webhooks/jobs";

async function brandWithOwner(name = "API brand") {
  const owner = await createUser();
  const brand = await createBrand(owner, `${name} ${Math.random().toString(36).slice(2, 8)}`);
  return { owner, brand };
}

const problem = (r: { status: number; headers: Headers; body: Record<string, unknown> }, status: number, type: string) => {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.headers.get("content-type")).toBe("application/problem+json");
  expect(r.body).toMatchObject({ status, type: `/api/v1/docs#problem-${type}` });
  expect(typeof r.body.detail).toBe("string");
};

describe("key lifecycle", () => {
  it("a new key works, shows in the list masked, and stops at once when revoked", async () => {
    const { owner, brand } = await brandWithOwner();
    const { id, token } = await keyFor(owner, brand.id, ["tasks:write"]);
    expect(token).toMatch(/^gos_live_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.secretHash).not.toContain(token.split("_").at(-1)!);
    expect(JSON.stringify(row)).not.toContain(token);

    const ok = await api("GET", "/tasks", { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ object: "list", data: [], has_more: false, next_cursor: null });
    expect(ok.headers.get("ratelimit-limit")).toBe("120");

    const scope = await scopeFor(owner, brand.id);
    const [listed] = await listApiKeys(scope);
    expect(listed).toMatchObject({ id, status: "active", scopes: ["tasks:write"] });
    expect(listed!.masked).toBe(`${token.slice(0, 21)}_…`);
    expect(listed!.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(await listApiKeys(scope))).not.toContain(token);

    await revokeApiKey(scope, id);
    const refused = await api("GET", "/tasks", { token });
    problem(refused, 401, "unauthenticated");
    expect(refused.body.detail).toMatch(/revoked/);
    expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await listApiKeys(scope))[0]!.status).toBe("revoked");
  });

  it("refuses a missing, malformed or unknown key, and an expired one", async () => {
    const { owner, brand } = await brandWithOwner();
    problem(await api("GET", "/tasks"), 401, "unauthenticated");
    problem(await api("GET", "/tasks", { token: "not-a-key" }), 401, "unauthenticated");
    const { id, token } = await keyFor(owner, brand.id, ["tasks:read"], "30d");
    // Same prefix, another secret: the hash decides.
    problem(await api("GET", "/tasks", { token: token.slice(0, -4) + "AAAA" }), 401, "unauthenticated");
    await getDb().update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, id));
    const expired = await api("GET", "/tasks", { token });
    problem(expired, 401, "unauthenticated");
    expect(expired.body.detail).toMatch(/expired/);
    expect((await listApiKeys(await scopeFor(owner, brand.id)))[0]!.status).toBe("expired");
  });

  it("acts with the creator's current role: demoted creator reads but cannot write, removed creator's key stops", async () => {
    const { owner, brand } = await brandWithOwner();
    const admin = await createUser();
    await addMember(brand.id, admin, "admin", owner);
    const { token } = await keyFor(admin, brand.id, ["tasks:write"]);
    expect((await api("POST", "/tasks", { token, body: { title: "As admin" } })).status).toBe(201);

    await getDb().update(userBrandAccess).set({ role: "viewer" }).where(and(eq(userBrandAccess.brandId, brand.id), eq(userBrandAccess.userId, admin.id)));
    expect((await api("GET", "/tasks", { token })).status).toBe(200);
    problem(await api("POST", "/tasks", { token, body: { title: "As viewer" } }), 403, "forbidden");

    await getDb().delete(userBrandAccess).where(and(eq(userBrandAccess.brandId, brand.id), eq(userBrandAccess.userId, admin.id)));
    const gone = await api("GET", "/tasks", { token });
    problem(gone, 401, "unauthenticated");
    expect(gone.body.detail).toMatch(/no longer has access/);
    expect((await listApiKeys(await scopeFor(owner, brand.id)))[0]!.status).toBe("orphaned");
  });

  it("a key cannot be given more than its creator's role allows, nor a scope the API does not offer", async () => {
    const { owner, brand } = await brandWithOwner();
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer", owner);
    await expect(createApiKey(await scopeFor(viewer, brand.id), { name: "x", scopes: ["tasks:write"], expiry: "30d" })).rejects.toThrow(/cannot change Tasks/);
    await expect(createApiKey(await scopeFor(owner, brand.id), { name: "x", scopes: ["activity-log:write"], expiry: "30d" })).rejects.toThrow(/no write access/);
  });
});

describe("scopes", () => {
  it("a read-only key cannot POST or PATCH; a tasks key cannot read another module", async () => {
    const { owner, brand } = await brandWithOwner();
    const { token } = await keyFor(owner, brand.id, ["tasks:read"]);
    const post = await api("POST", "/tasks", { token, body: { title: "Nope" } });
    problem(post, 403, "insufficient-scope");
    expect(post.body.detail).toMatch(/tasks:write/);
    expect(await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id))).toHaveLength(0);
    problem(await api("GET", "/activity", { token }), 403, "insufficient-scope");
    expect((await api("GET", "/squad", { token })).status).toBe(200);
    expect((await api("GET", "/sprints", { token })).status).toBe(200);

    const { token: activityKey } = await keyFor(owner, brand.id, ["activity-log:read"]);
    expect((await api("GET", "/activity", { token: activityKey })).status).toBe(200);
    problem(await api("GET", "/tasks", { token: activityKey }), 403, "insufficient-scope");
  });
});

describe("brand isolation", () => {
  it("brand B's key gets 404 for brand A's task and never sees A's rows", async () => {
    const a = await brandWithOwner("A");
    const b = await brandWithOwner("B");
    const { token: keyA } = await keyFor(a.owner, a.brand.id, ["tasks:write", "activity-log:read"]);
    const { token: keyB } = await keyFor(b.owner, b.brand.id, ["tasks:write", "activity-log:read"]);
    const memberA = await createSquadMember(a.brand.id, "Ada of A");
    const created = await api("POST", "/tasks", { token: keyA, body: { title: "Secret plan of A", assignee_id: memberA.id } });
    expect(created.status).toBe(201);
    const taskId = created.body.id as string;

    const get = await api("GET", `/tasks/${taskId}`, { token: keyB });
    problem(get, 404, "not-found");
    const missing = await api("GET", `/tasks/00000000-0000-4000-8000-000000000000`, { token: keyB });
    expect(missing.body.detail).toBe(get.body.detail);
    problem(await api("PATCH", `/tasks/${taskId}`, { token: keyB, body: { status: "done" } }), 404, "not-found");
    problem(await api("POST", "/tasks", { token: keyB, body: { title: "Into B", assignee_id: memberA.id } }), 404, "not-found");
    for (const path of ["/tasks", "/squad", "/sprints", "/activity"]) {
      const list = await api("GET", path, { token: keyB });
      expect(list.status).toBe(200);
      expect(list.text).not.toContain("Secret plan of A");
      expect(list.text).not.toContain("Ada of A");
      expect(list.text).not.toContain(a.brand.id);
    }
    const [row] = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.id, taskId));
    expect(row!.status).toBe("pending");
  });
});

describe("tasks", () => {
  it("creates, reads, filters and updates a task like the UI does", async () => {
    const { owner, brand } = await brandWithOwner();
    const { token } = await keyFor(owner, brand.id, ["tasks:write"], "90d", "Zapier");
    const ada = await createSquadMember(brand.id, "Ada");
    const created = await api("POST", "/tasks", { token, body: { title: "  Launch post ", priority: "High", due_date: "2026-07-01", assignee_id: ada.id } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: "task", title: "Launch post", status: "pending", priority: "High", due_date: "2026-07-01", assignee: { id: ada.id, name: "Ada" }, source_type: "api" });
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const id = created.body.id as string;

    const patched = await api("PATCH", `/tasks/${id}`, { token, body: { status: "done", due_date: null } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: "done", due_date: null });
    expect(patched.body.completed_at).not.toBeNull();

    await api("POST", "/tasks", { token, body: { title: "Other" } });
    const done = await api("GET", "/tasks?status=done", { token });
    expect(done.body.data!.map((t) => t.id)).toEqual([id]);
    const mine = await api("GET", `/tasks?assignee=${ada.id}`, { token });
    expect(mine.body.data!.map((t) => t.id)).toEqual([id]);
    const unassigned = await api("GET", "/tasks?assignee=none", { token });
    expect(unassigned.body.data!.map((t) => t.title)).toEqual(["Other"]);

    const activity = await api("GET", "/activity?limit=100", { token: (await keyFor(owner, brand.id, ["activity-log:read"])).token });
    expect(activity.body.data!.some((e) => e.action_type === "create_task" || String(e.description).includes("Launch post"))).toBe(true);
  });

  it("pages with a stable cursor and refuses a forged one", async () => {
    const { owner, brand } = await brandWithOwner();
    const { token } = await keyFor(owner, brand.id, ["tasks:write"]);
    for (let i = 0; i < 5; i++) expect((await api("POST", "/tasks", { token, body: { title: `T${i}` } })).status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r = await api("GET", `/tasks?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { token });
      expect(r.status).toBe(200);
      seen.push(...r.body.data!.map((t) => t.title as string));
      cursor = r.body.next_cursor as string | null;
      expect(r.body.has_more).toBe(cursor !== null);
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(["T4", "T3", "T2", "T1", "T0"]);
    problem(await api("GET", "/tasks?cursor=garbage", { token }), 400, "invalid-request");
    problem(await api("GET", "/tasks?limit=1000", { token }), 400, "invalid-request");
  });
});

describe("idempotency", () => {
  it("replays the same POST, refuses the key with another body, and creates one task", async () => {
    const { owner, brand } = await brandWithOwner();
    const { token } = await keyFor(owner, brand.id, ["tasks:write"]);
    const headers = { "idempotency-key": "order-42" };
    const first = await api("POST", "/tasks", { token, headers, body: { title: "Once", priority: "Low" } });
    expect(first.status).toBe(201);
    // Same body with other key order and whitespace.
    const again = await api("POST", "/tasks", { token, headers, rawBody: '{ "priority":"Low",  "title":"Once" }', body: undefined });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.id).toBe(first.body.id);
    problem(await api("POST", "/tasks", { token, headers, body: { title: "Twice" } }), 422, "idempotency-mismatch");
    expect(await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id))).toHaveLength(1);

    // A failed request stores nothing: fixing the body and retrying with the same key runs it.
    const h2 = { "idempotency-key": "order-43" };
    problem(await api("POST", "/tasks", { token, headers: h2, body: { title: "" } }), 400, "invalid-request");
    expect((await api("POST", "/tasks", { token, headers: h2, body: { title: "Fixed" } })).status).toBe(201);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After and RateLimit headers past the key's budget", async () => {
    const { owner, brand } = await brandWithOwner();
    const { token } = await keyFor(owner, brand.id, ["tasks:read"]);
    const before = process.env.API_RATE_LIMIT_PER_MINUTE;
    setProcessEnv({ API_RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await api("GET", "/tasks", { token }));
      // A window boundary may fall between the calls: then the fourth is allowed in the new window.
      const limited = answers.filter((a) => a.status === 429);
      if (limited.length === 0) expect(Number(answers[3]!.headers.get("ratelimit-remaining"))).toBeGreaterThanOrEqual(2);
      else {
        const r = limited[0]!;
        problem(r, 429, "rate-limited");
        const retry = Number(r.headers.get("retry-after"));
        expect(retry).toBeGreaterThanOrEqual(1);
        expect(retry).toBeLessThanOrEqual(60);
        expect(r.headers.get("ratelimit-remaining")).toBe("0");
        expect(r.headers.get("ratelimit-limit")).toBe("3");
      }
      expect(answers[0]!.headers.get("ratelimit-remaining")).toMatch(/^[0-2]$/);
    } finally {
      if (before === undefined) delete process.env.API_RATE_LIMIT_PER_MINUTE;
      setProcessEnv(before === undefined ? {} : { API_RATE_LIMIT_PER_MINUTE: before });
    }
  });
});

describe("bad input is a problem, never a 500", () => {
  it("answers each malformed request with the right problem", async () => {
    const { owner, brand } = await brandWithOwner();
    const { token } = await keyFor(owner, brand.id, ["tasks:write"]);
    problem(await api("POST", "/tasks", { token, rawBody: "{not json", headers: { "content-type": "application/json" } }), 400, "invalid-request");
    problem(await api("POST", "/tasks", { token, rawBody: "title=x", headers: { "content-type": "application/x-www-form-urlencoded" } }), 415, "unsupported-media-type");
    const unknownField = await api("POST", "/tasks", { token, body: { title: "x", colour: "red" } });
    problem(unknownField, 400, "invalid-request");
    const noTitle = await api("POST", "/tasks", { token, body: { priority: "Urgent" } });
    problem(noTitle, 400, "invalid-request");
    expect((noTitle.body.errors as { path: string }[]).map((e) => e.path).sort()).toEqual(["body.priority", "body.title"]);
    problem(await api("POST", "/tasks", { token, body: [1, 2] }), 400, "invalid-request");
    problem(await api("GET", "/tasks/not-a-uuid", { token }), 400, "invalid-request");
    problem(await api("PATCH", "/tasks/00000000-0000-4000-8000-000000000000", { token, body: {} }), 400, "invalid-request");
    problem(await api("GET", "/tasks?status=maybe", { token }), 400, "invalid-request");
    problem(await api("GET", "/tasks?due_before=2026-02-30", { token }), 400, "invalid-request");
    problem(await api("POST", "/tasks", { token, body: { title: "x".repeat(2_000_000) } }), 413, "payload-too-large");
    problem(await api("GET", "/nothing-here", { token }), 404, "not-found");
    const wrongMethod = await api("DELETE", "/tasks", { token });
    problem(wrongMethod, 405, "method-not-allowed");
    expect(wrongMethod.headers.get("allow")).toBe("GET, POST");
    problem(await api("POST", "/tasks", { token, body: { title: "x" }, headers: { "idempotency-key": "bad key with spaces" } }), 400, "invalid-request");
  });
});

describe("OpenAPI document", () => {
  it("is served without a key and is a valid OpenAPI 3.1 document covering every endpoint", async () => {
    const r = await api("GET", "/openapi.json");
    expect(r.status).toBe(200);
    const doc = r.body as { openapi: string; paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };
    expect(doc.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(ops).toEqual(expect.arrayContaining(["listTasks", "getTask", "createTask", "updateTask", "listSprints", "getSprint", "listSquadMembers", "listActivity"]));
    expect(doc.paths["/tasks"]!.post!.responses["201"]).toBeDefined();
    const docs = await api("GET", "/docs");
    expect(docs.status).toBe(200);
    expect(docs.text).toContain("createTask");
  });
});
