-- Each admin's own settings (the colour theme), one row per admin, gone with the admin.
CREATE TABLE "admin_preferences" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_preferences_theme_check" CHECK ("admin_preferences"."theme" in ('light', 'dark', 'system'))
);
--> statement-breakpoint
ALTER TABLE "admin_preferences" ADD CONSTRAINT "admin_preferences_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;