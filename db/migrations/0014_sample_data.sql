CREATE TABLE "sample_rows" (
	"brand_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"row_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_rows_brand_id_table_name_row_id_pk" PRIMARY KEY("brand_id","table_name","row_id")
);
--> statement-breakpoint
ALTER TABLE "sample_rows" ADD CONSTRAINT "sample_rows_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_rows_brand_idx" ON "sample_rows" USING btree ("brand_id");