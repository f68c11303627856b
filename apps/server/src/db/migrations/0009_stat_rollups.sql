CREATE TABLE "el_stat_course_dept" (
	"course_id" varchar(32) NOT NULL,
	"dept_code" varchar(64) NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"learn_sec" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "el_stat_course_dept_course_id_dept_code_pk" PRIMARY KEY("course_id","dept_code")
);
--> statement-breakpoint
CREATE TABLE "el_stat_course_file" (
	"course_id" varchar(32) NOT NULL,
	"file_id" varchar(32) NOT NULL,
	"dept_code" varchar(64) NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "el_stat_course_file_course_id_file_id_dept_code_pk" PRIMARY KEY("course_id","file_id","dept_code")
);
--> statement-breakpoint
CREATE TABLE "el_stat_exam_qu" (
	"exam_id" varchar(32) NOT NULL,
	"qu_id" varchar(32) NOT NULL,
	"dept_code" varchar(64) NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"rights" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "el_stat_exam_qu_exam_id_qu_id_dept_code_pk" PRIMARY KEY("exam_id","qu_id","dept_code")
);
--> statement-breakpoint
CREATE TABLE "el_stat_exam_user" (
	"exam_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"dept_code" varchar(64) NOT NULL,
	"best_score" numeric(10, 2) DEFAULT 0 NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"papers" integer DEFAULT 0 NOT NULL,
	"marking" integer DEFAULT 0 NOT NULL,
	"leave_papers" integer DEFAULT 0 NOT NULL,
	"leave_times" integer DEFAULT 0 NOT NULL,
	"face_papers" integer DEFAULT 0 NOT NULL,
	"face_fails" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "el_stat_exam_user_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "el_stat_repo_qu" (
	"repo_id" varchar(32) NOT NULL,
	"qu_id" varchar(32) NOT NULL,
	"dept_code" varchar(64) NOT NULL,
	"train_answers" integer DEFAULT 0 NOT NULL,
	"train_rights" integer DEFAULT 0 NOT NULL,
	"exam_answers" integer DEFAULT 0 NOT NULL,
	"exam_rights" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "el_stat_repo_qu_repo_id_qu_id_dept_code_pk" PRIMARY KEY("repo_id","qu_id","dept_code")
);
