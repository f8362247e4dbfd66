CREATE TABLE "mail_suppressions" (
	"email" varchar(320) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_mail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"subject_id" varchar(100) NOT NULL,
	"period" varchar(40) NOT NULL,
	"user_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "list_invitations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD CONSTRAINT "sent_mail_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_suppressions_uq" ON "mail_suppressions" USING btree (lower("email"),"kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_mail_once_uq" ON "sent_mail" USING btree ("kind","subject_id","period");