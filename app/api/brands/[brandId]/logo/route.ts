import { getCurrentUser } from "@/lib/auth/session";
import { NotFoundError, isUuid, scopeFor } from "@/lib/brand-scope";
import { IMAGE_CSP } from "@/lib/uploads/image";
import { getBrandLogo } from "@/modules/brand-setup/queries";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * A brand's logo, for people of that brand only (anyone else gets the same 404 as for a brand
 * without a logo). Served with a sandboxing CSP and nosniff, so even an SVG opened directly cannot
 * run anything.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const user = await getCurrentUser();
  if (!user || !isUuid(brandId)) return notFound();
  try {
    const logo = await getBrandLogo(await scopeFor(user, brandId));
    if (!logo) return notFound();
    return new Response(new Uint8Array(logo.data), {
      headers: {
        "Content-Type": logo.mimeType,
        "Content-Length": String(logo.data.byteLength),
        "Cache-Control": "private, max-age=86400",
        "Content-Security-Policy": IMAGE_CSP,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
        "Last-Modified": logo.updatedAt.toUTCString(),
      },
    });
  } catch (e) {
    if (e instanceof NotFoundError) return notFound();
    throw e;
  }
}
