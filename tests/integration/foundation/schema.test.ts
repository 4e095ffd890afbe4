import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";

/** Public tables without a brand_id column, each with the reason it is not brand-scoped. */
const NOT_BRAND_SCOPED: Record<string, string> = {
  brands: "the tenant itself (its id is the brand id)",
  profiles: "one row per person, shared by every brand they belong to",
  email_messages: "written at signup, before any brand exists",
  job_schedules: "deployment-level recurring schedules of the job runner; RLS on with no policy, so only the system role sees them",
  sop_templates: "the shared SOP template library (industries, use cases); RLS on with a read-only policy for growth_app",
  sop_template_versions: "published versions of the shared SOP templates; RLS on with a read-only policy for growth_app",
  seo_serps:
    "the deployment-wide SERP cache: one fetched SERP serves every brand that asks for the same query that day (the agency pays once); growth_app may only read a SERP of a keyword one of its brands has, and only the system role writes",
  seo_serp_claims: "claims on fetching one shared SERP, so concurrent askers of the same query pay once; RLS on with no policy, so only the system role (the SERP cache) sees them",
  ppc_negatives:
    "entries of a negative keyword list, which is a brand's own or shared by industry (ppc_negative_lists); RLS lets growth_app see an entry exactly when it sees its list",
  ppc_negative_list_versions: "the change history of a negative keyword list; RLS follows the list, like ppc_negatives",
  persona_library_items:
    "the agency's persona library belongs to a brand owner (brands.user_id), shared by that owner's brands; RLS lets growth_app see an item only when it can open one of the owner's brands",
  persona_library_versions: "published versions of a persona library item; RLS follows the owner, like persona_library_items",
  rate_limit_buckets: "deployment-level rate-limit counters (lib/rate-limit: API keys, sign-in), keyed by feature; RLS on with no policy, so only the system role touches them",
};

describe("schema", () => {
  it("gives every public table a brand_id (or an allow-listed reason) and row-level security", async () => {
    const rows = await getDb().execute<{ table_name: string; has_brand: boolean; rls: boolean; brand_not_null: boolean | null }>(sql`
      select c.relname as table_name, c.relrowsecurity as rls,
        exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'brand_id' and not a.attisdropped) as has_brand,
        (select a.attnotnull from pg_attribute a where a.attrelid = c.oid and a.attname = 'brand_id' and not a.attisdropped) as brand_not_null
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`);
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(r.rls, `${r.table_name} has RLS`).toBe(true);
      if (!r.has_brand) expect(NOT_BRAND_SCOPED[r.table_name], `${r.table_name} has brand_id or a reason`).toBeTruthy();
    }
    // activity_logs keeps delete_brand entries after the brand is gone, so its brand_id may be null.
    // api_calls: deployment-level outbound calls (auth webhooks) happen before or without any brand;
    // RLS hides their null-brand rows from every user. (Jobs live in pg-boss's schema: lib/jobs.)
    // storage_objects: a person's own file (avatar) has owner_user_id instead of a brand (a check keeps
    // exactly one); brand_isolation never matches it, hand-written policies let its owner write and
    // whoever shares a brand with them read.
    const nullable = rows.filter((r) => r.has_brand && !r.brand_not_null).map((r) => r.table_name);
    // ppc_negative_lists: a list shared by industry has industry_key instead of a brand (a check keeps exactly one);
    // a hand-written policy lets whoever opens a brand of that industry use it.
    expect(nullable).toEqual(["activity_logs", "api_calls", "ppc_negative_lists", "storage_objects"]);
  });

  it("indexes every brand_id column with an index that starts with it", async () => {
    const rows = await getDb().execute<{ table_name: string }>(sql`
      select c.relname as table_name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'brand_id'
      where n.nspname = 'public' and c.relkind = 'r'
        and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum)`);
    expect(rows.map((r) => r.table_name)).toEqual([]);
  });

  it("cascades brand deletion to every brand-scoped table", async () => {
    // pg_catalog rather than information_schema: the same answer without the views' many joins,
    // which take tens of seconds on the embedded database.
    const rows = await getDb().execute<{ table_name: string; rule: string }>(sql`
      select c.conrelid::regclass::text as table_name, c.confdeltype as rule
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'public.brands'::regclass and a.attname = 'brand_id'`);
    expect(rows.length).toBeGreaterThan(20);
    // confdeltype: c = cascade, n = set null.
    for (const r of rows) expect(r.rule, r.table_name).toBe(r.table_name === "activity_logs" ? "n" : "c");
  });

  it("re-running the migrations on an up-to-date database changes nothing", async () => {
    const db = getDb();
    const before = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const policies = await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_policies`);
    await migrateDatabase(db);
    expect(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual(before);
    expect(await db.execute(sql`select count(*)::int as n from pg_policies`)).toEqual(policies);
  });

  it("runs user queries as a role that cannot bypass row-level security", async () => {
    const [r] = await getDb().execute<{ rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = 'growth_app'`,
    );
    expect(r).toEqual({ rolsuper: false, rolbypassrls: false });
  });
});
