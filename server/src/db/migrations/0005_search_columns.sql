-- Search reads the issue row alone (and sums repository counters where it can): label names (as ids of `label_name_keys`), assignees and the words of the comments are
-- copied onto `issues` and kept there by the triggers below, so every structured filter, count and
-- sort across many repositories is answered by one covering index, and one GIN index finds free
-- text in titles, bodies and comments.
CREATE TABLE "label_name_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "label_name_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "label_name_keys_name_key" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "open_issues_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "closed_issues_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "open_pull_requests_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "repositories" ADD COLUMN "closed_pull_requests_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "label_keys" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "assignee_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "comments_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE FUNCTION issues_refresh_label_keys(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO label_name_keys (name)
    SELECT DISTINCT lower(l.name) FROM issue_labels il JOIN labels l ON l.id = il.label_id WHERE il.issue_id = ANY (ids)
    ON CONFLICT (name) DO NOTHING;
  UPDATE issues i SET label_keys = n.keys
  FROM (SELECT x.id, coalesce((SELECT array_agg(DISTINCT k.id ORDER BY k.id)
          FROM issue_labels il JOIN labels l ON l.id = il.label_id JOIN label_name_keys k ON k.name = lower(l.name)
          WHERE il.issue_id = x.id), '{}'::integer[]) AS keys
        FROM unnest(ids) AS x(id)) n
  WHERE i.id = n.id AND i.label_keys IS DISTINCT FROM n.keys
$$;--> statement-breakpoint
CREATE FUNCTION issues_refresh_assignee_ids(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE issues i SET assignee_ids = n.users
  FROM (SELECT x.id, coalesce((SELECT array_agg(DISTINCT ia.user_id ORDER BY ia.user_id)
          FROM issue_assignees ia WHERE ia.issue_id = x.id), '{}'::integer[]) AS users
        FROM unnest(ids) AS x(id)) n
  WHERE i.id = n.id AND i.assignee_ids IS DISTINCT FROM n.users
$$;--> statement-breakpoint
-- A tsvector is limited to 1 MB: a thread too long for it keeps the words of its first 200,000
-- characters of comments (far beyond any realistic thread).
CREATE FUNCTION issues_comments_vector(issue integer) RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
DECLARE
  words text;
BEGIN
  SELECT string_agg(c.body, ' ' ORDER BY c.id) INTO words FROM issue_comments c WHERE c.issue_id = issue;
  IF words IS NULL THEN
    RETURN ''::tsvector;
  END IF;
  BEGIN
    RETURN to_tsvector('simple', words);
  EXCEPTION WHEN program_limit_exceeded THEN
    RETURN to_tsvector('simple', left(words, 200000));
  END;
END
$$;--> statement-breakpoint
CREATE FUNCTION issues_refresh_comments_vector(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE issues i SET comments_vector = n.words
  FROM (SELECT x.id, issues_comments_vector(x.id) AS words FROM unnest(ids) AS x(id)) n
  WHERE i.id = n.id AND i.comments_vector IS DISTINCT FROM n.words
$$;--> statement-breakpoint
-- Statement triggers with transition tables: a bulk change refreshes each issue once.
CREATE FUNCTION issues_search_columns_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'labels' THEN
    -- A renamed label: every issue carrying it.
    SELECT array_agg(DISTINCT il.issue_id) INTO ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN issue_labels il ON il.label_id = n.id
    WHERE lower(n.name) IS DISTINCT FROM lower(o.name);
    IF ids IS NOT NULL THEN
      PERFORM issues_refresh_label_keys(ids);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.issue_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.issue_id) INTO ids FROM old_rows o;
  ELSIF TG_TABLE_NAME = 'issue_comments' THEN
    SELECT array_agg(DISTINCT x.issue_id) INTO ids FROM (
      SELECT n.issue_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.body IS DISTINCT FROM o.body OR n.issue_id <> o.issue_id
      UNION ALL
      SELECT o.issue_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.issue_id <> o.issue_id) x;
  ELSE
    SELECT array_agg(DISTINCT x.issue_id) INTO ids FROM (SELECT issue_id FROM new_rows UNION ALL SELECT issue_id FROM old_rows) x;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'issue_labels' THEN
    PERFORM issues_refresh_label_keys(ids);
  ELSIF TG_TABLE_NAME = 'issue_assignees' THEN
    PERFORM issues_refresh_assignee_ids(ids);
  ELSE
    PERFORM issues_refresh_comments_vector(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER issue_labels_search_insert AFTER INSERT ON issue_labels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_search_columns_sync();--> statement-breakpoint
CREATE TRIGGER issue_labels_search_update AFTER UPDATE ON issue_labels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_search_columns_sync();--> statement-breakpoint
CREATE TRIGGER issue_labels_search_delete AFTER DELETE ON issue_labels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_search_columns_sync();--> statement-breakpoint
CREATE TRIGGER issue_assignees_search_insert AFTER INSERT ON issue_assignees REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_search_columns_sync();--> statement-breakpoint
CREATE TRIGGER issue_assignees_search_update AFTER UPDATE ON issue_assignees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_search_columns_sync();--> statement-breakpoint
CREATE TRIGGER issue_assignees_search_delete AFTER DELETE ON issue_assignees REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_search_columns_sync();--> statement-breakpoint
CREATE TRIGGER issue_comments_search_insert AFTER INSERT ON issue_comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_search_columns_sync();--> statement-breakpoint
CREATE TRIGGER issue_comments_search_update AFTER UPDATE ON issue_comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_search_columns_sync();--> statement-breakpoint
CREATE TRIGGER issue_comments_search_delete AFTER DELETE ON issue_comments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_search_columns_sync();--> statement-breakpoint
CREATE TRIGGER labels_search_rename AFTER UPDATE ON labels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_search_columns_sync();--> statement-breakpoint
-- Each repository's issue and pull-request counts by state, moved by every insert, delete and
-- change of state, type or repository (a transfer).
CREATE FUNCTION repositories_add_issue_count(repo integer, kind issue_kind, state issue_state, delta integer) RETURNS void LANGUAGE sql AS $$
  UPDATE repositories SET
    open_issues_count = open_issues_count + CASE WHEN kind = 'issue' AND state = 'open' THEN delta ELSE 0 END,
    closed_issues_count = closed_issues_count + CASE WHEN kind = 'issue' AND state = 'closed' THEN delta ELSE 0 END,
    open_pull_requests_count = open_pull_requests_count + CASE WHEN kind = 'pull_request' AND state = 'open' THEN delta ELSE 0 END,
    closed_pull_requests_count = closed_pull_requests_count + CASE WHEN kind = 'pull_request' AND state = 'closed' THEN delta ELSE 0 END
  WHERE id = repo
$$;--> statement-breakpoint
-- Every repository's counters from its rows: for existing data, bulk loads that bypass the
-- trigger (the benchmark's generator) and repairs.
CREATE FUNCTION repositories_recount_issues() RETURNS void LANGUAGE sql AS $$
  UPDATE repositories r SET open_issues_count = coalesce(c.oi, 0), closed_issues_count = coalesce(c.ci, 0),
    open_pull_requests_count = coalesce(c.op, 0), closed_pull_requests_count = coalesce(c.cp, 0)
  FROM repositories base
    LEFT JOIN (SELECT repo_id,
        count(*) FILTER (WHERE kind = 'issue' AND state = 'open')::int AS oi, count(*) FILTER (WHERE kind = 'issue' AND state = 'closed')::int AS ci,
        count(*) FILTER (WHERE kind = 'pull_request' AND state = 'open')::int AS op, count(*) FILTER (WHERE kind = 'pull_request' AND state = 'closed')::int AS cp
      FROM issues GROUP BY repo_id) c ON c.repo_id = base.id
  WHERE r.id = base.id
$$;--> statement-breakpoint
CREATE FUNCTION issues_repository_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM repositories_add_issue_count(OLD.repo_id, OLD.kind, OLD.state, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM repositories_add_issue_count(NEW.repo_id, NEW.kind, NEW.state, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER issues_repository_counts_insert AFTER INSERT ON issues FOR EACH ROW EXECUTE FUNCTION issues_repository_counts_sync();--> statement-breakpoint
CREATE TRIGGER issues_repository_counts_delete AFTER DELETE ON issues FOR EACH ROW EXECUTE FUNCTION issues_repository_counts_sync();--> statement-breakpoint
CREATE TRIGGER issues_repository_counts_update AFTER UPDATE OF repo_id, kind, state ON issues FOR EACH ROW
  WHEN (OLD.repo_id IS DISTINCT FROM NEW.repo_id OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION issues_repository_counts_sync();--> statement-breakpoint
-- Existing data.
SELECT issues_refresh_label_keys(ARRAY(SELECT DISTINCT issue_id FROM issue_labels));--> statement-breakpoint
SELECT issues_refresh_assignee_ids(ARRAY(SELECT DISTINCT issue_id FROM issue_assignees));--> statement-breakpoint
SELECT issues_refresh_comments_vector(ARRAY(SELECT DISTINCT issue_id FROM issue_comments));--> statement-breakpoint
SELECT repositories_recount_issues();--> statement-breakpoint
ALTER TABLE "issues" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("issues"."title", '')), 'A') || setweight(to_tsvector('simple', coalesce("issues"."body", '')), 'B') || setweight("issues"."comments_vector", 'C')) STORED;--> statement-breakpoint
CREATE INDEX "issues_search_idx" ON "issues" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "issues_search_cover_idx" ON "issues" ("repo_id", "state") INCLUDE ("id", "kind", "state_reason", "author_id", "milestone_id", "issue_type_id", "locked", "is_draft", "merged", "review_decision", "label_keys", "assignee_ids", "comments_count", "reactions_count", "reaction_counts", "created_at", "updated_at", "closed_at", "merged_at");--> statement-breakpoint
CREATE INDEX "issues_search_pr_cover_idx" ON "issues" ("repo_id", "state") INCLUDE ("id", "kind", "state_reason", "author_id", "milestone_id", "issue_type_id", "locked", "is_draft", "merged", "review_decision", "label_keys", "assignee_ids", "comments_count", "reactions_count", "reaction_counts", "created_at", "updated_at", "closed_at", "merged_at") WHERE "kind" = 'pull_request';--> statement-breakpoint
DROP INDEX "issues_repo_comments_idx";--> statement-breakpoint
CREATE INDEX "issues_repo_comments_idx" ON "issues" ("repo_id", "comments_count" DESC NULLS LAST) INCLUDE ("state", "kind", "created_at");
