ALTER TABLE "storage_objects" ALTER COLUMN "brand_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_owner_user_id_profiles_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_objects_owner_user_kind_idx" ON "storage_objects" USING btree ("owner_user_id","kind") WHERE "storage_objects"."owner_user_id" is not null;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_one_owner" CHECK (("storage_objects"."brand_id" is null) <> ("storage_objects"."owner_user_id" is null));--> statement-breakpoint
-- Hand-written: avatars move into the one file storage (lib/storage, database driver) as user-owned files; each keeps its bytes, type and time.
INSERT INTO "storage_objects" ("id", "brand_id", "owner_user_id", "kind", "driver", "bucket", "key", "name", "content_type", "size", "sha256", "cache_control", "bytes", "created_by", "created_at")
SELECT a."new_id", NULL, a."user_id", 'avatar', 'database', '', 'users/' || a."user_id"::text || '/avatar/' || a."new_id"::text || '/' || a."name", a."name", a."mime_type", octet_length(a."data"), encode(sha256(a."data"), 'hex'), 'max-age=31536000, immutable', a."data", a."user_id", a."updated_at"
FROM (
  SELECT gen_random_uuid() AS "new_id", u.*, 'avatar.' || CASE u."mime_type" WHEN 'image/png' THEN 'png' WHEN 'image/jpeg' THEN 'jpg' WHEN 'image/webp' THEN 'webp' ELSE 'bin' END AS "name"
  FROM "user_avatars" u
) a;--> statement-breakpoint
DROP TABLE "user_avatars" CASCADE;--> statement-breakpoint
-- Hand-written: a user's file (no brand, so brand_isolation never matches it) is read by whoever may see the
-- owner's profile (themselves and everyone who shares a brand with them) and written by its owner only.
CREATE POLICY storage_objects_user_select ON public.storage_objects FOR SELECT TO growth_app
  USING (brand_id IS NULL AND owner_user_id IN (SELECT app.visible_profile_ids()));
--> statement-breakpoint
CREATE POLICY storage_objects_user_insert ON public.storage_objects FOR INSERT TO growth_app
  WITH CHECK (brand_id IS NULL AND owner_user_id = app.uid());
--> statement-breakpoint
CREATE POLICY storage_objects_user_update ON public.storage_objects FOR UPDATE TO growth_app
  USING (brand_id IS NULL AND owner_user_id = app.uid()) WITH CHECK (brand_id IS NULL AND owner_user_id = app.uid());
--> statement-breakpoint
CREATE POLICY storage_objects_user_delete ON public.storage_objects FOR DELETE TO growth_app
  USING (brand_id IS NULL AND owner_user_id = app.uid());
