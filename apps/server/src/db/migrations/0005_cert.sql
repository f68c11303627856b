CREATE SEQUENCE "public"."el_cert_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "el_cert" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(128) NOT NULL,
	"authority" varchar(128) DEFAULT '' NOT NULL,
	"valid_months" integer DEFAULT 0 NOT NULL,
	"number_prefix" varchar(16) DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"bg_image" varchar(512) DEFAULT '' NOT NULL,
	"page_width" numeric(6, 1) DEFAULT 297 NOT NULL,
	"page_height" numeric(6, 1) DEFAULT 210 NOT NULL,
	"layout" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_by" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_cert_grant" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cert_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"number" varchar(64) NOT NULL,
	"title" varchar(128) NOT NULL,
	"authority" varchar(128) DEFAULT '' NOT NULL,
	"grant_type" integer NOT NULL,
	"ref_type" varchar(16) NOT NULL,
	"ref_id" varchar(32) DEFAULT '' NOT NULL,
	"source_name" varchar(256) DEFAULT '' NOT NULL,
	"grant_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_time" timestamp with time zone,
	"revoked" boolean DEFAULT false NOT NULL,
	"revoke_time" timestamp with time zone,
	"pdf_url" varchar(512) DEFAULT '' NOT NULL,
	"create_by" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "el_cert_grant_number" ON "el_cert_grant" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "el_cert_grant_source" ON "el_cert_grant" USING btree ("user_id","cert_id","ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "el_cert_grant_cert" ON "el_cert_grant" USING btree ("cert_id");--> statement-breakpoint
CREATE INDEX "el_cert_grant_user_time" ON "el_cert_grant" USING btree ("user_id","grant_time");