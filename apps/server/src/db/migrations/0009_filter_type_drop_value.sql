ALTER TABLE "filters" DROP CONSTRAINT "filters_filter_type_filter_types_value_fk";
--> statement-breakpoint
DROP INDEX "filters_type_idx";--> statement-breakpoint
CREATE INDEX "filters_type_idx" ON "filters" USING btree ("filter_type_id");--> statement-breakpoint
ALTER TABLE "filters" DROP COLUMN "filter_type";