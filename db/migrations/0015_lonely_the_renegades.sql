DROP TABLE "jobs" CASCADE;--> statement-breakpoint
-- The old runner's clean-up schedule: pg-boss's maintenance archives and deletes finished jobs now.
DELETE FROM "job_schedules" WHERE "name" = 'jobs.cleanup';