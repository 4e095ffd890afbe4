import { assertAccess } from "@/lib/brand-scope";
import { notFoundResponse, withBrandRoute } from "@/lib/brand-route";
import { fileResponse, getFile, readFile, STORAGE_KINDS, type KindRule } from "@/lib/storage";

/**
 * A brand's stored file, for people of that brand who may see the module its kind belongs to
 * (training files: Vector Store; stimuli: Focus Groups). Anyone else, and a file id of another
 * brand, get the same 404 as a file that does not exist. `?download` asks for an attachment.
 */
export const GET = withBrandRoute<{ brandId: string; fileId: string }>(
  "/api/brands/[brandId]/files/[fileId]",
  { brand: { param: "brandId" }, signedOut: "Please sign in to open this file." },
  async (req, scope, { fileId }) => {
    const meta = await getFile(scope, fileId);
    if (!meta) return notFoundResponse();
    const owningModule = (STORAGE_KINDS[meta.kind] as KindRule).module;
    if (owningModule) await assertAccess(scope, owningModule, "view");
    const found = await readFile(scope, fileId);
    if (!found) return notFoundResponse();
    return fileResponse(found.file, found.bytes, { download: new URL(req.url).searchParams.has("download") });
  },
);
