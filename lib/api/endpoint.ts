/**
 * The public API's endpoint registry: each endpoint is declared once with `defineEndpoint` — method,
 * path, the module and access its key needs, zod schemas for path params, query, body and response,
 * and a handler that receives a BrandScope. The same declaration drives the dispatcher
 * (lib/api/dispatch: auth, scopes, permission, validation, idempotency, errors), the OpenAPI document
 * (lib/api/openapi) and the reference page. See docs/api.md for how to add one.
 */
import type { z } from "zod";
import type { BrandScope } from "@/lib/brand-scope";
import type { ModuleKey } from "@/lib/navigation/registry";
import type { ApiAccess, AuthenticatedKey } from "./keys";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

// Object schemas whose fields become parameters: z.object({...}) with string-coercible fields.
type ParamSchema = z.ZodObject;

export type EndpointContext<P, Q, B> = {
  /** The key's brand, acting as the key's creator (their current role, capped by the key's scopes). */
  scope: BrandScope;
  key: AuthenticatedKey;
  params: P;
  query: Q;
  body: B;
  req: Request;
};

export type EndpointSpec<PS extends ParamSchema | undefined, QS extends ParamSchema | undefined, BS extends z.ZodType | undefined, RS extends z.ZodType> = {
  method: HttpMethod;
  /** Relative to /api/v1, OpenAPI style: "/tasks/{taskId}". */
  path: string;
  /** The navigation module whose permission and API scope the call needs. */
  module: ModuleKey;
  /** read: the creator's role must view the module and the key hold <module>:read; write: edit and <module>:write. */
  access: ApiAccess;
  /** Unique camelCase id (OpenAPI operationId), e.g. "listTasks". */
  operationId: string;
  /** Grouping in the reference, e.g. "Tasks". */
  tag: string;
  summary: string;
  description?: string;
  params?: PS;
  query?: QS;
  body?: BS;
  response: RS;
  /** Success status: 200 (default) or 201 for a create. */
  status?: 200 | 201;
  /** Example request values for the reference and its curl lines. */
  example?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  handler: (
    ctx: EndpointContext<
      PS extends ParamSchema ? z.output<PS> : Record<string, never>,
      QS extends ParamSchema ? z.output<QS> : Record<string, never>,
      BS extends z.ZodType ? z.output<BS> : undefined
    >,
  ) => Promise<z.input<RS>>;
};

/** The erased shape the dispatcher and the OpenAPI generator work with. */
export type Endpoint = {
  method: HttpMethod;
  path: string;
  module: ModuleKey;
  access: ApiAccess;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  params?: ParamSchema;
  query?: ParamSchema;
  body?: z.ZodType;
  response: z.ZodType;
  status: 200 | 201;
  example?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  handler: (ctx: EndpointContext<unknown, unknown, unknown>) => Promise<unknown>;
  /** Path split into segments; `{name}` segments capture. */
  segments: readonly string[];
};

/** Every declared endpoint by "METHOD /path". */
export const apiRegistry = new Map<string, Endpoint>();

export function defineEndpoint<PS extends ParamSchema | undefined = undefined, QS extends ParamSchema | undefined = undefined, BS extends z.ZodType | undefined = undefined, RS extends z.ZodType = z.ZodType>(
  spec: EndpointSpec<PS, QS, BS, RS>,
): Endpoint {
  if (!spec.path.startsWith("/")) throw new Error(`defineEndpoint ${spec.operationId}: path must start with /`);
  const id = `${spec.method} ${spec.path}`;
  const endpoint: Endpoint = {
    ...(spec as unknown as Omit<Endpoint, "status" | "segments">),
    status: spec.status ?? 200,
    segments: spec.path.split("/").filter(Boolean),
  };
  const existing = apiRegistry.get(id);
  // Dev and tests may evaluate a module twice; a second, different endpoint on the same route is a bug.
  if (existing && existing.operationId !== spec.operationId) throw new Error(`Two API endpoints on ${id}: ${existing.operationId} and ${spec.operationId}`);
  for (const other of apiRegistry.values()) {
    if (other.operationId === spec.operationId && `${other.method} ${other.path}` !== id) throw new Error(`Duplicate API operationId ${spec.operationId}`);
  }
  apiRegistry.set(id, endpoint);
  return endpoint;
}

/** The endpoints whose path matches, with the captured path parameters (raw strings). */
export function matchPath(segments: readonly string[]): { endpoint: Endpoint; params: Record<string, string> }[] {
  const out: { endpoint: Endpoint; params: Record<string, string> }[] = [];
  for (const endpoint of apiRegistry.values()) {
    if (endpoint.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    endpoint.segments.forEach((s, i) => {
      const got = segments[i]!;
      const m = /^\{(\w+)\}$/.exec(s);
      if (m) params[m[1]!] = got;
      else if (s !== got) ok = false;
    });
    if (ok) out.push({ endpoint, params });
  }
  // A literal segment beats a parameter ("/tasks/export" before "/tasks/{taskId}").
  return out.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
}

/** The API's modules (those with at least one endpoint) and which accesses they offer, for the key form. */
export function apiModules(): { module: ModuleKey; read: boolean; write: boolean }[] {
  const by = new Map<ModuleKey, { read: boolean; write: boolean }>();
  for (const e of apiRegistry.values()) {
    const m = by.get(e.module) ?? { read: false, write: false };
    m[e.access] = true;
    by.set(e.module, m);
  }
  return [...by].map(([module, v]) => ({ module, ...v }));
}
