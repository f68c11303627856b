CREATE TABLE "el_stat_dept_day" (
	"day" date NOT NULL,
	"dept_code" varchar(64) NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"active_user" integer DEFAULT 0 NOT NULL,
	"learn_user" integer DEFAULT 0 NOT NULL,
	"finish_user" integer DEFAULT 0 NOT NULL,
	"learn_sec" bigint DEFAULT 0 NOT NULL,
	"exam_user" integer DEFAULT 0 NOT NULL,
	"pass_user" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "el_stat_dept_day_day_dept_code_slot_pk" PRIMARY KEY("day","dept_code","slot")
);
--> statement-breakpoint
CREATE TABLE "el_stat_exam_day" (
	"day" date NOT NULL,
	"dept_code" varchar(64) NOT NULL,
	"exam_id" varchar(32) NOT NULL,
	CONSTRAINT "el_stat_exam_day_day_dept_code_exam_id_pk" PRIMARY KEY("day","dept_code","exam_id")
);
--> statement-breakpoint
CREATE TABLE "el_stat_user_day" (
	"user_id" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"dept_code" varchar(64) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"learn_sec" integer DEFAULT 0 NOT NULL,
	"finish_files" integer DEFAULT 0 NOT NULL,
	"hand_count" integer DEFAULT 0 NOT NULL,
	"pass_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "el_stat_user_day_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE INDEX "el_stat_user_day_day" ON "el_stat_user_day" USING btree ("day");