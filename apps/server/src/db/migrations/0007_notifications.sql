CREATE TABLE "notification_recipients" (
	"notification_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"is_reading" boolean DEFAULT false NOT NULL,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "notification_recipients_notification_id_admin_id_pk" PRIMARY KEY("notification_id","admin_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"module" text NOT NULL,
	"document" uuid NOT NULL,
	"description" text NOT NULL,
	"created_by_id" uuid,
	"gta_id" uuid
);
--> statement-breakpoint
CREATE TABLE "public_inserts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_inserts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"module" text NOT NULL,
	"document" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_id_admins_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_gta_id_gtas_id_fk" FOREIGN KEY ("gta_id") REFERENCES "public"."gtas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_recipients_admin_idx" ON "notification_recipients" USING btree ("admin_id","created_at","notification_id");--> statement-breakpoint
CREATE INDEX "notification_recipients_unread_idx" ON "notification_recipients" USING btree ("admin_id","is_reading","created_at");--> statement-breakpoint
CREATE INDEX "notifications_document_idx" ON "notifications" USING btree ("module","document");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
-- Rows the public site inserts straight into the database (comments, contact messages, later good practices and
-- volunteers) are queued for their notification in the inserting transaction, and the servers listening are woken on
-- commit. Attaching a table is one line: CREATE TRIGGER <table>_public_insert AFTER INSERT ON <table>
-- FOR EACH ROW EXECUTE FUNCTION app_public_insert('<resource name>');
-- A bulk load of past records (the demo data) sets app.skip_public_inserts = 'on' in its transaction.
CREATE FUNCTION app_public_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.skip_public_inserts', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO public_inserts (module, document) VALUES (TG_ARGV[0], NEW.id);
  PERFORM pg_notify('public_inserts', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER comments_public_insert AFTER INSERT ON comments FOR EACH ROW EXECUTE FUNCTION app_public_insert('comments');
--> statement-breakpoint
CREATE TRIGGER contacts_public_insert AFTER INSERT ON contacts FOR EACH ROW EXECUTE FUNCTION app_public_insert('contacts');
--> statement-breakpoint
CREATE TRIGGER good_practices_public_insert AFTER INSERT ON good_practices FOR EACH ROW EXECUTE FUNCTION app_public_insert('goodPractices');
--> statement-breakpoint
CREATE TRIGGER volunteers_public_insert AFTER INSERT ON volunteers FOR EACH ROW EXECUTE FUNCTION app_public_insert('volunteers');
