CREATE TABLE "applied_list_edits" (
	"user_id" uuid NOT NULL,
	"edit_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"result" jsonb,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_list_edits_pk" PRIMARY KEY("user_id","edit_id")
);
--> statement-breakpoint
ALTER TABLE "applied_list_edits" ADD CONSTRAINT "applied_list_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applied_list_edits_applied_idx" ON "applied_list_edits" USING btree ("applied_at");