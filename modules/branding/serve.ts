import { getBrandingImage, type BrandingImageKind } from "@/lib/branding";
import { imageResponse } from "@/lib/uploads/image";

const YEAR = "public, max-age=31536000, immutable";
// An old or missing version still gets the current image, briefly cached, so a page rendered before a
// change shows the new icon rather than a broken one.
const SHORT = "public, max-age=60";

/**
 * A branding image by its versioned URL. The version is the content hash, so the URL of a given image
 * never changes meaning and can be cached for a year. Public: the login page shows them signed out.
 */
export async function brandingImageResponse(req: Request, kind: BrandingImageKind): Promise<Response> {
  const image = await getBrandingImage(kind);
  if (!image) {
    if (kind === "favicon") return new Response(null, { status: 302, headers: { Location: "/favicon.svg", "Cache-Control": SHORT } });
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" } });
  }
  const v = new URL(req.url).searchParams.get("v");
  return imageResponse({ data: image.bytes, mimeType: image.type }, { "Cache-Control": v === image.hash ? YEAR : SHORT, ETag: `"${image.hash}"` });
}
