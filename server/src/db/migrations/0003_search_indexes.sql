CREATE INDEX "issues_repo_kind_state_updated_idx" ON "issues" USING btree ("repo_id","kind","state","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "issues_head_commit_idx" ON "issues" USING btree ("head_commit_id");--> statement-breakpoint
CREATE INDEX "review_requests_team_idx" ON "review_requests" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "labels_name_repo_idx" ON "labels" USING btree (lower("name"),"repo_id");--> statement-breakpoint
CREATE INDEX "milestones_repo_title_idx" ON "milestones" USING btree ("repo_id",lower("title"));