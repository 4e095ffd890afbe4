/**
 * Personas in the public API (/personas): the brand's synthetic personas with their current profile,
 * version, brief and segment — what My Personas and the persona card show. Read only.
 */
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { keysetAfter, keysetPage } from "@/lib/api/keyset";
import { instant, listOf, pageQuery } from "@/lib/api/pagination";
import { NotFoundError } from "@/lib/brand-scope";
import { getPersona, listPersonaRecordsPage, type PersonaRecord } from "./card/store";

const EXAMPLE_ID = "6d1f3b82-9a4e-4c07-8e5d-0b2a7c9f4e13";

const text = z.string();
const list = z.array(z.string());

// The stored profile as read (modules/personas/profile readProfile): the editor's fields without its
// input limits, so a profile saved under older rules is still answered, never a 500.
const profile = z
  .object({
    summary: text,
    age: z.number().int().nullable(),
    gender: text.nullable(),
    location: text.nullable(),
    occupation: text.nullable(),
    company: z.object({ name: text.nullable(), industry: text.nullable(), size: text.nullable(), role: text.nullable() }).nullable(),
    income: text.nullable(),
    education: text.nullable(),
    goals: list,
    pains: list,
    objections: list,
    channels: list,
    buying_role: text.nullable(),
    decision_criteria: list,
    media_habits: list,
    values: list,
    backstory: text,
    quote: text,
    attributes: z.record(z.string(), z.string()).describe("The brief's required attributes and any others, by name."),
  })
  .meta({ id: "PersonaProfile", description: "Who the persona is: demographics, goals, pains, objections, channels, buying role, backstory." });

export const apiPersona = z
  .object({
    object: z.literal("persona"),
    id: z.uuid(),
    name: z.string(),
    status: z.enum(["active", "archived"]),
    source: z.string().describe("generated, manual, import, library or sample."),
    version: z.number().int().describe("Every change of the profile is a new version."),
    flagged: z.boolean().describe("A consistency check found an error regeneration did not clear."),
    brief: z.object({ id: z.uuid(), name: z.string() }).nullable().describe("The personas brief it was generated from."),
    segment: z.object({ key: z.string(), name: z.string().nullable() }).nullable().describe("The brief's segment it represents."),
    library: z.object({ item_id: z.uuid(), version: z.number().int().nullable(), name: z.string().nullable() }).nullable().describe("The agency library persona it is based on."),
    profile,
    created_at: instant(),
    updated_at: instant(),
  })
  .meta({ id: "Persona", description: "A synthetic persona of the brand." });

function present(p: PersonaRecord): z.input<typeof apiPersona> {
  const { buyingRole, decisionCriteria, mediaHabits, ...rest } = p.profile;
  return {
    object: "persona",
    id: p.id,
    name: p.name,
    status: p.status,
    source: p.source,
    version: p.version,
    flagged: p.flagged,
    brief: p.briefId ? { id: p.briefId, name: p.briefName ?? "" } : null,
    segment: p.segmentKey ? { key: p.segmentKey, name: p.segmentName } : null,
    library: p.libraryItemId ? { item_id: p.libraryItemId, version: p.libraryVersion, name: p.libraryName } : null,
    profile: { ...rest, buying_role: buyingRole, decision_criteria: decisionCriteria, media_habits: mediaHabits },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

defineEndpoint({
  method: "GET",
  path: "/personas",
  module: "personas",
  access: "read",
  operationId: "listPersonas",
  tag: "Personas",
  summary: "List personas",
  description: "Newest first. Filters combine (AND).",
  query: pageQuery.extend({
    status: z.enum(["active", "archived"]).optional(),
    brief_id: z.uuid().optional().describe("Only personas generated from this brief."),
    source: z.enum(["generated", "manual", "import", "library", "sample"]).optional(),
  }),
  response: listOf(apiPersona),
  example: { query: { status: "active" } },
  handler: async ({ scope, query }) => {
    const rows = await listPersonaRecordsPage(scope, { status: query.status, briefId: query.brief_id, source: query.source }, { limit: query.limit, after: keysetAfter(query.cursor) });
    return keysetPage(rows, query.limit, present);
  },
});

defineEndpoint({
  method: "GET",
  path: "/personas/{persona_id}",
  module: "personas",
  access: "read",
  operationId: "getPersona",
  tag: "Personas",
  summary: "Get a persona",
  params: z.object({ persona_id: z.uuid().describe("The persona's id.") }),
  response: apiPersona,
  example: { params: { persona_id: EXAMPLE_ID } },
  handler: async ({ scope, params }) => {
    const p = await getPersona(scope, params.persona_id);
    if (!p) throw new NotFoundError();
    return present(p);
  },
});
