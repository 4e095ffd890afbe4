CREATE TABLE "storage_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"driver" text NOT NULL,
	"bucket" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"cache_control" text DEFAULT 'max-age=3600' NOT NULL,
	"bytes" "bytea",
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_objects_driver" CHECK ("storage_objects"."driver" in ('database','s3','supabase')),
	CONSTRAINT "storage_objects_bytes" CHECK (("storage_objects"."driver" = 'database') = ("storage_objects"."bytes" is not null))
);
--> statement-breakpoint
-- Brand logos move into the one file storage (lib/storage, database driver); each keeps its bytes, type and time.
INSERT INTO "storage_objects" ("id", "brand_id", "kind", "driver", "bucket", "key", "name", "content_type", "size", "sha256", "cache_control", "bytes", "created_by", "created_at")
SELECT l."new_id", l."brand_id", 'logo', 'database', '', l."brand_id"::text || '/logo/' || l."new_id"::text || '/' || l."name", l."name", l."mime_type", l."byte_size", encode(sha256(l."data"), 'hex'), 'max-age=3600', l."data", l."uploaded_by", l."updated_at"
FROM (
  SELECT gen_random_uuid() AS "new_id", b.*, 'logo.' || CASE b."mime_type" WHEN 'image/png' THEN 'png' WHEN 'image/jpeg' THEN 'jpg' WHEN 'image/webp' THEN 'webp' WHEN 'image/svg+xml' THEN 'svg' ELSE 'bin' END AS "name"
  FROM "brand_logos" b
) l;--> statement-breakpoint
DROP TABLE "brand_logos" CASCADE;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_objects_brand_kind_name_idx" ON "storage_objects" USING btree ("brand_id","kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_objects_driver_key_idx" ON "storage_objects" USING btree ("driver","bucket","key");