CREATE TABLE "content_brief_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"brief_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"format" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_brief_exports" ADD CONSTRAINT "content_brief_exports_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_brief_exports" ADD CONSTRAINT "content_brief_exports_brief_id_content_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."content_briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_brief_exports" ADD CONSTRAINT "content_brief_exports_file_id_storage_objects_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."storage_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_brief_exports" ADD CONSTRAINT "content_brief_exports_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_brief_exports_brand_brief_idx" ON "content_brief_exports" USING btree ("brand_id","brief_id","created_at");