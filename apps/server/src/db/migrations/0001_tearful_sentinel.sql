CREATE TABLE "el_exam" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(256) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"exam_type" integer DEFAULT 1 NOT NULL,
	"open_type" integer DEFAULT 1 NOT NULL,
	"password" varchar(64) DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"total_time" integer NOT NULL,
	"qualify_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"chance" integer DEFAULT 0 NOT NULL,
	"late_max" integer DEFAULT 0 NOT NULL,
	"hand_min" integer DEFAULT 0 NOT NULL,
	"qu_rand" boolean DEFAULT false NOT NULL,
	"item_rand" boolean DEFAULT false NOT NULL,
	"show_answer" boolean DEFAULT true NOT NULL,
	"copy_paste" boolean DEFAULT true NOT NULL,
	"leave_on" boolean DEFAULT false NOT NULL,
	"leave_check" integer DEFAULT 5 NOT NULL,
	"leave_count" integer DEFAULT 3 NOT NULL,
	"face_on" boolean DEFAULT false NOT NULL,
	"cam_on" boolean DEFAULT false NOT NULL,
	"cam_interval" integer DEFAULT 5 NOT NULL,
	"face_limit" integer DEFAULT 3 NOT NULL,
	"partial_percent" integer DEFAULT 0 NOT NULL,
	"cert_id" varchar(32) DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"tmpl_id" varchar(32) DEFAULT '' NOT NULL,
	"compose_type" integer DEFAULT 1 NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixed_qus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qu_count" integer DEFAULT 0 NOT NULL,
	"total_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_exam_apply" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"exam_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"apply_msg" varchar(1024) NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"audit_msg" varchar(1024) DEFAULT '' NOT NULL,
	"audit_by" varchar(32) DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"used" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_exam_range" (
	"exam_id" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ref" varchar(64) NOT NULL,
	CONSTRAINT "el_exam_range_exam_id_kind_ref_pk" PRIMARY KEY("exam_id","kind","ref")
);
--> statement-breakpoint
CREATE TABLE "el_exam_record" (
	"exam_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"max_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"last_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"last_paper_id" varchar(32) DEFAULT '' NOT NULL,
	"last_hand_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "el_exam_record_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "el_exam_tmpl" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(256) NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"compose_type" integer DEFAULT 1 NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixed_qus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qu_count" integer DEFAULT 0 NOT NULL,
	"total_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"create_by" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_paper" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"exam_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"title" varchar(256) NOT NULL,
	"total_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"qualify_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"qu_count" integer DEFAULT 0 NOT NULL,
	"user_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"obj_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"subj_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"right_count" integer DEFAULT 0 NOT NULL,
	"passed" boolean,
	"state" integer DEFAULT 0 NOT NULL,
	"hand_reason" integer DEFAULT 0 NOT NULL,
	"limit_time" timestamp with time zone NOT NULL,
	"hand_time" timestamp with time zone,
	"leave_times" integer DEFAULT 0 NOT NULL,
	"face_fails" integer DEFAULT 0 NOT NULL,
	"capture_count" integer DEFAULT 0 NOT NULL,
	"apply_id" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_paper_capture" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"paper_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"file_url" varchar(512) NOT NULL,
	"pass" boolean,
	"msg" varchar(256) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_paper_qu" (
	"paper_id" varchar(32) NOT NULL,
	"qu_id" varchar(32) NOT NULL,
	"repo_id" varchar(32) DEFAULT '' NOT NULL,
	"sort" integer NOT NULL,
	"qu_type" integer NOT NULL,
	"score" numeric(10, 2) NOT NULL,
	"opt_order" jsonb,
	"answer" jsonb,
	"answered" boolean DEFAULT false NOT NULL,
	"is_right" boolean DEFAULT false NOT NULL,
	"actual_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"subjective" boolean DEFAULT false NOT NULL,
	"marks" jsonb,
	CONSTRAINT "el_paper_qu_paper_id_qu_id_pk" PRIMARY KEY("paper_id","qu_id")
);
--> statement-breakpoint
CREATE INDEX "el_exam_time" ON "el_exam" USING btree ("start_time","end_time");--> statement-breakpoint
CREATE INDEX "el_exam_create_time" ON "el_exam" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "el_exam_apply_exam_user" ON "el_exam_apply" USING btree ("exam_id","user_id");--> statement-breakpoint
CREATE INDEX "el_exam_apply_state" ON "el_exam_apply" USING btree ("state");--> statement-breakpoint
CREATE INDEX "el_exam_range_ref" ON "el_exam_range" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "el_exam_record_user" ON "el_exam_record" USING btree ("user_id","update_time");--> statement-breakpoint
CREATE INDEX "el_paper_exam_user" ON "el_paper" USING btree ("exam_id","user_id");--> statement-breakpoint
CREATE INDEX "el_paper_user_time" ON "el_paper" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "el_paper_deadline" ON "el_paper" USING btree ("state","limit_time");--> statement-breakpoint
CREATE UNIQUE INDEX "el_paper_one_open" ON "el_paper" USING btree ("user_id") WHERE "el_paper"."state" = 0;--> statement-breakpoint
CREATE INDEX "el_paper_capture_paper" ON "el_paper_capture" USING btree ("paper_id","create_time");--> statement-breakpoint
CREATE INDEX "el_paper_qu_sort" ON "el_paper_qu" USING btree ("paper_id","sort");