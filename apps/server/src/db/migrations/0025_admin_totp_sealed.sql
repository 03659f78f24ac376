-- The secrets in clear become JSON strings; the server seals them with SETTINGS_SECRET when it starts.
ALTER TABLE "admin_totp" ALTER COLUMN "secret" SET DATA TYPE jsonb USING to_jsonb("secret");--> statement-breakpoint
ALTER TABLE "admin_totp" ALTER COLUMN "pending_secret" SET DATA TYPE jsonb USING to_jsonb("pending_secret");
