CREATE TABLE "google_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"account_email" text,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"refresh_ciphertext" text NOT NULL,
	"access_ciphertext" text,
	"access_expires_at" timestamp with time zone,
	"key_id" text NOT NULL,
	"site_url" text,
	"sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_connections_site_url_not_blank" CHECK ("google_connections"."site_url" is null or btrim("google_connections"."site_url") <> '')
);
--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_connected_by_profiles_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "google_connections_brand_id_key" ON "google_connections" USING btree ("brand_id");