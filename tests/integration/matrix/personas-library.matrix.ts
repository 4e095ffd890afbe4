import { getDb } from "@/db/client";
import { personaLibraryItems, personaLibraryVersions, personaVersions, personas, personasBriefs } from "@/db/schema";
import * as card from "@/modules/personas/card/actions";
import * as library from "@/modules/personas/library/actions";
import { EMPTY_PROFILE } from "@/modules/personas/profile";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";
import { createBrand } from "../helpers/factories";

// /my-personas, /personas/{id}, /persona-details/{id} and the agency library (issue #24). Owners and members
// edit, archive, publish and use; viewers look and export. Every input names a persona, brief or library item
// of brand A (or of A's owner), so anyone outside A gets "not found". Library items belong to an owner, not a
// brand: the item used here is published from a SECOND brand of A's owner (so the owner and A's people may use
// it in A — the same-owner case), and its name carries A's markers, so the outsider — another owner acting in
// their own brand B — must neither use it nor learn it exists. The pages are server components behind
// requireModule("personas"); the export is a signed file link (lib/storage), no route handler of its own.

const profile = { ...EMPTY_PROFILE, summary: "Matrix persona summary", goals: ["Matrix goal"] };

async function personaOfA(w: MatrixWorld, extra: Partial<typeof personas.$inferInsert> = {}): Promise<string> {
  const [p] = await getDb()
    .insert(personas)
    .values({ brandId: w.a.id, name: `Matrix persona ${w.a.name}`, profile, source: "generated", ...extra })
    .returning({ id: personas.id });
  return p!.id;
}

/** A library item of A's owner, published from another brand of that owner, at `versions` versions. */
async function itemOfAsOwner(w: MatrixWorld, versions = 1): Promise<string> {
  const sister = await createBrand(w.a.owner, `Sister of ${w.a.name}`);
  const [item] = await getDb()
    .insert(personaLibraryItems)
    .values({ ownerId: w.a.owner.id, kind: "persona", name: `Library ${w.a.name}`, latestVersion: versions, sourceBrandId: sister.id, publishedBy: w.a.owner.id })
    .returning({ id: personaLibraryItems.id });
  for (let v = 1; v <= versions; v++) {
    await getDb()
      .insert(personaLibraryVersions)
      .values({ itemId: item!.id, ownerId: w.a.owner.id, version: v, content: { kind: "persona", name: `Library ${w.a.name}`, profile: { ...profile, summary: `Library v${v}` }, segmentKey: null, briefName: null } });
  }
  return item!.id;
}

export default defineMatrix([
  {
    action: "updatePersona",
    call: card.updatePersonaAction,
    allow: ["owner", "member"],
    input: async (w) => ({ personaId: await personaOfA(w), name: "Matrix edited", profile: { ...profile, quote: "Edited" } }),
  },
  {
    action: "restorePersonaVersion",
    call: card.restorePersonaVersionAction,
    allow: ["owner", "member"],
    input: async (w) => {
      const id = await personaOfA(w, { version: 2 });
      await getDb()
        .insert(personaVersions)
        .values([
          { brandId: w.a.id, personaId: id, version: 1, name: "Matrix v1", profile },
          { brandId: w.a.id, personaId: id, version: 2, name: "Matrix v2", profile: { ...profile, quote: "v2" } },
        ]);
      return { personaId: id, version: 1 };
    },
  },
  { action: "setPersonasStatus", call: card.setPersonasStatusAction, allow: ["owner", "member"], input: async (w) => ({ ids: [await personaOfA(w)], status: "archived" }) },
  { action: "exportPersonas", call: card.exportPersonasAction, allow: ["owner", "member", "viewer"], input: async (w) => ({ ids: [await personaOfA(w)], format: "json" }) },
  { action: "publishPersonaToLibrary", call: library.publishPersonaToLibraryAction, allow: ["owner", "member"], input: async (w) => ({ personaId: await personaOfA(w), industry: "Coffee" }) },
  {
    action: "publishBriefToLibrary",
    call: library.publishBriefToLibraryAction,
    allow: ["owner", "member"],
    input: async (w) => {
      const [b] = await getDb().insert(personasBriefs).values({ brandId: w.a.id, name: `Brief ${w.a.name}`, audience: "Matrix audience" }).returning({ id: personasBriefs.id });
      return { briefId: b!.id };
    },
  },
  { action: "addLibraryItemToBrand", call: library.addLibraryItemToBrandAction, allow: ["owner", "member"], input: async (w) => ({ itemId: await itemOfAsOwner(w) }) },
  { action: "setLibraryItemArchived", call: library.setLibraryItemArchivedAction, allow: ["owner", "member"], input: async (w) => ({ itemId: await itemOfAsOwner(w), archived: true }) },
  {
    action: "updatePersonaFromLibrary",
    call: library.updatePersonaFromLibraryAction,
    allow: ["owner", "member"],
    input: async (w) => {
      const itemId = await itemOfAsOwner(w, 2);
      return { personaId: await personaOfA(w, { source: "library", libraryItemId: itemId, libraryVersion: 1, profile: { ...profile, summary: "Library v1" } }) };
    },
  },
]);
