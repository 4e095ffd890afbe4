import { isUuid } from "@/lib/brand-scope";
import { notFoundResponse } from "@/lib/brand-route";
import { fileResponse, systemFiles, verifyFileToken } from "@/lib/storage";

/**
 * A signed, short-lived link to a file the database driver holds (lib/storage/signing.ts): no
 * session needed, the signature over file, brand and expiry is the permission. A wrong, expired or
 * re-pointed link gets the same 404 as a missing file.
 */
export async function GET(req: Request, ctx: { params: Promise<{ fileId: string }> }): Promise<Response> {
  const { fileId } = await ctx.params;
  const q = new URL(req.url).searchParams;
  const brandId = q.get("b");
  const exp = q.get("e");
  if (!isUuid(fileId) || !isUuid(brandId) || !verifyFileToken(fileId, brandId, exp, q.get("s"))) return notFoundResponse();
  const found = await systemFiles(brandId, "signed file link: the signature is the permission").readFile(fileId);
  if (!found) return notFoundResponse();
  return fileResponse(found.file, found.bytes, { maxAgeCap: Number(exp) - Math.floor(Date.now() / 1000), download: q.get("d") === "1" });
}
