CREATE TABLE "el_paper_answer_file" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"paper_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"upload_by" varchar(32) NOT NULL,
	"paper_state" integer NOT NULL,
	"file_made" timestamp with time zone,
	"file_last_ack" timestamp with time zone,
	"entries" integer DEFAULT 0 NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"stale" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"score_before" numeric(10, 2) DEFAULT 0 NOT NULL,
	"score_after" numeric(10, 2) DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_keypair" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "el_paper_answer_file_paper" ON "el_paper_answer_file" USING btree ("paper_id","create_time");