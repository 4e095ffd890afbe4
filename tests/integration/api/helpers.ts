/** Calling the public API in-process, the way the route handler is called by Next. */
import { GET, POST, PATCH, DELETE } from "@/app/api/v1/[...path]/route";
import type { AuthUser } from "@/lib/auth/types";
import { scopeFor } from "@/lib/brand-scope";
import { createApiKey } from "@/modules/public-api/keys";
import type { KeyExpiry } from "@/modules/public-api/inputs";

const HANDLERS = { GET, POST, PATCH, DELETE } as const;

export type ApiAnswer = { status: number; headers: Headers; body: Record<string, unknown> & { data?: Record<string, unknown>[] }; text: string };

export async function api(
  method: keyof typeof HANDLERS,
  path: string,
  opts: { token?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const url = new URL(`http://api.test/api/v1${path}`);
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) {
    body = opts.rawBody;
    headers["content-type"] ??= "application/json";
  }
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const req = new Request(url, { method, headers, body });
  const segments = url.pathname.replace(/^\/api\/v1\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  const res = await HANDLERS[method](req, { params: Promise.resolve({ path: segments }) });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = {};
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** A key made by `user` in `brandId` through the same function the settings page uses. */
export async function keyFor(user: AuthUser, brandId: string, scopes: string[], expiry: KeyExpiry = "90d", name = "Test key"): Promise<{ id: string; token: string }> {
  const scope = await scopeFor(user, brandId);
  const k = await createApiKey(scope, { name, scopes, expiry });
  return { id: k.id, token: k.token };
}
