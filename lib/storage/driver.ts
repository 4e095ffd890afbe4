/**
 * The configured file store, from the environment (lib/env.ts): STORAGE_DRIVER=database (default),
 * s3 or supabase, with STORAGE_BUCKET / STORAGE_PREFIX and the driver's credentials. Built per call
 * (cheap) so tests and a changed environment take effect without a restart of this module.
 */
import { env } from "@/lib/env";
import { createS3Driver } from "./drivers/s3";
import { createSupabaseDriver } from "./drivers/supabase";
import type { RemoteDriver } from "./drivers/types";

export type DriverName = "database" | "s3" | "supabase";

/** The remote driver for new files, or null when files go to the database. */
export function configuredDriver(): RemoteDriver | null {
  const e = env();
  if (e.STORAGE_DRIVER === "s3") {
    return createS3Driver({
      bucket: e.STORAGE_BUCKET!,
      region: e.STORAGE_S3_REGION,
      accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID!,
      secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY!,
      endpoint: e.STORAGE_S3_ENDPOINT,
      pathStyle: e.STORAGE_S3_PATH_STYLE,
    });
  }
  if (e.STORAGE_DRIVER === "supabase") {
    return createSupabaseDriver({
      url: (e.STORAGE_SUPABASE_URL ?? e.NEXT_PUBLIC_SUPABASE_URL)!,
      serviceKey: e.STORAGE_SUPABASE_SERVICE_KEY!,
      bucket: e.STORAGE_BUCKET!,
    });
  }
  return null;
}

/**
 * The driver that holds an existing file. A file keeps the driver it was stored with; reading it
 * needs that driver configured (same bucket), else the file is reported missing rather than read
 * from the wrong place.
 */
export function driverFor(file: { driver: string; bucket: string }): RemoteDriver | null | "unavailable" {
  if (file.driver === "database") return null;
  const d = configuredDriver();
  if (!d || d.name !== file.driver || d.bucket !== file.bucket) return "unavailable";
  return d;
}

function storagePrefix(): string {
  const p = env().STORAGE_PREFIX ?? "";
  return p && !p.endsWith("/") ? `${p}/` : p;
}

/** `<prefix><brandId>/`: everything of one brand in the remote bucket sits under it. */
export function brandPrefix(brandId: string): string {
  return `${storagePrefix()}${brandId}/`;
}

/** `<prefix>users/<userId>/`: a person's own files (avatars); never under a brand's prefix, so a brand purge leaves them. */
export function userPrefix(userId: string): string {
  return `${storagePrefix()}users/${userId}/`;
}
