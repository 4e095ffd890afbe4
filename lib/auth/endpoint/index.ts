/**
 * The built-in Supabase-compatible auth endpoint (a subset of the GoTrue HTTP API, see
 * ../shared/spec/supabase-auth-contract.md). Mounted at /api/supabase/auth/v1/* by the route
 * handler, and called in-process by the server-side Supabase clients (lib/supabase/server.ts), so
 * the server never makes an HTTP request to itself.
 *
 * Uses only the Fetch API's Request/Response: the same function serves Next, tests and scripts.
 */
import { AUTH_PATH } from "@/lib/auth/config";
import { publicJwks } from "@/lib/auth/keys";
import { Ctx, type AuthRequestOptions } from "./context";
import { AuthHttpError, OAuthStyleError, API_VERSION_HEADER, errorResponse, requestedApiVersion } from "./errors";
import { otp, recover, resend, settings, signup } from "./mail-flows";
import { tokenGrant } from "./token";
import { getUser, logout, updateUser } from "./user";
import { challengeFactor, enrollFactor, factorRoute, unenrollFactor, verifyFactor } from "./mfa";
import { reauthenticate } from "./reauthenticate";
import { verifyGet, verifyPost } from "./verify";

export type { AuthRequestOptions };

type Handler = (ctx: Ctx) => Promise<Response>;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  settings: { GET: async (ctx) => json(settings(ctx)) },
  ".well-known/jwks.json": {
    GET: async () =>
      new Response(JSON.stringify(await publicJwks()), {
        headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=600" },
      }),
  },
  signup: {
    POST: async (ctx) => {
      await ctx.limit("signup");
      return json(await signup(ctx));
    },
  },
  token: {
    POST: async (ctx) => {
      await ctx.limit("token");
      return json(await tokenGrant(ctx));
    },
  },
  user: {
    GET: async (ctx) => json(await getUser(ctx)),
    PUT: async (ctx) => {
      await ctx.limit("user_update");
      return json(await updateUser(ctx));
    },
  },
  logout: {
    POST: async (ctx) => {
      await logout(ctx);
      return new Response(null, { status: 204 });
    },
  },
  otp: {
    POST: async (ctx) => {
      await ctx.limit("otp");
      return json(await otp(ctx));
    },
  },
  verify: {
    GET: async (ctx) => {
      await ctx.limit("verify");
      return verifyGet(ctx);
    },
    POST: async (ctx) => {
      await ctx.limit("verify");
      return json(await verifyPost(ctx));
    },
  },
  recover: {
    POST: async (ctx) => {
      await ctx.limit("recover");
      return json(await recover(ctx));
    },
  },
  resend: {
    POST: async (ctx) => {
      await ctx.limit("resend");
      return json(await resend(ctx));
    },
  },
  reauthenticate: {
    GET: async (ctx) => {
      await ctx.limit("reauthenticate");
      return json(await reauthenticate(ctx));
    },
  },
  factors: {
    POST: async (ctx) => json(await enrollFactor(ctx)),
  },
  "factors/{id}": {
    DELETE: async (ctx) => json(await unenrollFactor(ctx)),
  },
  "factors/{id}/challenge": {
    POST: async (ctx) => {
      await ctx.limit("factor_challenge");
      return json(await challengeFactor(ctx));
    },
  },
  "factors/{id}/verify": {
    POST: async (ctx) => {
      await ctx.limit("factor_verify");
      return json(await verifyFactor(ctx));
    },
  },
};

/** The endpoint path after /auth/v1/, or null when the URL is not under the endpoint. */
export function endpointPath(url: URL): string | null {
  const i = url.pathname.indexOf(`${AUTH_PATH}/`);
  if (i < 0) return null;
  return url.pathname.slice(i + AUTH_PATH.length + 1).replace(/\/+$/, "");
}

function finish(res: Response, apiVersion: string | null): Response {
  const headers = new Headers(res.headers);
  if (apiVersion) headers.set(API_VERSION_HEADER, apiVersion);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

export async function handleAuthRequest(request: Request, opts: AuthRequestOptions = {}): Promise<Response> {
  const apiVersion = requestedApiVersion(request.headers);
  const base = new Headers({ "Cache-Control": "no-store" });
  if (apiVersion) base.set(API_VERSION_HEADER, apiVersion);
  const path = endpointPath(new URL(request.url));
  const route = path === null ? undefined : (ROUTES[path] ?? ROUTES[factorRoute(path)?.key ?? ""]);
  if (!route) return errorResponse(new AuthHttpError(404, "not_found", "Not Found"), apiVersion, base);
  const handler = route[request.method.toUpperCase()];
  if (!handler) {
    const res = errorResponse(new AuthHttpError(405, "validation_failed", "Method Not Allowed"), apiVersion, base);
    res.headers.set("Allow", Object.keys(route).join(", "));
    return res;
  }
  try {
    return finish(await handler(new Ctx(request, path!, opts)), apiVersion);
  } catch (e) {
    if (e instanceof AuthHttpError || e instanceof OAuthStyleError) return errorResponse(e, apiVersion, base);
    console.error(`[auth] ${request.method} ${path} failed:`, e);
    return errorResponse(
      new AuthHttpError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
      apiVersion,
      base,
    );
  }
}
