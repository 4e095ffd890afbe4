/**
 * Issue #24, using personas: hand edits make versions (and restore adds one), archive/restore in bulk, the JSON
 * export reads back as the import shape and the PDF has a page per persona, and the agency library — published by
 * one brand, used as an overlay by a second brand of the same owner, invisible to another owner's brand, and
 * updated to a newer library version with the brand's own fields kept and the old state in the history.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { getDb } from "@/db/client";
import { personaLibraryItems, personaVersions, personas, personasBriefs } from "@/db/schema";
import { NOT_FOUND_MESSAGE, type ActionResult } from "@/lib/action";
import { scopeFor } from "@/lib/brand-scope";
import { EMPTY_PROFILE, personaProfileSchema } from "@/modules/personas/profile";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const card = await import("@/modules/personas/card/actions");
const library = await import("@/modules/personas/library/actions");
const { getPersona, listVersions } = await import("@/modules/personas/card/store");
const { listLibraryItems } = await import("@/modules/personas/library/agency");
const { listSidebarPersonas } = await import("@/modules/navigation/queries");
const fileRoute = await import("@/app/api/files/[fileId]/route");

beforeEach(() => actAs(null));

/** Aims an action at one brand (the wrapper reads `brandId` beside the input, as useAction sends it). */
function inBrand<T>(brandId: string, input: T): T {
  return { ...input, brandId } as T;
}

function ok<T>(r: ActionResult<T>): T {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r)}`);
  return r.data;
}

const maya = {
  ...EMPTY_PROFILE,
  summary: "Home barista who buys beans every two weeks.",
  age: 34,
  occupation: "Nurse",
  location: "Portland, OR",
  goals: ["Café-quality espresso at home"],
  pains: ["Stale supermarket beans"],
  channels: ["Instagram"],
  quote: "I taste the difference 😋",
  attributes: { "roast preference": "light" },
};

async function seedPersona(brandId: string, name: string, profile = maya, extra: Partial<typeof personas.$inferInsert> = {}) {
  const [p] = await getDb()
    .insert(personas)
    .values({ brandId, name, profile: profile as unknown as Record<string, unknown>, source: "generated", ...extra })
    .returning({ id: personas.id });
  return p!.id;
}

async function ownerWithBrand(name: string) {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  await selectBrand(owner, brand.id);
  return { owner, brand };
}

async function download(url: string): Promise<Uint8Array> {
  const u = new URL(url, "http://localhost");
  const res = await fileRoute.GET(new Request(u), { params: Promise.resolve({ fileId: u.pathname.split("/").at(-1)! }) });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
  return new Uint8Array(await res.arrayBuffer());
}

describe("edit and versions", () => {
  it("saves every edit as a new version, keeps the state it replaced, and restores an old one as the newest", async () => {
    const { owner, brand } = await ownerWithBrand("Versions brand");
    const id = await seedPersona(brand.id, "Maya");
    actAs(owner);

    const saved = ok(await card.updatePersonaAction(inBrand(brand.id, { personaId: id, name: "Maya L.", profile: { ...maya, occupation: "ICU nurse" }, note: "Sharper job" })));
    expect(saved.version).toBe(2);
    const scope = await scopeFor(owner, brand.id);
    const p = await getPersona(scope, id);
    expect(p).toMatchObject({ name: "Maya L.", version: 2, profile: { occupation: "ICU nurse" } });
    const versions = await listVersions(scope, id);
    expect(versions.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions[1]!.profile.occupation).toBe("Nurse");
    expect(versions[0]!.note).toBe("Sharper job");

    const restored = ok(await card.restorePersonaVersionAction(inBrand(brand.id, { personaId: id, version: 1 })));
    expect(restored.version).toBe(3);
    expect(await getPersona(scope, id)).toMatchObject({ name: "Maya", version: 3, profile: { occupation: "Nurse" } });
    expect((await listVersions(scope, id)).map((v) => v.version)).toEqual([3, 2, 1]);

    // Bad input is refused with the field named, and nothing is written.
    const bad = await card.updatePersonaAction(inBrand(brand.id, { personaId: id, name: "Maya", profile: { ...maya, summary: "", age: 7 } }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fieldErrors ?? {})).toEqual(expect.arrayContaining(["profile.summary", "profile.age"]));
    expect((await getPersona(scope, id))!.version).toBe(3);

    // Restoring the current version is refused with a reason.
    const same = await card.restorePersonaVersionAction(inBrand(brand.id, { personaId: id, version: 3 }));
    expect(same).toEqual({ ok: false, error: "Version 3 is already the current version." });
  });

  it("answers another brand's persona as not found and changes nothing", async () => {
    const a = await ownerWithBrand("Brand with persona");
    const b = await ownerWithBrand("Prying brand");
    const id = await seedPersona(a.brand.id, "Hidden persona");
    actAs(b.owner);
    const r = await card.updatePersonaAction(inBrand(b.brand.id, { personaId: id, name: "Taken", profile: maya }));
    expect(r).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    const r2 = await card.updatePersonaAction(inBrand(a.brand.id, { personaId: id, name: "Taken", profile: maya }));
    expect(r2).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    const [row] = await getDb().select().from(personas).where(eq(personas.id, id));
    expect(row).toMatchObject({ name: "Hidden persona", version: 1 });
  });
});

describe("archive and restore", () => {
  it("archives and restores in bulk; a foreign id makes the whole call not found", async () => {
    const { owner, brand } = await ownerWithBrand("Archive brand");
    const other = await ownerWithBrand("Other archive brand");
    const [x, y] = [await seedPersona(brand.id, "X"), await seedPersona(brand.id, "Y")];
    const foreign = await seedPersona(other.brand.id, "Foreign");
    actAs(owner);
    expect(ok(await card.setPersonasStatusAction(inBrand(brand.id, { ids: [x, y], status: "archived" })))).toEqual({ changed: 2 });
    const statuses = async () => (await getDb().select({ id: personas.id, status: personas.status }).from(personas).where(eq(personas.brandId, brand.id))).map((r) => r.status).sort();
    expect(await statuses()).toEqual(["archived", "archived"]);
    expect(await card.setPersonasStatusAction(inBrand(brand.id, { ids: [x, foreign], status: "active" }))).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await statuses()).toEqual(["archived", "archived"]);
    expect(ok(await card.setPersonasStatusAction(inBrand(brand.id, { ids: [x], status: "active" })))).toEqual({ changed: 1 });
    expect(await statuses()).toEqual(["active", "archived"]);
    // The sidebar's Personas group lists active personas only.
    expect((await listSidebarPersonas(await scopeFor(owner, brand.id))).map((p) => p.id)).toEqual([x]);
  });
});

describe("export", () => {
  it("writes JSON in the import's shape that reads back to the same personas, and a PDF page per persona", async () => {
    const { owner, brand } = await ownerWithBrand("Export brand");
    const [brief] = await getDb()
      .insert(personasBriefs)
      .values({ brandId: brand.id, name: "Home baristas", segments: [{ key: "home", name: "Home baristas", share: 100, description: "", attributes: {} }] })
      .returning({ id: personasBriefs.id });
    const a = await seedPersona(brand.id, "Maya", maya, { briefId: brief!.id, segmentKey: "home" });
    const b = await seedPersona(brand.id, "张伟", { ...maya, summary: "Office manager ordering for 40 people.", quote: "东京 🚀" });
    actAs(owner);

    const json = ok(await card.exportPersonasAction(inBrand(brand.id, { ids: [a, b], format: "json" })));
    expect(json.count).toBe(2);
    const file = JSON.parse(new TextDecoder().decode(await download(json.url)));
    expect(file.version).toBe(1);
    expect(file.personas.map((p: { name: string; briefName: string | null; segmentKey: string | null }) => [p.name, p.briefName, p.segmentKey])).toEqual([
      ["Maya", "Home baristas", "home"],
      ["张伟", null, null],
    ]);
    for (const p of file.personas) expect(personaProfileSchema.parse(p.profile)).toEqual(p.profile);
    expect(file.personas[0].profile).toEqual(maya);

    const pdf = ok(await card.exportPersonasAction(inBrand(brand.id, { ids: [a, b], format: "pdf" })));
    expect(pdf.name).toMatch(/\.pdf$/);
    const bytes = await download(pdf.url);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });
});

describe("the agency library", () => {
  it("publishes from one brand, is used as an overlay by a second brand of the same owner, never by another owner, and updates to a newer version", async () => {
    const owner = await createUser();
    const first = await createBrand(owner, "Agency brand one");
    const second = await createBrand(owner, "Agency brand two");
    const stranger = await ownerWithBrand("Another agency");
    // Someone who works in the agency's first brand and in another agency's brand too.
    const freelancer = await createUser();
    await addMember(first.id, freelancer, "member", owner);
    await addMember(stranger.brand.id, freelancer, "member", stranger.owner);
    const source = await seedPersona(first.id, "Maya");
    actAs(owner);

    const pub = ok(await library.publishPersonaToLibraryAction(inBrand(first.id, { personaId: source, industry: "Specialty coffee" })));
    expect(pub).toMatchObject({ created: true, version: 1 });

    // The second brand of the same owner sees the item and uses it.
    const seen = await listLibraryItems(await scopeFor(owner, second.id));
    expect(seen.map((i) => [i.name, i.kind, i.latestVersion, i.industry])).toEqual([["Maya", "persona", 1, "Specialty coffee"]]);
    const used = ok(await library.addLibraryItemToBrandAction(inBrand(second.id, { itemId: pub.itemId })));
    expect(used.kind).toBe("persona");
    const [overlayRow] = await getDb().select().from(personas).where(eq(personas.id, used.id));
    expect(overlayRow).toMatchObject({ brandId: second.id, source: "library", libraryItemId: pub.itemId, libraryVersion: 1, overlay: {} });

    // The brand's edit lands in the overlay only.
    ok(await card.updatePersonaAction(inBrand(second.id, { personaId: used.id, name: "Maya", profile: { ...maya, quote: "Brand two's own quote" } })));
    const [edited] = await getDb().select().from(personas).where(eq(personas.id, used.id));
    expect(edited!.overlay).toEqual({ quote: "Brand two's own quote" });

    // Another owner's brand neither sees nor uses it; the freelancer in that brand does not see it either.
    actAs(stranger.owner);
    expect(await listLibraryItems(await scopeFor(stranger.owner, stranger.brand.id))).toEqual([]);
    expect(await library.addLibraryItemToBrandAction(inBrand(stranger.brand.id, { itemId: pub.itemId }))).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    actAs(freelancer);
    expect(await listLibraryItems(await scopeFor(freelancer, stranger.brand.id))).toEqual([]);
    expect(await library.addLibraryItemToBrandAction(inBrand(stranger.brand.id, { itemId: pub.itemId }))).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect((await listLibraryItems(await scopeFor(freelancer, first.id))).map((i) => i.id)).toEqual([pub.itemId]);
    expect(await getDb().select().from(personas).where(and(eq(personas.brandId, stranger.brand.id), eq(personas.source, "library")))).toEqual([]);

    // Nor can it publish over the item: a persona of its own pointed at the item (forged as the system) publishes
    // as a new item of its own owner, and the agency's item keeps its one version.
    const forged = await seedPersona(stranger.brand.id, "Forged", maya, { libraryItemId: pub.itemId, libraryVersion: 1 });
    actAs(stranger.owner);
    const own = ok(await library.publishPersonaToLibraryAction(inBrand(stranger.brand.id, { personaId: forged })));
    expect(own.created).toBe(true);
    expect(own.itemId).not.toBe(pub.itemId);
    const items = await getDb().select().from(personaLibraryItems).where(eq(personaLibraryItems.id, pub.itemId));
    expect(items[0]).toMatchObject({ ownerId: owner.id, latestVersion: 1 });

    // The first brand improves the persona and publishes version 2 of the same item.
    actAs(owner);
    ok(await card.updatePersonaAction(inBrand(first.id, { personaId: source, name: "Maya", profile: { ...maya, summary: "Home barista, now on a subscription." } })));
    expect(ok(await library.publishPersonaToLibraryAction(inBrand(first.id, { personaId: source, note: "Subscription" })))).toEqual({ itemId: pub.itemId, version: 2, created: false });
    const [item] = await getDb().select().from(personaLibraryItems).where(eq(personaLibraryItems.id, pub.itemId));
    expect(item!.latestVersion).toBe(2);

    // The second brand's persona stays on v1 until it chooses to update.
    const scope2 = await scopeFor(owner, second.id);
    expect(await getPersona(scope2, used.id)).toMatchObject({ libraryVersion: 1, libraryLatest: 2, profile: { summary: maya.summary } });
    const upd = ok(await library.updatePersonaFromLibraryAction(inBrand(second.id, { personaId: used.id })));
    expect(upd.libraryVersion).toBe(2);
    const after = await getPersona(scope2, used.id);
    expect(after).toMatchObject({ libraryVersion: 2, libraryLatest: 2, profile: { summary: "Home barista, now on a subscription.", quote: "Brand two's own quote" } });
    const history = await getDb().select().from(personaVersions).where(eq(personaVersions.personaId, used.id));
    expect(history.map((v) => v.version).sort()).toEqual([1, 2, 3]);
    expect(history.find((v) => v.version === 2)!.profile).toMatchObject({ summary: maya.summary, quote: "Brand two's own quote" });
    expect(await library.updatePersonaFromLibraryAction(inBrand(second.id, { personaId: used.id }))).toEqual({ ok: false, error: "This persona is already on the library's newest version (v2)." });
  });

  it("publishes a brief and uses it in a second brand of the same owner as a pinned copy", async () => {
    const owner = await createUser();
    const first = await createBrand(owner, "Brief agency one");
    const second = await createBrand(owner, "Brief agency two");
    const [brief] = await getDb()
      .insert(personasBriefs)
      .values({ brandId: first.id, name: "Café owners", audience: "Owners of small cafés", segments: [{ key: "owners", name: "Owners", share: 100, description: "", attributes: {} }], b2b: true })
      .returning({ id: personasBriefs.id });
    actAs(owner);
    const pub = ok(await library.publishBriefToLibraryAction(inBrand(first.id, { briefId: brief!.id })));
    const used = ok(await library.addLibraryItemToBrandAction(inBrand(second.id, { itemId: pub.itemId })));
    expect(used.kind).toBe("brief");
    const [copy] = await getDb().select().from(personasBriefs).where(eq(personasBriefs.id, used.id));
    expect(copy).toMatchObject({ brandId: second.id, name: "Café owners", audience: "Owners of small cafés", b2b: true, source: "library", libraryItemId: pub.itemId, libraryVersion: 1 });
    expect(copy!.segments.map((s) => s.key)).toEqual(["owners"]);
  });

  it("archives an item so it is no longer offered for reuse, keeps it listed as archived, and restores it; another owner cannot archive it", async () => {
    const owner = await createUser();
    const first = await createBrand(owner, "Archive agency one");
    const second = await createBrand(owner, "Archive agency two");
    const stranger = await ownerWithBrand("Archive stranger");
    actAs(owner);
    const pub = ok(await library.publishPersonaToLibraryAction(inBrand(first.id, { personaId: await seedPersona(first.id, "Ines") })));

    expect(ok(await library.setLibraryItemArchivedAction(inBrand(second.id, { itemId: pub.itemId, archived: true })))).toEqual({ id: pub.itemId, archived: true });
    expect((await listLibraryItems(await scopeFor(owner, second.id))).map((i) => [i.id, i.archived])).toEqual([[pub.itemId, true]]);
    expect(await library.addLibraryItemToBrandAction(inBrand(second.id, { itemId: pub.itemId }))).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });

    actAs(stranger.owner);
    expect(await library.setLibraryItemArchivedAction(inBrand(stranger.brand.id, { itemId: pub.itemId, archived: false }))).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    const [still] = await getDb().select().from(personaLibraryItems).where(eq(personaLibraryItems.id, pub.itemId));
    expect(still!.archived).toBe(true);

    actAs(owner);
    ok(await library.setLibraryItemArchivedAction(inBrand(second.id, { itemId: pub.itemId, archived: false })));
    expect(ok(await library.addLibraryItemToBrandAction(inBrand(second.id, { itemId: pub.itemId }))).kind).toBe("persona");
  });
});
