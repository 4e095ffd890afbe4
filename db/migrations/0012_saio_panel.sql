ALTER TABLE "saio_runs" ADD COLUMN "panel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saio_runs" ADD COLUMN "parent_run_id" uuid;--> statement-breakpoint
ALTER TABLE "saio_settings" ADD COLUMN "panel_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saio_settings" ADD COLUMN "panel_opted_by" uuid;--> statement-breakpoint
ALTER TABLE "saio_settings" ADD CONSTRAINT "saio_settings_panel_opted_by_profiles_id_fk" FOREIGN KEY ("panel_opted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saio_runs_parent_idx" ON "saio_runs" USING btree ("parent_run_id");