import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiTokens } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { SecretBoxError } from "@/lib/crypto/secret-box";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const s = await import("@/modules/brand-settings/actions");
const { listApiTokens, getApiToken, listPromptTemplates } = await import("@/modules/brand-settings/queries");
const { openToken } = await import("@/modules/brand-settings/sealing");
const { scopeFor } = await import("@/lib/brand-scope");

const db = () => getDb();
const SECRET = `sk-${"PLAINTEXTmarker".repeat(2)}9Zq4`;

/** Every row of every table, as text: the plaintext must be in none of them. */
async function wholeDatabaseText(): Promise<string> {
  const tables = await db().execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public','local_auth') and table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const t of tables) {
    const rows = await db().execute<{ row: string }>(sql.raw(`select t::text as row from "${t.schema}"."${t.name}" t`));
    for (const r of rows) parts.push(r.row);
  }
  return parts.join("\n");
}

const logged: string[] = [];
beforeEach(() => {
  actAs(null);
  logged.length = 0;
  for (const m of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

describe("brand API tokens", () => {
  it("are stored sealed, shown masked, readable only by server code of the same brand", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner, "Token Co");
    await selectBrand(owner, brand.id);
    actAs(owner);
    const added = await s.addApiTokenAction({ provider: "openai", label: "Production", value: `  ${SECRET}  ` });
    expect(added).toEqual({ ok: true, data: { id: expect.any(String), provider: "openai", label: "Production", last4: "9Zq4" } });
    if (!added.ok) return;

    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, added.data.id));
    expect(row!.ciphertext.startsWith("v1.")).toBe(true);
    expect(row!.last4).toBe("9Zq4");
    expect(await wholeDatabaseText()).not.toContain("PLAINTEXTmarker");
    expect(logged.join("\n")).not.toContain("PLAINTEXTmarker");

    const scope = await scopeFor(owner, brand.id);
    const list = await listApiTokens(scope);
    expect(JSON.stringify(list)).not.toContain("PLAINTEXTmarker");
    expect(list).toEqual([expect.objectContaining({ provider: "openai", providerName: "OpenAI", label: "Production", last4: "9Zq4", staleKey: false })]);
    expect(await getApiToken(scope, "openai")).toBe(SECRET);

    // The brand is bound in: the same ciphertext does not open as another brand's (or another row's) token.
    const other = await createBrand(owner, "Other Co");
    expect(() => openToken(other.id, added.data.id, row!.ciphertext)).toThrow(SecretBoxError);
    expect(() => openToken(brand.id, other.id, row!.ciphertext)).toThrow(SecretBoxError);
  });

  it("rotate, delete and refuse duplicates and malformed values, with log lines that carry no secret", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner);
    await selectBrand(owner, brand.id);
    actAs(owner);
    const a = await s.addApiTokenAction({ provider: "openai", value: SECRET });
    if (!a.ok) throw new Error(a.error);
    expect(await s.addApiTokenAction({ provider: "openai", value: SECRET })).toMatchObject({ ok: false, error: expect.stringContaining("already has a OpenAI token") });
    expect(await s.addApiTokenAction({ provider: "openai", value: "not-a-key" })).toMatchObject({ ok: false, error: expect.stringContaining("does not look like") });
    const NEXT = `sk-${"ROTATEDmarker".repeat(2)}7Yx1`;
    expect(await s.rotateApiTokenAction({ tokenId: a.data.id, value: NEXT })).toEqual({ ok: true, data: { id: a.data.id, last4: "7Yx1" } });
    const scope = await scopeFor(owner, brand.id);
    expect(await getApiToken(scope, "openai")).toBe(NEXT);
    expect(await s.resealApiTokensAction({})).toEqual({ ok: true, data: { resealed: 0 } });
    expect(await s.deleteApiTokenAction({ tokenId: a.data.id })).toMatchObject({ ok: true });
    expect(await listApiTokens(scope)).toEqual([]);
    const text = await wholeDatabaseText();
    expect(text).not.toContain("PLAINTEXTmarker");
    expect(text).not.toContain("ROTATEDmarker");
    expect(text).toContain("add_api_token");
    expect(text).toContain("rotate_api_token");
    expect(text).toContain("delete_api_token");
    expect(logged.join("\n")).not.toMatch(/PLAINTEXTmarker|ROTATEDmarker/);
  });

  it("are managed by owners and admins; members and other brands cannot touch them", async () => {
    const owner = await createUser();
    const member = await createUser();
    const brand = await createBrand(owner);
    await addMember(brand.id, member, "member", owner);
    await selectBrand(owner, brand.id);
    await selectBrand(member, brand.id);
    actAs(owner);
    const a = await s.addApiTokenAction({ provider: "serpapi", value: "abcdefghijklmnopqrstuvwxyz0123" });
    if (!a.ok) throw new Error(a.error);
    actAs(member);
    expect(await s.addApiTokenAction({ provider: "serpapi", label: "x", value: "abcdefghijklmnopqrstuvwxyz0123" })).toMatchObject({ ok: false, error: expect.stringContaining("not change it") });
    expect(await s.deleteApiTokenAction({ tokenId: a.data.id })).toMatchObject({ ok: false });
    const stranger = await createUser();
    const theirs = await createBrand(stranger);
    await selectBrand(stranger, theirs.id);
    actAs(stranger);
    expect(await s.rotateApiTokenAction({ tokenId: a.data.id, value: "zzzzzzzzzzzzzzzzzzzzzzzz" })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await s.deleteApiTokenAction({ tokenId: a.data.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await listApiTokens(await scopeFor(stranger, theirs.id))).toEqual([]);
  });
});

describe("prompt templates", () => {
  it("are created, listed with their variables, updated and deleted", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner);
    await selectBrand(owner, brand.id);
    actAs(owner);
    const c = await s.createPromptTemplateAction({ name: "Blog intro", purpose: "First paragraph", body: "Write an intro about {topic} for {audience}." });
    if (!c.ok) throw new Error(c.error);
    const scope = await scopeFor(owner, brand.id);
    expect(await listPromptTemplates(scope)).toEqual([expect.objectContaining({ name: "Blog intro", variables: ["topic", "audience"] })]);
    expect(await s.updatePromptTemplateAction({ templateId: c.data.id, name: "Blog intro", purpose: "", body: "About {topic}" })).toMatchObject({ ok: true });
    expect((await listPromptTemplates(scope))[0]!.variables).toEqual(["topic"]);
    expect(await s.createPromptTemplateAction({ name: " ", body: "x" })).toMatchObject({ ok: false, error: "Give the template a name" });
    expect(await s.deletePromptTemplateAction({ templateId: c.data.id })).toMatchObject({ ok: true });
    expect(await s.deletePromptTemplateAction({ templateId: c.data.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
  });
});
