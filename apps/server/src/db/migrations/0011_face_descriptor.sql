CREATE TABLE "sys_face_descriptor" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"photo" varchar(512) NOT NULL,
	"photo_sha256" char(64) NOT NULL,
	"model_tag" varchar(64) NOT NULL,
	"descriptor" "bytea" NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_face_descriptor_user" ON "sys_face_descriptor" USING btree ("user_id","model_tag");--> statement-breakpoint
CREATE INDEX "sys_face_descriptor_sha" ON "sys_face_descriptor" USING btree ("photo_sha256","model_tag");