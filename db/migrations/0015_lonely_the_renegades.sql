-- The jobs move to pg-boss's schema (lib/jobs). Kept under another name, not dropped: on the first
-- start after the upgrade, installJobQueue (lib/jobs/schema.ts, run after these migrations) moves
-- the jobs still queued or running into pg-boss and drops this table.
ALTER TABLE "jobs" RENAME TO "jobs_legacy";--> statement-breakpoint
-- The old runner's clean-up schedule: pg-boss's maintenance archives and deletes finished jobs now.
DELETE FROM "job_schedules" WHERE "name" = 'jobs.cleanup';
