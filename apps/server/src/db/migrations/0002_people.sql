CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"comment" text NOT NULL,
	"user_id" uuid NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("comment", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("message", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flashcards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"gta_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_gta_id_gtas_id_fk" FOREIGN KEY ("gta_id") REFERENCES "public"."gtas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "comments_active_created_idx" ON "comments" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_user_created_idx" ON "comments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_flashcard_idx" ON "comments" USING btree ("flashcard_id");--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_active_created_idx" ON "contacts" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "flashcards_created_idx" ON "flashcards" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "flashcards_active_created_idx" ON "flashcards" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "flashcards_gta_idx" ON "flashcards" USING btree ("gta_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_flashcard_idx" ON "saved_cards" USING btree ("user_id","flashcard_id");--> statement-breakpoint
CREATE INDEX "saved_cards_user_created_idx" ON "saved_cards" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_cards_flashcard_idx" ON "saved_cards" USING btree ("flashcard_id");