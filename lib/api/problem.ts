/**
 * Errors of the public API as RFC 9457 problem details (application/problem+json). Every refusal the
 * API makes is one of these; `type` points at the error's section of the reference (/api/v1/docs), so
 * a client can branch on it, and `detail` says what happened and what to try.
 */
import { z } from "zod";

export const PROBLEM_TYPES = {
  "invalid-request": { status: 400, title: "The request is not valid" },
  unauthenticated: { status: 401, title: "No valid API key" },
  "insufficient-scope": { status: 403, title: "The API key may not do this" },
  forbidden: { status: 403, title: "The key's creator may not do this" },
  "not-found": { status: 404, title: "Not found" },
  "method-not-allowed": { status: 405, title: "Method not allowed" },
  "idempotency-conflict": { status: 409, title: "A request with this Idempotency-Key is still running" },
  "payload-too-large": { status: 413, title: "The request body is too large" },
  "unsupported-media-type": { status: 415, title: "The request body must be JSON" },
  "idempotency-mismatch": { status: 422, title: "This Idempotency-Key was used with another request" },
  unprocessable: { status: 422, title: "The request cannot be carried out" },
  "rate-limited": { status: 429, title: "Too many requests" },
  internal: { status: 500, title: "Something went wrong on our side" },
  unavailable: { status: 503, title: "The database is not reachable right now" },
  "insufficient-storage": { status: 507, title: "The server has no disk space left" },
} as const;

export type ProblemType = keyof typeof PROBLEM_TYPES;

export type FieldError = { path: string; message: string };

/** Thrown anywhere below the dispatcher to answer with a problem; everything else unexpected is a 500. */
export class ApiError extends Error {
  constructor(
    readonly type: ProblemType,
    readonly detail: string,
    readonly extras: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
  }
  get status(): number {
    return PROBLEM_TYPES[this.type].status;
  }
}

export const problemTypeUri = (type: ProblemType) => `/api/v1/docs#problem-${type}`;

/** The problem document's shape, for the OpenAPI document. */
export const problemSchema = z
  .object({
    type: z.string().describe("A URI reference naming the kind of problem; its section in the API reference."),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().describe("What happened and what to try."),
    instance: z.string().optional().describe("The request path."),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional().describe("Invalid fields, for invalid-request."),
  })
  .meta({ id: "Problem", description: "An RFC 9457 problem details object." });

export type Problem = z.output<typeof problemSchema>;

export function problemBody(e: ApiError, instance?: string): Problem {
  const t = PROBLEM_TYPES[e.type];
  return {
    type: problemTypeUri(e.type),
    title: t.title,
    status: t.status,
    detail: e.detail,
    ...(instance ? { instance } : {}),
    ...(e.extras.errors?.length ? { errors: e.extras.errors } : {}),
  };
}

export function problemResponse(e: ApiError, instance?: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problemBody(e, instance)), {
    status: e.status,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store", ...headers, ...e.extras.headers },
  });
}

/** A zod failure as invalid-request with one entry per field (paths dotted, "" for the whole body). */
export function fromZod(error: z.ZodError, where: "query" | "body" | "path"): ApiError {
  const errors = error.issues.map((i) => ({ path: [where, ...i.path.map(String)].join("."), message: i.message }));
  const first = errors[0];
  return new ApiError("invalid-request", first ? `${first.path}: ${first.message}` : `Invalid ${where}.`, { errors });
}
