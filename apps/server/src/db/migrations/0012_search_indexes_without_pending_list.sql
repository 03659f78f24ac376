-- Trigram indexes without a pending list: edits no longer make the planner price them high until the next vacuum.
-- Changed in place and flushed once, rather than rebuilt, so a large table migrates quickly.
ALTER INDEX "admins_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "areas_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "business_joinsub_types_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "business_join_types_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "business_types_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "climbs_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "sectors_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "time_initiatives_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "axes_global_pact_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "companies_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "filters_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "gtas_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "objectives_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "work_axes_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "users_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "comments_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "contacts_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "flashcards_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "good_practices_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "volunteers_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"admins_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"areas_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"business_joinsub_types_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"business_join_types_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"business_types_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"climbs_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"sectors_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"time_initiatives_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"axes_global_pact_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"companies_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"filters_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"gtas_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"objectives_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"work_axes_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"users_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"comments_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"contacts_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"flashcards_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"good_practices_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"volunteers_search_idx"'::regclass);
