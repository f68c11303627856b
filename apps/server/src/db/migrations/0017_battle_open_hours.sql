ALTER TABLE "el_battle" ADD COLUMN "open_hours" varchar(16) DEFAULT '00:00
23:59' NOT NULL;