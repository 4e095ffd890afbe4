import { notFoundResponse, withBrandRoute } from "@/lib/brand-route";
import { imageResponse } from "@/lib/uploads/image";
import { getBrandLogo } from "@/modules/brand-setup/queries";

/** A brand's logo, for people of that brand only (anyone else gets the same 404 as for a brand without a logo). */
export const GET = withBrandRoute<{ brandId: string }>("/api/brands/[brandId]/logo", { brand: { param: "brandId" } }, async (_req, scope) => {
  const logo = await getBrandLogo(scope);
  if (!logo) return notFoundResponse();
  return imageResponse(logo, {
    "Cache-Control": "private, max-age=86400",
    "Content-Disposition": "inline",
    "Last-Modified": logo.updatedAt.toUTCString(),
  });
});
