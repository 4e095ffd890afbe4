CREATE TABLE "content_agent_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"generation_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_agent_receipts" ADD CONSTRAINT "content_agent_receipts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_agent_receipts" ADD CONSTRAINT "content_agent_receipts_generation_id_content_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."content_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_agent_receipts_message_key" ON "content_agent_receipts" USING btree ("brand_id","message_id");--> statement-breakpoint
CREATE INDEX "content_agent_receipts_generation_idx" ON "content_agent_receipts" USING btree ("brand_id","generation_id");