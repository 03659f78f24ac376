CREATE TABLE "record_count_tables" (
	"table_name" text PRIMARY KEY NOT NULL,
	"dims" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_counts" (
	"table_name" text NOT NULL,
	"key" jsonb NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "record_counts_table_name_key_pk" PRIMARY KEY("table_name","key")
);
--> statement-breakpoint
CREATE INDEX "admins_search_idx" ON "admins" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "areas_search_idx" ON "areas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_joinsub_types_search_idx" ON "business_joinsub_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_join_types_search_idx" ON "business_join_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_types_search_idx" ON "business_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "climbs_search_idx" ON "climbs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sectors_search_idx" ON "sectors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "time_initiatives_search_idx" ON "time_initiatives" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "axes_global_pact_search_idx" ON "axes_global_pact" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "filters_search_idx" ON "filters" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gtas_search_idx" ON "gtas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "objectives_search_idx" ON "objectives" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_axes_search_idx" ON "work_axes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flashcards_search_idx" ON "flashcards" USING gin ("search_text" gin_trgm_ops);