-- issue 11 §5: a filter's type is a reference to the type's id, like every other reference (was its `value`).
ALTER TABLE "filters" ADD COLUMN "filter_type_id" uuid;--> statement-breakpoint
UPDATE "filters" f SET "filter_type_id" = t."id" FROM "filter_types" t WHERE t."value" = f."filter_type";--> statement-breakpoint
ALTER TABLE "filters" ALTER COLUMN "filter_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "filters" ADD CONSTRAINT "filters_filter_type_id_filter_types_id_fk" FOREIGN KEY ("filter_type_id") REFERENCES "public"."filter_types"("id") ON DELETE no action ON UPDATE no action;
