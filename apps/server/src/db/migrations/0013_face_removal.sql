CREATE TABLE "sys_face_removal" (
	"user_id" varchar(32) PRIMARY KEY NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
