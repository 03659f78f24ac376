DROP INDEX "historicals_document_created_idx";--> statement-breakpoint
DROP INDEX "historicals_created_idx";--> statement-breakpoint
DROP INDEX "historicals_module_created_idx";--> statement-breakpoint
-- Rows already written are numbered in the order the history read them (created_at, id), not in the table's
-- physical order, then the column becomes an identity that goes on from the last of them.
ALTER TABLE "historicals" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "historicals" h SET "seq" = o.n
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "historicals") o
  WHERE o."id" = h."id";--> statement-breakpoint
ALTER TABLE "historicals" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "historicals" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "historicals_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"historicals_seq_seq"', coalesce(max("seq"), 0) + 1, false) FROM "historicals";--> statement-breakpoint
CREATE INDEX "historicals_document_seq_idx" ON "historicals" USING btree ("document","seq");--> statement-breakpoint
CREATE INDEX "historicals_seq_idx" ON "historicals" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "historicals_module_seq_idx" ON "historicals" USING btree ("module","seq");
