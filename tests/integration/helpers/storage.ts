import { createHash, randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { storageObjects } from "@/db/schema";

/** Puts a file straight into storage_objects (database driver), as a test fixture: no scope, no checks. */
export async function plantFile(
  brandId: string,
  file: { kind?: string; name: string; contentType: string; bytes: Uint8Array | string; id?: string; cacheControl?: string; createdAt?: Date },
): Promise<string> {
  const id = file.id ?? randomUUID();
  const bytes = Buffer.from(file.bytes);
  const kind = file.kind ?? "export";
  await getDb()
    .insert(storageObjects)
    .values({
      id,
      brandId,
      kind,
      driver: "database",
      key: `${brandId}/${kind}/${id}/${file.name}`,
      name: file.name,
      contentType: file.contentType,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      cacheControl: file.cacheControl ?? "max-age=3600",
      bytes,
      ...(file.createdAt ? { createdAt: file.createdAt } : {}),
    });
  return id;
}
