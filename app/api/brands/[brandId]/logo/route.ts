import { notFoundResponse, withBrandRoute } from "@/lib/brand-route";
import { fileResponse } from "@/lib/storage";
import { getBrandLogo } from "@/modules/brand-setup/queries";

/**
 * A brand's logo, for people of that brand only (anyone else gets the same 404 as for a brand without
 * a logo). The bytes come from lib/storage; the URL stays the same across uploads (the page adds ?v=).
 */
export const GET = withBrandRoute<{ brandId: string }>("/api/brands/[brandId]/logo", { brand: { param: "brandId" } }, async (_req, scope) => {
  const logo = await getBrandLogo(scope);
  if (!logo) return notFoundResponse();
  return fileResponse({ ...logo.file, cacheControl: "max-age=86400" }, logo.bytes);
});
