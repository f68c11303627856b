CREATE TABLE "sys_face_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"by_user_id" varchar(32) NOT NULL,
	"old_face" varchar(512) DEFAULT '' NOT NULL,
	"new_face" varchar(512) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_secret" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_upload" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"file_key" varchar(512) NOT NULL,
	"size" integer NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_face_log_user" ON "sys_face_log" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_upload_user_time" ON "sys_upload" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_upload_key" ON "sys_upload" USING btree ("file_key");