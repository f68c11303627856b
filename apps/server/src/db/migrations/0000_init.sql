CREATE TABLE "sys_depart" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"parent_id" varchar(32) DEFAULT '0' NOT NULL,
	"dept_code" varchar(64) NOT NULL,
	"dept_name" varchar(64) NOT NULL,
	"dept_level" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dic" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"title" varchar(64) NOT NULL,
	"remark" varchar(256) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dic_value" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"dic_code" varchar(64) NOT NULL,
	"parent_id" varchar(32) DEFAULT '0' NOT NULL,
	"value" varchar(64) NOT NULL,
	"title" varchar(128) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_msg" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"title" varchar(256) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"read_state" integer DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_notice" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(256) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"create_by" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_notify_tmpl" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"title" varchar(256) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"remark" varchar(512) DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_qu" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"repo_id" varchar(32) NOT NULL,
	"chapter_id" varchar(32) DEFAULT '' NOT NULL,
	"parent_id" varchar(32) DEFAULT '0' NOT NULL,
	"qu_type" integer NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"image" varchar(512) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_qu_answer" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"qu_id" varchar(32) NOT NULL,
	"tag" varchar(8) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" varchar(512) DEFAULT '' NOT NULL,
	"is_right" boolean DEFAULT false NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_repo" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(256) NOT NULL,
	"remark" varchar(1024) DEFAULT '' NOT NULL,
	"is_exam" boolean DEFAULT true NOT NULL,
	"is_train" boolean DEFAULT true NOT NULL,
	"create_by" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_repo_chapter" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"repo_id" varchar(32) NOT NULL,
	"title" varchar(256) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"parent_id" varchar(32) DEFAULT '0' NOT NULL,
	"menu_type" integer DEFAULT 1 NOT NULL,
	"permission" varchar(128) DEFAULT '' NOT NULL,
	"path" varchar(256) DEFAULT '' NOT NULL,
	"component" varchar(128) DEFAULT '' NOT NULL,
	"redirect" varchar(256) DEFAULT '' NOT NULL,
	"route_name" varchar(64) DEFAULT '' NOT NULL,
	"meta_title" varchar(64) NOT NULL,
	"meta_icon" varchar(64) DEFAULT '' NOT NULL,
	"meta_active_menu" varchar(256) DEFAULT '' NOT NULL,
	"meta_no_cache" boolean DEFAULT false NOT NULL,
	"meta_affix" boolean DEFAULT false NOT NULL,
	"module" varchar(16) DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"role_name" varchar(64) NOT NULL,
	"role_type" integer DEFAULT 1 NOT NULL,
	"data_scope" integer DEFAULT 1 NOT NULL,
	"role_level" integer DEFAULT 9 NOT NULL,
	"remark" varchar(256) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" varchar(32) NOT NULL,
	"menu_id" varchar(32) NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_sms_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"mobile" varchar(32) NOT NULL,
	"sms_type" integer NOT NULL,
	"code" varchar(16) DEFAULT '' NOT NULL,
	"provider" varchar(32) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"site_name" varchar(128) NOT NULL,
	"front_logo" varchar(512) DEFAULT '' NOT NULL,
	"back_logo" varchar(512) DEFAULT '' NOT NULL,
	"mp_code" varchar(512) DEFAULT '' NOT NULL,
	"h5_host" varchar(256) DEFAULT '' NOT NULL,
	"tmp_dir" varchar(256) DEFAULT '' NOT NULL,
	"copy_right" text DEFAULT '' NOT NULL,
	"face_login" boolean DEFAULT false NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"switches" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_config_prop" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"remark" varchar(256) DEFAULT '' NOT NULL,
	"data" text DEFAULT '{}' NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_train" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"repo_id" varchar(32) NOT NULL,
	"mode" integer NOT NULL,
	"qu_type" integer,
	"chapter_id" varchar(32) DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"right_count" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_train_qu" (
	"train_id" varchar(32) NOT NULL,
	"qu_id" varchar(32) NOT NULL,
	"sort" integer NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"is_right" boolean DEFAULT false NOT NULL,
	"answer" jsonb,
	CONSTRAINT "el_train_qu_train_id_qu_id_pk" PRIMARY KEY("train_id","qu_id")
);
--> statement-breakpoint
CREATE TABLE "el_wrong_book" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"repo_id" varchar(32) DEFAULT '' NOT NULL,
	"qu_id" varchar(32) NOT NULL,
	"exam_id" varchar(32) DEFAULT '' NOT NULL,
	"wrong_count" integer DEFAULT 1 NOT NULL,
	"last_wrong_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"data" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"real_name" varchar(64) DEFAULT '' NOT NULL,
	"password" varchar(256) NOT NULL,
	"dept_code" varchar(64) DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"avatar" varchar(512) DEFAULT '' NOT NULL,
	"face" varchar(512) DEFAULT '' NOT NULL,
	"recent_face" varchar(512) DEFAULT '' NOT NULL,
	"id_card" varchar(32) DEFAULT '' NOT NULL,
	"work_type_name" varchar(64) DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" varchar(32) NOT NULL,
	"role_id" varchar(32) NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_depart_code" ON "sys_depart" USING btree ("dept_code");--> statement-breakpoint
CREATE INDEX "sys_depart_parent" ON "sys_depart" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dic_code" ON "sys_dic" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sys_dic_value_code" ON "sys_dic_value" USING btree ("dic_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dic_value_code_value" ON "sys_dic_value" USING btree ("dic_code","value");--> statement-breakpoint
CREATE INDEX "sys_user_msg_user_state" ON "sys_user_msg" USING btree ("user_id","read_state");--> statement-breakpoint
CREATE INDEX "sys_notice_state_time" ON "sys_notice" USING btree ("state","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_notify_tmpl_code" ON "sys_notify_tmpl" USING btree ("code");--> statement-breakpoint
CREATE INDEX "el_qu_repo" ON "el_qu" USING btree ("repo_id","qu_type");--> statement-breakpoint
CREATE INDEX "el_qu_chapter" ON "el_qu" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "el_qu_type" ON "el_qu" USING btree ("qu_type");--> statement-breakpoint
CREATE INDEX "el_qu_parent" ON "el_qu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "el_qu_answer_qu" ON "el_qu_answer" USING btree ("qu_id","sort");--> statement-breakpoint
CREATE INDEX "el_repo_create_time" ON "el_repo" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "el_repo_chapter_repo" ON "el_repo_chapter" USING btree ("repo_id","sort");--> statement-breakpoint
CREATE INDEX "sys_menu_parent" ON "sys_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_sms_log_time" ON "sys_sms_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_sms_log_mobile" ON "sys_sms_log" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_config_prop_type_provider" ON "sys_config_prop" USING btree ("type","provider");--> statement-breakpoint
CREATE INDEX "el_train_user_repo_mode" ON "el_train" USING btree ("user_id","repo_id","mode","state");--> statement-breakpoint
CREATE INDEX "el_train_user_time" ON "el_train" USING btree ("user_id","update_time");--> statement-breakpoint
CREATE INDEX "el_train_qu_sort" ON "el_train_qu" USING btree ("train_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "el_wrong_book_user_qu_exam" ON "el_wrong_book" USING btree ("user_id","qu_id","exam_id");--> statement-breakpoint
CREATE INDEX "el_wrong_book_user_repo" ON "el_wrong_book" USING btree ("user_id","repo_id");--> statement-breakpoint
CREATE INDEX "sys_session_user" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_session_expire" ON "sys_session" USING btree ("expire_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_name" ON "sys_user" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "sys_user_dept" ON "sys_user" USING btree ("dept_code");--> statement-breakpoint
CREATE INDEX "sys_user_mobile" ON "sys_user" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "sys_user_role_role" ON "sys_user_role" USING btree ("role_id");