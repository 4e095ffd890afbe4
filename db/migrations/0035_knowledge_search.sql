CREATE TABLE "knowledge_citations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"chunk_id" uuid,
	"source_id" uuid,
	"source_title" text NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_embedding_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"engine_key" text NOT NULL,
	"model" text NOT NULL,
	"dimensions" integer,
	"reembed_status" text DEFAULT 'idle' NOT NULL,
	"reembed_done" integer DEFAULT 0 NOT NULL,
	"reembed_total" integer DEFAULT 0 NOT NULL,
	"reembed_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_citations" ADD CONSTRAINT "knowledge_citations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_citations" ADD CONSTRAINT "knowledge_citations_chunk_id_knowledge_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."knowledge_chunks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_citations" ADD CONSTRAINT "knowledge_citations_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_embedding_settings" ADD CONSTRAINT "knowledge_embedding_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_citations_brand_subject_idx" ON "knowledge_citations" USING btree ("brand_id","purpose","subject");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_heading_trgm_idx" ON "knowledge_chunks" USING gin ("heading" gin_trgm_ops);