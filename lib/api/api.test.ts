import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRegistry, defineEndpoint, matchPath } from "./endpoint";
import { requestFingerprint, validIdempotencyKey } from "./idempotency";
import { bearerToken, hashApiToken, isApiScope, maskedToken, newApiToken, scopeAllows } from "./keys";
import { decodeCursor, encodeCursor, toPage } from "./pagination";
import { ApiError, fromZod, problemBody } from "./problem";

describe("keys", () => {
  it("makes tokens of the documented shape whose hash is stable and secret-free", () => {
    const { token, prefix, secretHash } = newApiToken();
    expect(token).toMatch(/^gos_live_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(token.slice(9, 21)).toBe(prefix);
    expect(secretHash).toBe(hashApiToken(token));
    expect(secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(newApiToken().token).not.toBe(token);
    expect(maskedToken(prefix)).toBe(`gos_live_${prefix}_…`);
  });

  it("reads scopes: write includes read, modules never mix, unknown ones are refused", () => {
    expect(scopeAllows(["tasks:write"], "tasks", "read")).toBe(true);
    expect(scopeAllows(["tasks:read"], "tasks", "write")).toBe(false);
    expect(scopeAllows(["tasks:write"], "activity-log", "read")).toBe(false);
    expect(isApiScope("tasks:read")).toBe(true);
    expect(isApiScope("tasks:admin")).toBe(false);
    expect(isApiScope("nope:read")).toBe(false);
    expect(isApiScope("tasks:read:x")).toBe(false);
  });

  it("finds the bearer token, tells a missing header from a malformed one", () => {
    const req = (h?: string) => new Request("http://x.test/", { headers: h ? { authorization: h } : {} });
    expect(bearerToken(req())).toBeNull();
    expect(bearerToken(req("Bearer abc"))).toBe("abc");
    expect(bearerToken(req("bearer  abc "))).toBe("abc");
    expect(bearerToken(req("Basic abc"))).toBe("");
  });
});

describe("pagination", () => {
  it("round-trips cursors and refuses forged ones as invalid-request", () => {
    const c = encodeCursor(["2026-01-01T00:00:00.123456Z", "id"]);
    expect(decodeCursor(c, 2)).toEqual(["2026-01-01T00:00:00.123456Z", "id"]);
    for (const bad of ["garbage", encodeCursor(["only one"]), Buffer.from('{"a":1}').toString("base64url")]) {
      expect(() => decodeCursor(bad, 2)).toThrow(ApiError);
    }
  });

  it("uses the extra row only to say that more follow", () => {
    expect(toPage([1, 2, 3], 2, (n) => [n])).toEqual({ object: "list", data: [1, 2], has_more: true, next_cursor: encodeCursor([2]) });
    expect(toPage([1, 2], 2, (n) => [n])).toMatchObject({ has_more: false, next_cursor: null });
  });
});

describe("idempotency fingerprints", () => {
  it("ignore key order and whitespace, not values, method or path", () => {
    const a = requestFingerprint("POST", "/tasks", { title: "x", priority: "Low", tags: [1, { b: 1, a: 2 }] });
    expect(requestFingerprint("POST", "/tasks", { tags: [1, { a: 2, b: 1 }], priority: "Low", title: "x" })).toBe(a);
    expect(requestFingerprint("POST", "/tasks", { title: "y", priority: "Low", tags: [1, { b: 1, a: 2 }] })).not.toBe(a);
    expect(requestFingerprint("POST", "/sprints", { title: "x", priority: "Low", tags: [1, { b: 1, a: 2 }] })).not.toBe(a);
    expect(validIdempotencyKey("9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d")).toBe(true);
    expect(validIdempotencyKey("with space")).toBe(false);
    expect(validIdempotencyKey("x".repeat(256))).toBe(false);
  });
});

describe("routing and problems", () => {
  it("prefers a literal segment over a parameter and captures parameters", () => {
    const base = { module: "tasks", access: "read", tag: "T", summary: "s", response: z.object({}), handler: async () => ({}) } as const;
    defineEndpoint({ ...base, method: "GET", path: "/unit/{id}", operationId: "unitGet" });
    defineEndpoint({ ...base, method: "GET", path: "/unit/export", operationId: "unitExport" });
    try {
      expect(matchPath(["unit", "export"]).map((m) => m.endpoint.operationId)).toEqual(["unitExport", "unitGet"]);
      expect(matchPath(["unit", "42"])).toMatchObject([{ params: { id: "42" } }]);
      expect(() => defineEndpoint({ ...base, method: "GET", path: "/unit/{id}", operationId: "other" })).toThrow(/Two API endpoints/);
    } finally {
      apiRegistry.delete("GET /unit/{id}");
      apiRegistry.delete("GET /unit/export");
    }
  });

  it("turns a zod failure into one error per field under where it came from", () => {
    const r = z.object({ title: z.string().min(1), n: z.number() }).safeParse({ title: "" });
    const e = fromZod(r.error!, "body");
    expect(e.status).toBe(400);
    expect(problemBody(e, "/api/v1/tasks")).toMatchObject({ type: "/api/v1/docs#problem-invalid-request", status: 400, instance: "/api/v1/tasks", errors: [{ path: "body.title" }, { path: "body.n" }] });
  });
});
