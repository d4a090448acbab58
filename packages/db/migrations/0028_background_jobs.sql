CREATE TABLE "background_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"job_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"last_error" text,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_job_key_unique" ON "background_jobs" USING btree ("job_key");
--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("run_at","id") WHERE "background_jobs"."locked_at" IS NULL AND "background_jobs"."attempts" < "background_jobs"."max_attempts";
