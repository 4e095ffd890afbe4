import { handleApiRequest } from "@/lib/api/dispatch";
import { publicApiRoutes } from "@/modules/public-api/routes";

/**
 * The public REST API (/api/v1/…): one catch-all that hands every request to lib/api's dispatcher.
 * No session cookie is read here: the brand API key in the Authorization header is the permission.
 */
type Ctx = { params: Promise<{ path?: string[] }> };

async function handle(req: Request, ctx: Ctx): Promise<Response> {
  const { path = [] } = await ctx.params;
  return handleApiRequest(req, path, publicApiRoutes);
}

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PATCH = handle;
export const PUT = handle;
export const DELETE = handle;
