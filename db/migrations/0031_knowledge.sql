CREATE TABLE "knowledge_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"page" integer,
	"content" text NOT NULL,
	"tokens" integer NOT NULL,
	"ts_config" "regconfig" DEFAULT 'simple'::regconfig NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(ts_config, heading), 'A') || setweight(to_tsvector(ts_config, content), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_source_collections" (
	"brand_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	CONSTRAINT "knowledge_source_collections_source_id_collection_id_pk" PRIMARY KEY("source_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"origin" text NOT NULL,
	"file_id" uuid,
	"body" text,
	"content_type" text,
	"byte_size" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"token_count" integer DEFAULT 0 NOT NULL,
	"content_hash" text,
	"language" text,
	"refresh_hours" integer,
	"last_synced_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_sources_kind" CHECK ("knowledge_sources"."kind" in ('file','text','url','sitemap','brand-data')),
	CONSTRAINT "knowledge_sources_status" CHECK ("knowledge_sources"."status" in ('queued','processing','ready','failed'))
);
--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_collections" ADD CONSTRAINT "knowledge_collections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_source_collections" ADD CONSTRAINT "knowledge_source_collections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_source_collections" ADD CONSTRAINT "knowledge_source_collections_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_source_collections" ADD CONSTRAINT "knowledge_source_collections_collection_id_knowledge_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."knowledge_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_brand_source_idx" ON "knowledge_chunks" USING btree ("brand_id","source_id","position");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_collections_brand_name_idx" ON "knowledge_collections" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "knowledge_source_collections_brand_idx" ON "knowledge_source_collections" USING btree ("brand_id","collection_id");--> statement-breakpoint
CREATE INDEX "knowledge_sources_brand_created_idx" ON "knowledge_sources" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_sources_brand_data_idx" ON "knowledge_sources" USING btree ("brand_id","origin") WHERE "knowledge_sources"."kind" = 'brand-data';--> statement-breakpoint
CREATE INDEX "knowledge_sources_next_sync_idx" ON "knowledge_sources" USING btree ("next_sync_at") WHERE "knowledge_sources"."next_sync_at" is not null;