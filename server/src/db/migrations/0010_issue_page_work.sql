CREATE TABLE "issue_tombstones" (
	"repo_id" integer NOT NULL,
	"number" integer NOT NULL,
	"issue_id" integer,
	"reason" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_tombstones_repo_id_number_pk" PRIMARY KEY("repo_id","number")
);
--> statement-breakpoint
CREATE TABLE "user_content_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_content_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"editor_id" integer,
	"body" text NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "last_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "editor_id" integer;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD COLUMN "editor_id" integer;--> statement-breakpoint
ALTER TABLE "issue_tombstones" ADD CONSTRAINT "issue_tombstones_repo_id_repositories_id_fk" FOREIGN KEY ("repo_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_tombstones" ADD CONSTRAINT "issue_tombstones_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_tombstones" ADD CONSTRAINT "issue_tombstones_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_edits" ADD CONSTRAINT "user_content_edits_editor_id_accounts_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_tombstones_issue_idx" ON "issue_tombstones" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "user_content_edits_subject_idx" ON "user_content_edits" USING btree ("subject_type","subject_id","edited_at");--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_editor_id_accounts_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_editor_id_accounts_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;