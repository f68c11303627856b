CREATE TABLE "el_points_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"points" integer NOT NULL,
	"ref_type" varchar(16) NOT NULL,
	"ref_id" varchar(32) NOT NULL,
	"ref_remark" varchar(256) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "el_points_log_ref" ON "el_points_log" USING btree ("user_id","ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "el_points_log_user_time" ON "el_points_log" USING btree ("user_id","create_time");