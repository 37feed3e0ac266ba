DROP INDEX "issues_repo_comments_idx";--> statement-breakpoint
CREATE INDEX "issues_repo_comments_idx" ON "issues" USING btree ("repo_id","comments_count" DESC NULLS LAST);