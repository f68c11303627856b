CREATE TABLE "el_course" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(256) NOT NULL,
	"cover" varchar(1024) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"open_type" integer DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"face_cam" boolean DEFAULT false NOT NULL,
	"face_interval" integer DEFAULT 0 NOT NULL,
	"face_interval_time" integer DEFAULT 0 NOT NULL,
	"hand_cam" boolean DEFAULT false NOT NULL,
	"upload_photo" boolean DEFAULT false NOT NULL,
	"video_drag" boolean DEFAULT true NOT NULL,
	"triple_speed" boolean DEFAULT false NOT NULL,
	"check_on" boolean DEFAULT false NOT NULL,
	"check_sec" integer DEFAULT 0 NOT NULL,
	"exercises" boolean DEFAULT false NOT NULL,
	"exercises_count" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"cert_id" varchar(32) DEFAULT '' NOT NULL,
	"exam_id" varchar(32) DEFAULT '' NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"total_sec" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_course_cat" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"parent_id" varchar(32) DEFAULT '' NOT NULL,
	"title" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_course_exercise" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"course_id" varchar(32) NOT NULL,
	"file_id" varchar(32) NOT NULL,
	"qu_id" varchar(32) NOT NULL,
	"answer" varchar(4) NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "el_course_face" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"course_id" varchar(32) NOT NULL,
	"file_id" varchar(32) NOT NULL,
	"photo" varchar(512) NOT NULL,
	"pass" boolean NOT NULL,
	"fail_msg" varchar(256) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_course_file" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cat_id" varchar(32) DEFAULT '' NOT NULL,
	"title" varchar(256) NOT NULL,
	"file_type" integer NOT NULL,
	"file_url" varchar(1024) DEFAULT '' NOT NULL,
	"view_url" varchar(1024) DEFAULT '' NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"need_learn" integer DEFAULT 0 NOT NULL,
	"repo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_by" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_course_item" (
	"course_id" varchar(32) NOT NULL,
	"file_id" varchar(32) NOT NULL,
	"chapter_idx" integer NOT NULL,
	"chapter_title" varchar(256) NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "el_course_item_course_id_file_id_pk" PRIMARY KEY("course_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "el_course_learn" (
	"user_id" varchar(32) NOT NULL,
	"course_id" varchar(32) NOT NULL,
	"file_id" varchar(32) NOT NULL,
	"learn_sec" integer DEFAULT 0 NOT NULL,
	"last_pos" double precision DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"finish_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "el_course_learn_user_id_course_id_file_id_pk" PRIMARY KEY("user_id","course_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "el_course_range" (
	"course_id" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ref" varchar(64) NOT NULL,
	CONSTRAINT "el_course_range_course_id_kind_ref_pk" PRIMARY KEY("course_id","kind","ref")
);
--> statement-breakpoint
CREATE TABLE "el_course_user" (
	"user_id" varchar(32) NOT NULL,
	"course_id" varchar(32) NOT NULL,
	"learn_sec" integer DEFAULT 0 NOT NULL,
	"finish_count" integer DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"finish_time" timestamp with time zone,
	"break_msg" varchar(256) DEFAULT '' NOT NULL,
	"face_fails" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "el_course_user_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE INDEX "el_course_time" ON "el_course" USING btree ("start_time","end_time");--> statement-breakpoint
CREATE INDEX "el_course_create_time" ON "el_course" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "el_course_cat_parent" ON "el_course_cat" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "el_course_exercise_user" ON "el_course_exercise" USING btree ("user_id","course_id","file_id");--> statement-breakpoint
CREATE INDEX "el_course_face_user" ON "el_course_face" USING btree ("user_id","course_id","create_time");--> statement-breakpoint
CREATE INDEX "el_course_file_cat" ON "el_course_file" USING btree ("cat_id");--> statement-breakpoint
CREATE INDEX "el_course_file_create_time" ON "el_course_file" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "el_course_item_file" ON "el_course_item" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "el_course_learn_course" ON "el_course_learn" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "el_course_learn_user_time" ON "el_course_learn" USING btree ("user_id","update_time");--> statement-breakpoint
CREATE INDEX "el_course_range_ref" ON "el_course_range" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "el_course_user_course" ON "el_course_user" USING btree ("course_id","finished");