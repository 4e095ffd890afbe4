import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { bytea } from "./brand-setup";
import { createdAt, id } from "./_shared";

/**
 * Every file the product keeps (lib/storage): logos, knowledge-base training files, focus-group
 * stimuli, exports — each owned by a brand — and people's avatars, owned by a user (owner_user_id,
 * no brand: a person's picture shows in every brand they belong to). Exactly one owner is set. The row is the file's identity and its metadata whichever driver holds the bytes,
 * so listing, the tenant wall and a brand's delete (cascade) work the same for all of them. `bytes` is
 * set only for the database driver; S3 and Supabase keep them at `key` in `bucket`.
 * `content_type` is the type sniffed from the bytes on upload (lib/storage/sniff.ts), never a claim.
 */
export const storageObjects = pgTable(
  "storage_objects",
  {
    id: id(),
    /** The owning brand; null only for a user's file (owner_user_id), which brand_isolation never matches. */
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    /** The owning person for a user's file (avatar); the file goes with them. RLS hand-written (migration storage_user_files). */
    ownerUserId: uuid("owner_user_id").references(() => profiles.id, { onDelete: "cascade" }),
    /** logo | training | stimulus | export (brand), avatar (user) — lib/storage/kinds.ts */
    kind: text("kind").notNull(),
    /** database | s3 | supabase: where the bytes are (a deployment may change driver; old files stay readable where they are). */
    driver: text("driver").notNull(),
    /** The driver's bucket ("" for the database driver). */
    bucket: text("bucket").notNull().default(""),
    /** Path inside the bucket: `<prefix><brandId>/<kind>/<id>/<name>`, or `<prefix>users/<userId>/<kind>/<id>/<name>`. */
    key: text("key").notNull(),
    /** The file name shown and offered on download. */
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    cacheControl: text("cache_control").notNull().default("max-age=3600"),
    bytes: bytea("bytes"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("storage_objects_brand_kind_name_idx").on(t.brandId, t.kind, t.name),
    index("storage_objects_owner_user_kind_idx").on(t.ownerUserId, t.kind).where(sql`${t.ownerUserId} is not null`),
    uniqueIndex("storage_objects_driver_key_idx").on(t.driver, t.bucket, t.key),
    check("storage_objects_driver", sql`${t.driver} in ('database','s3','supabase')`),
    check("storage_objects_one_owner", sql`(${t.brandId} is null) <> (${t.ownerUserId} is null)`),
    check("storage_objects_bytes", sql`(${t.driver} = 'database') = (${t.bytes} is not null)`),
  ],
);
