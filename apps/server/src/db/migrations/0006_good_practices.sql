CREATE TABLE "good_practice_axes_global_pact" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "good_practice_axes_global_pact_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "good_practice_join_types" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "good_practice_join_types_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "good_practice_objectives" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "good_practice_objectives_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "good_practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"objective" text NOT NULL,
	"description" text NOT NULL,
	"other_ambit" text,
	"promoter_institution" text NOT NULL,
	"business_join_sub_type_id" uuid,
	"allied_institutions" text,
	"email" text NOT NULL,
	"share_name" boolean DEFAULT true NOT NULL,
	"ubication" text,
	"lat" double precision,
	"lng" double precision,
	"implementation_period" text,
	"implementation_time_id" uuid,
	"indicator" text,
	"information" text NOT NULL,
	"acept_volunteers" boolean DEFAULT false NOT NULL,
	"number_of_volunteers" integer,
	"image" text,
	"logo" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("objective", '') || ' ' || coalesce("description", '') || ' ' || coalesce("promoter_institution", '') || ' ' || coalesce("allied_institutions", '') || ' ' || coalesce("ubication", ''))) STORED NOT NULL,
	CONSTRAINT "good_practices_coordinates_check" CHECK (("good_practices"."lat" is null) = ("good_practices"."lng" is null)),
	CONSTRAINT "good_practices_lat_check" CHECK ("good_practices"."lat" between -90 and 90),
	CONSTRAINT "good_practices_lng_check" CHECK ("good_practices"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"good_practice_id" uuid NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", ''))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "good_practice_axes_global_pact" ADD CONSTRAINT "good_practice_axes_global_pact_owner_id_good_practices_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."good_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practice_axes_global_pact" ADD CONSTRAINT "good_practice_axes_global_pact_target_id_axes_global_pact_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."axes_global_pact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practice_join_types" ADD CONSTRAINT "good_practice_join_types_owner_id_good_practices_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."good_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practice_join_types" ADD CONSTRAINT "good_practice_join_types_target_id_business_join_types_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."business_join_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practice_objectives" ADD CONSTRAINT "good_practice_objectives_owner_id_good_practices_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."good_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practice_objectives" ADD CONSTRAINT "good_practice_objectives_target_id_objectives_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."objectives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practices" ADD CONSTRAINT "good_practices_business_join_sub_type_id_business_joinsub_types_id_fk" FOREIGN KEY ("business_join_sub_type_id") REFERENCES "public"."business_joinsub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practices" ADD CONSTRAINT "good_practices_implementation_time_id_time_initiatives_id_fk" FOREIGN KEY ("implementation_time_id") REFERENCES "public"."time_initiatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_practices" ADD CONSTRAINT "good_practices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_good_practice_id_good_practices_id_fk" FOREIGN KEY ("good_practice_id") REFERENCES "public"."good_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "good_practice_axes_global_pact_target_idx" ON "good_practice_axes_global_pact" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "good_practice_join_types_target_idx" ON "good_practice_join_types" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "good_practice_objectives_target_idx" ON "good_practice_objectives" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "good_practices_created_idx" ON "good_practices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "good_practices_active_created_idx" ON "good_practices" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "good_practices_status_idx" ON "good_practices" USING btree ("status","active","created_at","id");--> statement-breakpoint
CREATE INDEX "good_practices_created_by_idx" ON "good_practices" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "volunteers_created_idx" ON "volunteers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "volunteers_active_created_idx" ON "volunteers" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "volunteers_good_practice_idx" ON "volunteers" USING btree ("good_practice_id","active","created_at","id");