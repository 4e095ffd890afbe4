/**
 * The public API's keyless paths: the OpenAPI document and the human-readable reference. Both describe
 * the API, not a brand's data, so they need no key (like Stripe's published spec).
 */
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { API_REFERENCE_CSP } from "@/lib/security-headers";
import "./endpoints";
import { renderReference } from "./reference";

let cachedDoc: string | null = null;

/** The document as JSON text, built once per process (the registry is fixed after start-up). */
export function openApiJson(): string {
  cachedDoc ??= JSON.stringify(buildOpenApiDocument(), null, 2);
  return cachedDoc;
}

export async function publicApiRoutes(method: string, path: string): Promise<Response | null> {
  if (method !== "GET" && method !== "HEAD") return null;
  if (path === "/openapi.json") {
    return new Response(method === "HEAD" ? null : openApiJson(), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
    });
  }
  if (path === "/docs") {
    return new Response(method === "HEAD" ? null : renderReference(JSON.parse(openApiJson()) as Record<string, unknown>), {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=300",
        // next.config.ts sets the same policy on this path (its headers win over a route's).
        "Content-Security-Policy": API_REFERENCE_CSP,
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
  return null;
}
