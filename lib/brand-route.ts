/**
 * The route-handler door into brand data, the twin of brandAction (lib/action.ts): sign-in → brand
 * access → module permission → scope, then the handler. A caller who may not see the brand or the
 * module gets the same 404 as for something that does not exist, so a handler never reveals that
 * another brand's data exists. Each wrapped handler is registered by its path, so the route matrix
 * test (tests/integration/route-matrix.test.ts) can prove it covers every route that touches a brand.
 */
import { databaseFailure } from "@/db/client";
import { getCurrentUser } from "@/lib/auth/session";
import { ForbiddenError, NotFoundError, assertAccess, getCurrentBrandMfaGate, getCurrentBrandScope, isUuid, scopeFor, type BrandScope } from "@/lib/brand-scope";
import type { ModuleKey } from "@/lib/navigation/registry";
import type { AccessLevel } from "@/lib/permissions";

export type BrandRouteOptions = {
  /**
   * Where the brand comes from: the user's current brand (exports of the page they are on), or a path
   * parameter holding its id (links that must keep working across a brand switch, e.g. a logo).
   */
  brand: "current" | { param: string };
  /** Module key of the navigation registry and the access needed; omitted: any person of the brand. */
  module?: ModuleKey;
  access?: AccessLevel;
  /**
   * Text for a signed-out caller, answered with 401 (a download link opened after the session ended).
   * Omitted: a signed-out caller gets the plain 404 (images and other embedded resources).
   */
  signedOut?: string;
};

type Params = Record<string, string | string[] | undefined>;
type Context<P extends Params> = { params: Promise<P> };
export type BrandRouteHandler<P extends Params> = (req: Request, scope: BrandScope, params: P) => Promise<Response>;

/** Every wrapped handler by its URL path pattern (e.g. "/api/brands/[brandId]/logo"). */
export const routeRegistry = new Map<string, BrandRouteOptions>();

const NO_STORE = { "Cache-Control": "no-store" };
const plain = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8", ...headers } });
export const notFoundResponse = () => plain("Not found", 404);

export function withBrandRoute<P extends Params = Params>(
  path: string,
  options: BrandRouteOptions,
  handler: BrandRouteHandler<P>,
): (req: Request, ctx?: Context<P>) => Promise<Response> {
  routeRegistry.set(path, options);
  return async (req, ctx) => {
    const user = await getCurrentUser();
    if (!user) return options.signedOut ? plain(options.signedOut, 401) : notFoundResponse();
    const params = ((await ctx?.params) ?? {}) as P;
    try {
      let scope: BrandScope | null;
      if (options.brand === "current") {
        scope = await getCurrentBrandScope();
        if (!scope) {
          // The member's own current brand, so saying why reveals nothing (issue 26).
          const gate = await getCurrentBrandMfaGate();
          return gate ? plain(`${gate.brandName} requires two-factor sign-in.`, 403) : plain("Select a brand first.", 409);
        }
      } else {
        const id = params[options.brand.param];
        if (!isUuid(id)) return notFoundResponse();
        scope = await scopeFor(user, id);
      }
      if (options.module) await assertAccess(scope, options.module, options.access ?? "view");
      return await handler(req, scope, params);
    } catch (e) {
      // A role that may see the module but not change it is still told nothing more than "not found":
      // a GET that would change something is a link, and links are either usable or absent.
      if (e instanceof NotFoundError || e instanceof ForbiddenError) return notFoundResponse();
      const db = databaseFailure(e, `route ${path}`);
      if (db) return plain(db.message, db.status, db.status === 503 ? { "retry-after": "5" } : {});
      console.error(`[route ${path}]`, e);
      return plain("Something went wrong. Please try again.", 500);
    }
  };
}

/** The headers of a CSV download: UTF-8 with a byte-order mark, never cached, never sniffed. */
/** An .xlsx workbook as a download (the bytes come from write-excel-file). */
export function xlsxDownload(bytes: Uint8Array, filename: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export function csvDownload(csv: string, filename: string): Response {
  return new Response("\uFEFF" + csv, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
