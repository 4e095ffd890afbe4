import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { z } from "zod";
import { parseTableState } from "./parse";
import { allOf, containsText, equalsOrNone, oneOf, orderBySql, pageSql } from "./sql";
import { hasTableFilters, nextSort, pageCountOf, sortFromParam, tableStateToSearch, type TableSpec } from "./state";

const spec: TableSpec = {
  sorts: { title: {}, due: {}, created: { firstDesc: true } },
  defaultSort: { id: "created", desc: true },
  sortAliases: { newest: { id: "created", desc: true }, oldest: { id: "created", desc: false } },
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
  filterKeys: ["q", "status"],
};
const filters = z.object({
  q: z.string().trim().max(20).optional().catch(undefined),
  status: z.enum(["open", "done"]).optional().catch(undefined),
});

const render = (s: ReturnType<typeof sql>) => {
  const q = new PgDialect().sqlToQuery(s);
  return { sql: q.sql, params: q.params };
};

describe("table URL state", () => {
  it("parses sort, page, size and filters, falling back per field on anything malformed", () => {
    expect(parseTableState(spec, {}, filters)).toEqual({ sort: { id: "created", desc: true }, page: 1, size: 50, filters: {} });
    expect(parseTableState(spec, { sort: "-due", page: "3", size: "100", q: " seo ", status: "done" }, filters)).toEqual({
      sort: { id: "due", desc: true },
      page: 3,
      size: 100,
      filters: { q: "seo", status: "done" },
    });
    // An unknown column (or an attempt at SQL), a size not offered, a bad page and a bad filter value.
    expect(parseTableState(spec, { sort: "title;drop table x", page: "-1", size: "7", status: "maybe", q: "ok" }, filters)).toEqual({
      sort: { id: "created", desc: true },
      page: 1,
      size: 50,
      filters: { q: "ok" },
    });
    expect(parseTableState(spec, new URLSearchParams("sort=oldest&page=x"), filters)).toMatchObject({ sort: { id: "created", desc: false }, page: 1 });
    expect(parseTableState(spec, { sort: ["title", "due"] }, filters).sort).toEqual({ id: "title", desc: false });
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    expect(tableStateToSearch(spec, { sort: spec.defaultSort, page: 1, size: 50, filters: {} })).toBe("");
    const state = parseTableState(spec, { q: "a&b", sort: "title", size: "25", page: "4" }, filters);
    const search = tableStateToSearch(spec, state, { view: "list" });
    expect(search).toBe("?view=list&q=a%26b&sort=title&size=25&page=4");
    expect(parseTableState(spec, new URLSearchParams(search), filters)).toEqual(state);
    expect(hasTableFilters(spec, state.filters)).toBe(true);
    expect(hasTableFilters(spec, {})).toBe(false);
  });

  it("a header click sorts in the column's first direction, then flips it", () => {
    const created = { id: "created", desc: true };
    expect(nextSort(spec, created, "title")).toEqual({ id: "title", desc: false });
    expect(nextSort(spec, { id: "title", desc: false }, "title")).toEqual({ id: "title", desc: true });
    expect(nextSort(spec, { id: "title", desc: true }, "created")).toEqual(created);
    expect(nextSort(spec, created, "created")).toEqual({ id: "created", desc: false });
    expect(sortFromParam(spec, "-nope")).toBeNull();
    expect(sortFromParam(spec, "toString")).toBeNull();
  });

  it("counts pages, at least one", () => {
    expect(pageCountOf(0, 50)).toBe(1);
    expect(pageCountOf(50_000, 50)).toBe(1000);
    expect(pageCountOf(50_001, 50)).toBe(1001);
  });
});

describe("table SQL", () => {
  const columns = {
    title: { expr: sql`lower(t.title)` },
    due: { expr: sql`t.due_date`, nulls: "last" as const, then: sql`t.created_at desc` },
  };

  it("orders by a whitelisted column with its tie-breakers and the key last", () => {
    expect(render(orderBySql(columns, { id: "title", desc: false }, sql`t.id`)).sql).toBe("lower(t.title) asc, t.id asc");
    expect(render(orderBySql(columns, { id: "due", desc: true }, sql`t.id`)).sql).toBe("t.due_date desc nulls last, t.created_at desc, t.id desc");
    expect(() => orderBySql(columns, { id: "constructor", desc: false }, sql`t.id`)).toThrow(/No SQL/);
  });

  it("pages with bound LIMIT and OFFSET", () => {
    expect(render(pageSql({ page: 3, size: 50 }))).toEqual({ sql: "limit $1 offset $2", params: [50, 100] });
  });

  it("filters with bound values and escaped patterns", () => {
    expect(render(containsText([sql`t.title`, sql`t.description`], "50%_off"))).toEqual({
      sql: "(t.title ilike $1 or t.description ilike $2)",
      params: ["%50\\%\\_off%", "%50\\%\\_off%"],
    });
    expect(render(equalsOrNone(sql`t.assigned_to`, "none")).sql).toBe("t.assigned_to is null");
    expect(render(equalsOrNone(sql`t.assigned_to`, "abc"))).toEqual({ sql: "t.assigned_to = $1", params: ["abc"] });
    expect(render(oneOf(sql`t.status`, ["a", "b"]))).toEqual({ sql: "t.status in ($1, $2)", params: ["a", "b"] });
    expect(render(oneOf(sql`t.status`, [])).sql).toBe("false");
    expect(render(allOf([sql`a`, sql`b`])).sql).toBe("a and b");
  });
});
