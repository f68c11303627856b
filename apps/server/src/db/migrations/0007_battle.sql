CREATE TABLE "el_battle" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(128) NOT NULL,
	"cover" varchar(1024) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"open_type" integer DEFAULT 1 NOT NULL,
	"repo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qu_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chapter_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qu_count" integer DEFAULT 5 NOT NULL,
	"seconds" integer DEFAULT 15 NOT NULL,
	"modes" jsonb DEFAULT '["pk"]'::jsonb NOT NULL,
	"room_size" integer DEFAULT 4 NOT NULL,
	"daily_limit" integer DEFAULT 10 NOT NULL,
	"points_win" integer DEFAULT 0 NOT NULL,
	"points_draw" integer DEFAULT 0 NOT NULL,
	"points_loss" integer DEFAULT 0 NOT NULL,
	"points_solo" integer DEFAULT 0 NOT NULL,
	"top_n" integer DEFAULT 0 NOT NULL,
	"points_top" integer DEFAULT 0 NOT NULL,
	"settled" boolean DEFAULT false NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_battle_answer" (
	"match_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"idx" integer NOT NULL,
	"qu_id" varchar(32) NOT NULL,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_right" boolean DEFAULT false NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "el_battle_answer_match_id_user_id_idx_pk" PRIMARY KEY("match_id","user_id","idx")
);
--> statement-breakpoint
CREATE TABLE "el_battle_match" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"battle_id" varchar(32) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"qu_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seconds" integer NOT NULL,
	"owner" varchar(64) DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "el_battle_player" (
	"match_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"battle_id" varchar(32) NOT NULL,
	"seat" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"playing" boolean DEFAULT true NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"right_count" integer DEFAULT 0 NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"outcome" varchar(8) DEFAULT '' NOT NULL,
	"left" boolean DEFAULT false NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "el_battle_player_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "el_battle_range" (
	"battle_id" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ref" varchar(64) NOT NULL,
	CONSTRAINT "el_battle_range_battle_id_kind_ref_pk" PRIMARY KEY("battle_id","kind","ref")
);
--> statement-breakpoint
CREATE TABLE "el_battle_rank" (
	"battle_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"day" varchar(10) NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "el_battle_rank_battle_id_user_id_day_pk" PRIMARY KEY("battle_id","user_id","day")
);
--> statement-breakpoint
CREATE INDEX "el_battle_time" ON "el_battle" USING btree ("start_time","end_time");--> statement-breakpoint
CREATE INDEX "el_battle_create_time" ON "el_battle" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "el_battle_match_battle" ON "el_battle_match" USING btree ("battle_id","state");--> statement-breakpoint
CREATE INDEX "el_battle_match_state" ON "el_battle_match" USING btree ("state");--> statement-breakpoint
CREATE INDEX "el_battle_player_user" ON "el_battle_player" USING btree ("user_id","battle_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "el_battle_player_one_playing" ON "el_battle_player" USING btree ("user_id") WHERE "el_battle_player"."playing";--> statement-breakpoint
CREATE INDEX "el_battle_range_ref" ON "el_battle_range" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "el_battle_rank_day" ON "el_battle_rank" USING btree ("battle_id","day");