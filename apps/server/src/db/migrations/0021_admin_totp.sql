CREATE TABLE "admin_totp" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"secret" text,
	"pending_secret" text,
	"enrolled_at" timestamp with time zone,
	"last_step" bigint,
	"recovery_hashes" text[] DEFAULT '{}'::text[] NOT NULL,
	"step_until" timestamp with time zone,
	"enrol_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_totp" ADD CONSTRAINT "admin_totp_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;