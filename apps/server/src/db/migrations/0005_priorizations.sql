CREATE TABLE "priorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"coverage" smallint NOT NULL,
	"impact" smallint NOT NULL,
	"replicabilty" smallint NOT NULL,
	"benefit" smallint NOT NULL,
	"budget" smallint NOT NULL,
	"human_resources" smallint NOT NULL,
	"infrastructure" smallint NOT NULL,
	"created_by_id" uuid,
	CONSTRAINT "priorizations_scores_range" CHECK ("coverage" between 0 and 5 and "impact" between 0 and 5 and "replicabilty" between 0 and 5 and "benefit" between 0 and 5 and "budget" between 0 and 5 and "human_resources" between 0 and 5 and "infrastructure" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "priorizations" ADD CONSTRAINT "priorizations_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priorizations" ADD CONSTRAINT "priorizations_created_by_id_admins_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "priorizations_created_idx" ON "priorizations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "priorizations_active_created_idx" ON "priorizations" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "priorizations_active_vote_idx" ON "priorizations" USING btree ("created_by_id","flashcard_id") WHERE "priorizations"."active";--> statement-breakpoint
CREATE INDEX "priorizations_flashcard_idx" ON "priorizations" USING btree ("flashcard_id","active","created_at");--> statement-breakpoint
CREATE INDEX "priorizations_created_by_idx" ON "priorizations" USING btree ("created_by_id","active","created_at","id");