-- Search through an index: trigrams of the folded search column (pg_trgm is a trusted extension since PostgreSQL 13,
-- so the database's owner may create it without being a superuser; both the embedded server and Debian's
-- postgresql-15 ship it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Exact counters in O(1): per table, the number of rows under each combination of its counting dimensions (active,
-- the columns its counter cards filter, its GTA, its owner), kept by triggers in the transaction of every change,
-- whoever writes it (the engine, the public site, a script). `app_track_counts` installs them.
CREATE OR REPLACE FUNCTION app_count_key(rec jsonb, dims text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(jsonb_object_agg(d, rec -> d), '{}'::jsonb) FROM unnest(dims) AS d
$$;
--> statement-breakpoint
-- Keys are upserted in key order, so two transactions never take the same counter rows in opposite orders.
CREATE OR REPLACE FUNCTION app_count_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO record_counts AS c (table_name, key, n)
  SELECT TG_TABLE_NAME, app_count_key(to_jsonb(r), TG_ARGV), count(*) FROM new_rows r GROUP BY 2 ORDER BY 2
  ON CONFLICT (table_name, key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_count_deleted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO record_counts AS c (table_name, key, n)
  SELECT TG_TABLE_NAME, app_count_key(to_jsonb(r), TG_ARGV), -count(*) FROM old_rows r GROUP BY 2 ORDER BY 2
  ON CONFLICT (table_name, key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update fires it only when a dimension changed (the trigger's WHEN): an edit of a name costs nothing.
CREATE OR REPLACE FUNCTION app_count_moved() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO record_counts AS c (table_name, key, n)
  SELECT TG_TABLE_NAME, k, d
  FROM (VALUES (app_count_key(to_jsonb(OLD), TG_ARGV), -1), (app_count_key(to_jsonb(NEW), TG_ARGV), 1)) AS v(k, d)
  ORDER BY k
  ON CONFLICT (table_name, key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_count_truncated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM record_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Installs (or, when the dimensions changed, reinstalls) a table's counting triggers and counts its rows once, with
-- writes to the table held off meanwhile. Returns at once when the table is already tracked under these dimensions.
CREATE OR REPLACE FUNCTION app_track_counts(tbl text, dims text[]) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  args text := (SELECT string_agg(quote_literal(d), ', ') FROM unnest(dims) AS d);
  moved text := (SELECT string_agg(format('OLD.%1$I IS DISTINCT FROM NEW.%1$I', d), ' OR ') FROM unnest(dims) AS d);
BEGIN
  IF EXISTS (SELECT 1 FROM record_count_tables t WHERE t.table_name = tbl AND t.dims = app_track_counts.dims)
     AND EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = tbl::regclass AND tgname = tbl || '_count_moved') THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('app_track_counts'), hashtext(tbl));
  EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_count_inserted', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_count_deleted', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_count_moved', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_count_truncated', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_count_inserted(%s)', tbl || '_count_inserted', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_count_deleted(%s)', tbl || '_count_deleted', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (%s) EXECUTE FUNCTION app_count_moved(%s)', tbl || '_count_moved', tbl, moved, args);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION app_count_truncated()', tbl || '_count_truncated', tbl);
  DELETE FROM record_counts WHERE table_name = tbl;
  EXECUTE format('INSERT INTO record_counts (table_name, key, n) SELECT %L, app_count_key(to_jsonb(r), %L::text[]), count(*) FROM %I r GROUP BY 2', tbl, dims, tbl);
  INSERT INTO record_count_tables AS t (table_name, dims) VALUES (tbl, dims)
  ON CONFLICT (table_name) DO UPDATE SET dims = excluded.dims;
END
$$;

--> statement-breakpoint
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
CREATE INDEX "flashcards_search_idx" ON "flashcards" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "good_practices_search_idx" ON "good_practices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "volunteers_search_idx" ON "volunteers" USING gin ("search_text" gin_trgm_ops);