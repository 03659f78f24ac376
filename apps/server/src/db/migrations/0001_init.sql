CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"role" smallint NOT NULL,
	"gender" text,
	"gta_id" uuid,
	"company" text,
	"country" text,
	"state" text,
	"city" text,
	"thumbnail" text,
	"image" text,
	"password_hash" text,
	"validated" boolean DEFAULT false NOT NULL,
	"two_factor_hash" text,
	"two_factor_expires" timestamp with time zone,
	"two_factor_attempts" integer DEFAULT 0 NOT NULL,
	"recover_token_hash" text,
	"recover_expires" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "modules_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"admin_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"create" boolean DEFAULT false NOT NULL,
	"update" boolean DEFAULT false NOT NULL,
	"destroy" boolean DEFAULT false NOT NULL,
	"approve" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "historicals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cause" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"document" uuid NOT NULL,
	"module" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"admin_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuration" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_joinsub_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_join_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "climbs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"nomenclature" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("nomenclature", '') || ' ' || coalesce("name", '') || ' ' || coalesce("description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_initiatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "axes_global_pact" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo" text,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"business_type_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"image" text,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "filter_types_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"value" text NOT NULL,
	"filter_type" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("value", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gtas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"goal" text NOT NULL,
	"action_lines" text NOT NULL,
	"nomenclature" text NOT NULL,
	"author" text NOT NULL,
	"position" text NOT NULL,
	"color" text DEFAULT '#555555' NOT NULL,
	"number" integer DEFAULT 10 NOT NULL,
	"logo" text,
	"logo_color" text,
	"image_color" text,
	"document" text,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("title", '') || ' ' || coalesce("subtitle", '') || ' ' || coalesce("nomenclature", '') || ' ' || coalesce("author", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"objective" text NOT NULL,
	"color" text NOT NULL,
	"logo" text,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("title", '') || ' ' || coalesce("objective", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_axes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"gta_id" uuid NOT NULL,
	"objective" text NOT NULL,
	"position" text NOT NULL,
	"image" text,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("objective", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gta_doc_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gta_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"country" text,
	"state" text,
	"city" text,
	"company" text,
	"telephone" text,
	"thumbnail" text,
	"search_text" text GENERATED ALWAYS AS (app_fold(coalesce("name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", ''))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_gta_id_gtas_id_fk" FOREIGN KEY ("gta_id") REFERENCES "public"."gtas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historicals" ADD CONSTRAINT "historicals_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_business_type_id_business_types_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."business_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filters" ADD CONSTRAINT "filters_filter_type_filter_types_value_fk" FOREIGN KEY ("filter_type") REFERENCES "public"."filter_types"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_axes" ADD CONSTRAINT "work_axes_gta_id_gtas_id_fk" FOREIGN KEY ("gta_id") REFERENCES "public"."gtas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gta_doc_downloads" ADD CONSTRAINT "gta_doc_downloads_gta_id_gtas_id_fk" FOREIGN KEY ("gta_id") REFERENCES "public"."gtas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gta_doc_downloads" ADD CONSTRAINT "gta_doc_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_idx" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "admins_created_idx" ON "admins" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admins_active_created_idx" ON "admins" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_admin_module_idx" ON "permissions" USING btree ("admin_id","module_id");--> statement-breakpoint
CREATE INDEX "historicals_document_created_idx" ON "historicals" USING btree ("document","created_at","id");--> statement-breakpoint
CREATE INDEX "areas_created_idx" ON "areas" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "areas_active_created_idx" ON "areas" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "areas_name_idx" ON "areas" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "business_joinsub_types_created_idx" ON "business_joinsub_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "business_joinsub_types_active_created_idx" ON "business_joinsub_types" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "business_joinsub_types_name_idx" ON "business_joinsub_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "business_join_types_created_idx" ON "business_join_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "business_join_types_active_created_idx" ON "business_join_types" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "business_join_types_name_idx" ON "business_join_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "business_types_created_idx" ON "business_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "business_types_active_created_idx" ON "business_types" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "business_types_name_idx" ON "business_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "climbs_created_idx" ON "climbs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "climbs_active_created_idx" ON "climbs" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "climbs_name_idx" ON "climbs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sectors_created_idx" ON "sectors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sectors_active_created_idx" ON "sectors" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "sectors_name_idx" ON "sectors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "time_initiatives_created_idx" ON "time_initiatives" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "time_initiatives_active_created_idx" ON "time_initiatives" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "time_initiatives_name_idx" ON "time_initiatives" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "axes_global_pact_created_idx" ON "axes_global_pact" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "axes_global_pact_active_created_idx" ON "axes_global_pact" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_active_created_idx" ON "companies" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "companies_business_type_idx" ON "companies" USING btree ("business_type_id");--> statement-breakpoint
CREATE INDEX "companies_sector_idx" ON "companies" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "filters_created_idx" ON "filters" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "filters_active_created_idx" ON "filters" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "filters_type_idx" ON "filters" USING btree ("filter_type");--> statement-breakpoint
CREATE INDEX "gtas_created_idx" ON "gtas" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gtas_active_created_idx" ON "gtas" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "gtas_title_idx" ON "gtas" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "objectives_created_idx" ON "objectives" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "objectives_active_created_idx" ON "objectives" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "work_axes_created_idx" ON "work_axes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "work_axes_active_created_idx" ON "work_axes" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "work_axes_gta_idx" ON "work_axes" USING btree ("gta_id","active");--> statement-breakpoint
CREATE INDEX "gta_doc_downloads_created_idx" ON "gta_doc_downloads" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_active_created_idx" ON "users" USING btree ("active","created_at","id");