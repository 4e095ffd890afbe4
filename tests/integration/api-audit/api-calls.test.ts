import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { apiCalls } from "@/db/schema";
import { actAs } from "../helpers/session";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { listApiCalls, listApiCallsForExport, apiCallTotals } = await import("@/modules/api-audit/queries");
const { parseApiCallTable } = await import("@/modules/api-audit/inputs");
const { scopeFor } = await import("@/lib/brand-scope");

beforeEach(() => actAs(null));

async function seed() {
  const owner = await createUser();
  const brand = await createBrand(owner, "Ledger Co");
  const other = await createBrand(owner, "Other Co");
  const at = (d: number) => new Date(Date.UTC(2026, 2, d, 12));
  const call = (brandId: string, d: number, over: Partial<typeof apiCalls.$inferInsert> = {}) => ({
    brandId,
    provider: "webhook",
    purpose: "webhook.test",
    method: "POST",
    host: "hooks.example.test",
    path: "/in",
    status: 200,
    ok: true,
    latencyMs: 100 + d,
    createdAt: at(d),
    ...over,
  });
  await getDb()
    .insert(apiCalls)
    .values([
      ...Array.from({ length: 60 }, (_, i) => call(brand.id, 1 + (i % 20))),
      call(brand.id, 21, { provider: "openai", purpose: "ai.complete", latencyMs: 9_000, costUsd: "0.25" }),
      call(brand.id, 22, { provider: "openai", purpose: "ai.complete", status: null, ok: false, errorCode: "timeout", latencyMs: 30_000 }),
      call(brand.id, 23, { provider: "dataforseo", purpose: "serp.lookup", costUsd: "0.002" }),
      call(other.id, 24, { provider: "secret-other", latencyMs: 99_999 }),
    ]);
  return { owner, brand };
}

describe("API-call audit table", () => {
  it("pages newest first by default at 50 a page, and only this brand's calls", async () => {
    const { owner, brand } = await seed();
    const scope = await scopeFor(owner, brand.id);
    const p1 = await listApiCalls(scope, parseApiCallTable({}));
    expect(p1).toMatchObject({ total: 63, page: 1, pageCount: 2, pageSize: 50 });
    expect(p1.rows[0]).toMatchObject({ provider: "dataforseo" });
    const p2 = await listApiCalls(scope, parseApiCallTable({ page: "2" }));
    expect(p2.rows).toHaveLength(13);
    expect(JSON.stringify([p1, p2])).not.toContain("secret-other");
    expect((await listApiCalls(scope, parseApiCallTable({ size: "25", page: "9" })))).toMatchObject({ page: 3, pageCount: 3, pageSize: 25 });
  });

  it("sorts by whitelisted columns from the URL; unknown calls (no status, no cost) stay last", async () => {
    const { owner, brand } = await seed();
    const scope = await scopeFor(owner, brand.id);
    expect((await listApiCalls(scope, parseApiCallTable({ sort: "-latency" }))).rows[0]).toMatchObject({ errorCode: "timeout" });
    expect((await listApiCalls(scope, parseApiCallTable({ sort: "latency" }))).rows[0]!.latencyMs).toBe(101);
    const dear = await listApiCalls(scope, parseApiCallTable({ sort: "-cost" }));
    expect(dear.rows.slice(0, 2).map((r) => r.costUsd)).toEqual([0.25, 0.002]);
    const cheap = await listApiCalls(scope, parseApiCallTable({ sort: "cost" }));
    expect(cheap.rows.slice(0, 2).map((r) => r.costUsd)).toEqual([0.002, 0.25]);
    for (const sort of ["status", "-status"]) {
      const all = await listApiCalls(scope, parseApiCallTable({ sort, size: "100" }));
      expect(all.rows.at(-1)).toMatchObject({ status: null });
    }
    expect((await listApiCalls(scope, parseApiCallTable({ sort: "provider" }))).rows[0]!.provider).toBe("dataforseo");
    // A column that is not sortable falls back to newest first.
    expect((await listApiCalls(scope, parseApiCallTable({ sort: "host" }))).rows[0]).toMatchObject({ provider: "dataforseo" });
  });

  it("filters, totals and exports the same rows in the table's order", async () => {
    const { owner, brand } = await seed();
    const scope = await scopeFor(owner, brand.id);
    const failed = parseApiCallTable(new URLSearchParams("status=failed"));
    expect((await listApiCalls(scope, failed)).total).toBe(1);
    expect((await apiCallTotals(scope, failed.filters)).overall).toMatchObject({ calls: 1, failed: 1 });
    const { filters, sort } = parseApiCallTable(new URLSearchParams("provider=webhook&from=2026-03-01&to=2026-03-10&sort=created&page=2"));
    const rows = await listApiCallsForExport(scope, filters, sort);
    expect(rows).toHaveLength(30);
    expect(rows[0]!.createdAt <= rows[29]!.createdAt).toBe(true);
    // Malformed filters are ignored one by one.
    expect((await listApiCalls(scope, parseApiCallTable({ status: "maybe", provider: "open ai", from: "soon" }))).total).toBe(63);
  });
});
