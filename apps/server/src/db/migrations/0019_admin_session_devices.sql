ALTER TABLE "admin_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;