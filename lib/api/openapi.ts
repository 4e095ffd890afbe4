/**
 * The OpenAPI 3.1 document of the public API, generated from the same zod schemas the dispatcher
 * validates with (zod 4's z.toJSONSchema, JSON Schema 2020-12 — OpenAPI 3.1's own dialect). Schemas
 * given an id with `.meta({ id: "Task" })` become components; everything else is inlined.
 */
import { z } from "zod";
import { MODULES } from "@/lib/navigation/registry";
import { API_BASE, MAX_BODY_BYTES } from "./dispatch";
import { apiRegistry, type Endpoint } from "./endpoint";
import { PROBLEM_TYPES, problemSchema } from "./problem";

type Json = Record<string, unknown>;

export const API_VERSION = "1.0.0";

class Components {
  readonly schemas: Record<string, Json> = {};

  /** The JSON Schema of `schema`, its named parts moved into components. */
  convert(schema: z.ZodType, io: "input" | "output"): Json {
    const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Json;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, Json>;
    delete json.$defs;
    const rewrite = (v: Json): Json => JSON.parse(JSON.stringify(v).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
    for (const [name, def] of Object.entries(defs)) {
      const body = rewrite(def);
      const prev = this.schemas[name];
      if (prev && JSON.stringify(prev) !== JSON.stringify(body)) throw new Error(`OpenAPI: two different schemas share the id ${name}`);
      this.schemas[name] = body;
    }
    // A named root converts to {$ref} with its body among the defs: the reference is what is returned.
    return rewrite(json);
  }
}

function parameters(c: Components, schema: z.ZodObject | undefined, where: "path" | "query", example?: Record<string, string>): Json[] {
  if (!schema) return [];
  const json = c.convert(schema, "input") as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => {
    const { description, ...rest } = s as Json & { description?: string };
    return {
      name,
      in: where,
      required: where === "path" || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
      ...(example?.[name] !== undefined ? { example: example[name] } : {}),
    };
  });
}

const ERROR_STATUSES = (e: Endpoint): number[] => {
  const s = [400, 401, 403, 404, 429, 500, 503];
  if (e.method !== "GET") s.push(413, 415, 422, 507);
  if (e.method === "POST") s.push(409);
  return s.sort((a, b) => a - b);
};

function operation(c: Components, e: Endpoint): Json {
  const scopeName = `${e.module}:${e.access}`;
  const op: Json = {
    operationId: e.operationId,
    tags: [e.tag],
    summary: e.summary,
    description: `${e.description ? `${e.description}\n\n` : ""}Needs a key with the scope \`${scopeName}\` whose creator may ${e.access === "write" ? "change" : "view"} ${MODULES[e.module]} in the brand.`,
    security: [{ apiKey: [scopeName] }],
    "x-scope": scopeName,
    parameters: [
      ...parameters(c, e.params, "path", e.example?.params),
      ...parameters(c, e.query, "query", e.example?.query),
      ...(e.method === "POST"
        ? [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              description: "Makes a retry safe: the same key with the same body within 24 hours returns the first answer instead of acting again.",
              schema: { type: "string", minLength: 1, maxLength: 255 },
            },
          ]
        : []),
    ],
    responses: {
      [String(e.status)]: {
        description: e.status === 201 ? "Created" : "OK",
        headers: rateHeaders(),
        content: { "application/json": { schema: c.convert(e.response, "output") } },
      },
      ...Object.fromEntries(
        ERROR_STATUSES(e).map((s) => [
          String(s),
          {
            description: Object.values(PROBLEM_TYPES)
              .filter((t) => t.status === s)
              .map((t) => t.title)
              .join("; "),
            ...(s === 429 ? { headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait." }, ...rateHeaders() } } : {}),
            content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
          },
        ]),
      ),
    },
  };
  if (e.body) {
    op.requestBody = {
      required: true,
      description: `JSON, at most ${MAX_BODY_BYTES} bytes.`,
      content: { "application/json": { schema: c.convert(e.body, "input"), ...(e.example?.body !== undefined ? { example: e.example.body } : {}) } },
    };
  }
  return op;
}

function rateHeaders(): Json {
  return {
    "RateLimit-Limit": { schema: { type: "integer" }, description: "Requests allowed per window for this key." },
    "RateLimit-Remaining": { schema: { type: "integer" }, description: "Requests left in the current window." },
    "RateLimit-Reset": { schema: { type: "integer" }, description: "Seconds until the window resets." },
  };
}

/** The whole document. Endpoints must be registered first (import the endpoint index). */
export function buildOpenApiDocument(): Json {
  const c = new Components();
  c.convert(problemSchema, "output");
  const paths: Record<string, Json> = {};
  const endpoints = [...apiRegistry.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const e of endpoints) {
    (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(c, e);
  }
  const tags = [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Growth OS API",
      version: API_VERSION,
      description:
        "The REST API of one brand. Authenticate with a brand API key (`Authorization: Bearer gos_live_…`, created under Brand Settings → API keys). Lists are cursor-paginated; dates are ISO 8601; errors are RFC 9457 problem details.",
    },
    servers: [{ url: API_BASE }],
    tags,
    paths,
    components: {
      schemas: c.schemas,
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", bearerFormat: "gos_live_<id>_<secret>", description: "A brand API key. Its scopes (<module>:read|write) limit what it may call." },
      },
    },
  };
}
