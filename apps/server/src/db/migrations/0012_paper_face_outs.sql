ALTER TABLE "el_paper" ADD COLUMN "face_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "el_paper" ADD COLUMN "face_outs" integer DEFAULT 0 NOT NULL;