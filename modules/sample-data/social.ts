/**
 * The demo brand's Instagram, from db/sample/social through the social import a user would use:
 * its own account's "Download your information" export (zipped here as Instagram delivers it) and a
 * Metricool competitor export of @bluebottle. Both land as imported profiles whose posts say where
 * they came from; the pages label them "Sample data" through the sample marks of the seed.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import type { BrandScope } from "@/lib/brand-scope";
import { readSocialFile } from "@/modules/social/analysis/import/read";
import { storeSocialImport } from "@/modules/social/analysis/import/store";
import { setProfileFollowers } from "@/modules/social/analysis/profiles";

export const SAMPLE_SOCIAL_DIR = path.resolve(process.cwd(), "db/sample/social");
export const SAMPLE_COMPETITOR_HANDLE = "bluebottle";
/** @bluebottle's follower count as read off its profile page; a CSV export does not carry it. */
export const SAMPLE_COMPETITOR_FOLLOWERS = 45_200;

function filesUnder(dir: string, base = ""): { path: string; bytes: Uint8Array }[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const full = path.join(dir, n);
      const rel = base ? `${base}/${n}` : n;
      return statSync(full).isDirectory() ? filesUnder(full, rel) : [{ path: rel, bytes: new Uint8Array(readFileSync(full)) }];
    });
}

/** The shipped export as the zip Instagram sends ("instagram-<user>-<date>/…"); fixed mtimes, so the same bytes every time. */
export function sampleInstagramExportZip(): Uint8Array {
  const mtime = new Date("2026-11-01T00:00:00Z");
  return zipSync(Object.fromEntries(filesUnder(path.join(SAMPLE_SOCIAL_DIR, "instagram-export")).map((f) => [`instagram-northwind.coffee-2026-11-01/${f.path}`, [f.bytes, { mtime }]])));
}

const asFile = (name: string, bytes: Uint8Array) => ({ file: { name, base64: Buffer.from(bytes).toString("base64") } });

export async function seedSocial(scope: BrandScope, today: Date): Promise<void> {
  const own = await readSocialFile(asFile("instagram-northwind.coffee-2026-11-01.zip", sampleInstagramExportZip()), "instagram");
  await storeSocialImport(scope, { handle: "", isOwn: true, network: "instagram" }, own.parsed);
  const rival = await readSocialFile(asFile("metricool-bluebottle.csv", new Uint8Array(readFileSync(path.join(SAMPLE_SOCIAL_DIR, "metricool-bluebottle.csv")))), "instagram");
  const { profileId } = await storeSocialImport(scope, { handle: SAMPLE_COMPETITOR_HANDLE, isOwn: false, network: "instagram" }, rival.parsed);
  await setProfileFollowers(scope, profileId, SAMPLE_COMPETITOR_FOLLOWERS, today);
}
