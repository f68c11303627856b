ALTER TABLE "el_exam" ADD COLUMN "action_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "el_exam" ADD COLUMN "action_interval" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "el_exam" ADD COLUMN "action_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "el_paper" ADD COLUMN "action_times" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "el_paper" ADD COLUMN "action_last" timestamp with time zone;