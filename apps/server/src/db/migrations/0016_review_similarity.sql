-- Similar records by trigrams of the folded title, and of the title with the text (pg_trgm is trusted since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "flashcards_title_trgm_idx" ON "flashcards" USING gin (app_fold("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "flashcards_text_trgm_idx" ON "flashcards" USING gin (app_fold("name" || ' ' || "what") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "good_practices_title_trgm_idx" ON "good_practices" USING gin (app_fold("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "good_practices_text_trgm_idx" ON "good_practices" USING gin (app_fold("name" || ' ' || "description") gin_trgm_ops) WITH (fastupdate=false);