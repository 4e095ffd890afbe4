import { notFoundResponse, withBrandRoute } from "@/lib/brand-route";
import { fileResponse, readFile } from "@/lib/storage";

/**
 * A brand's stored file, for people of that brand (anyone else, and a file id of another brand, get
 * the same 404 as a file that does not exist). `?download` asks for an attachment.
 */
export const GET = withBrandRoute<{ brandId: string; fileId: string }>(
  "/api/brands/[brandId]/files/[fileId]",
  { brand: { param: "brandId" }, signedOut: "Please sign in to open this file." },
  async (req, scope, { fileId }) => {
    const found = await readFile(scope, fileId);
    if (!found) return notFoundResponse();
    return fileResponse(found.file, found.bytes, { download: new URL(req.url).searchParams.has("download") });
  },
);
