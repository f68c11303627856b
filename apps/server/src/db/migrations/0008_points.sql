CREATE TABLE "el_points_rule" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"cycle" integer DEFAULT 0 NOT NULL,
	"cap" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
