CREATE TABLE "carousel_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "flashcard_areas" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "flashcard_areas_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "flashcard_business_types" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "flashcard_business_types_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "flashcard_climbs" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "flashcard_climbs_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "what" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "how1" text;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "how2" text;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "how3" text;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "indicator" text;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "work_axis_id" uuid;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "objective_id" uuid;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "implementation_time" text;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "selected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
-- The search column is rebuilt once the columns it folds exist.
ALTER TABLE "flashcards" drop column "search_text";--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("what", '') || ' ' || coalesce("indicator", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "carousel_cards" ADD CONSTRAINT "carousel_cards_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_cards" ADD CONSTRAINT "carousel_cards_created_by_id_admins_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_areas" ADD CONSTRAINT "flashcard_areas_owner_id_flashcards_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_areas" ADD CONSTRAINT "flashcard_areas_target_id_areas_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_business_types" ADD CONSTRAINT "flashcard_business_types_owner_id_flashcards_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_business_types" ADD CONSTRAINT "flashcard_business_types_target_id_business_types_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."business_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_climbs" ADD CONSTRAINT "flashcard_climbs_owner_id_flashcards_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_climbs" ADD CONSTRAINT "flashcard_climbs_target_id_climbs_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."climbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carousel_cards_created_idx" ON "carousel_cards" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "carousel_cards_active_created_idx" ON "carousel_cards" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "carousel_cards_flashcard_idx" ON "carousel_cards" USING btree ("flashcard_id");--> statement-breakpoint
CREATE INDEX "flashcard_areas_target_idx" ON "flashcard_areas" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "flashcard_business_types_target_idx" ON "flashcard_business_types" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "flashcard_climbs_target_idx" ON "flashcard_climbs" USING btree ("target_id","owner_id");--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_work_axis_id_work_axes_id_fk" FOREIGN KEY ("work_axis_id") REFERENCES "public"."work_axes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_created_by_id_admins_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcards_status_idx" ON "flashcards" USING btree ("status","active","created_at","id");--> statement-breakpoint
CREATE INDEX "flashcards_work_axis_idx" ON "flashcards" USING btree ("work_axis_id");--> statement-breakpoint
CREATE INDEX "flashcards_created_by_idx" ON "flashcards" USING btree ("created_by_id");