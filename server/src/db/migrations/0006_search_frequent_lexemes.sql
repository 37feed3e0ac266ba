CREATE TABLE "search_frequent_lexemes" (
	"bit" smallint PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_frequent_lexemes_lexeme_key" UNIQUE("lexeme")
);
--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "lexeme_bits_0" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "lexeme_bits_1" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "lexeme_bits_2" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "lexeme_bits_3" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot declare functions, triggers or INCLUDE columns).
-- The frequent-word bits of one search vector: bit b of search_frequent_lexemes is bit b % 64
-- of element b / 64 + 1. Every assigned word counts, ready or not (see refreshFrequentLexemes).
CREATE FUNCTION issues_lexeme_bits(v tsvector) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY[
    coalesce(bit_or(1::bigint << (f.bit % 64)) FILTER (WHERE f.bit / 64 = 0), 0),
    coalesce(bit_or(1::bigint << (f.bit % 64)) FILTER (WHERE f.bit / 64 = 1), 0),
    coalesce(bit_or(1::bigint << (f.bit % 64)) FILTER (WHERE f.bit / 64 = 2), 0),
    coalesce(bit_or(1::bigint << (f.bit % 64)) FILTER (WHERE f.bit / 64 = 3), 0)]
  FROM search_frequent_lexemes f WHERE f.lexeme = ANY (tsvector_to_array(v))
$$;--> statement-breakpoint
-- Before the row is written the generated search_vector is not computed yet: its words are the
-- title's, the body's and comments_vector's (weights aside), so the bits are taken from those.
CREATE FUNCTION issues_lexeme_bits_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bits bigint[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_frequent_lexemes) THEN
    NEW.lexeme_bits_0 := 0; NEW.lexeme_bits_1 := 0; NEW.lexeme_bits_2 := 0; NEW.lexeme_bits_3 := 0;
    RETURN NEW;
  END IF;
  bits := issues_lexeme_bits(to_tsvector('simple', coalesce(NEW.title, '')) || to_tsvector('simple', coalesce(NEW.body, '')) || NEW.comments_vector);
  NEW.lexeme_bits_0 := bits[1]; NEW.lexeme_bits_1 := bits[2]; NEW.lexeme_bits_2 := bits[3]; NEW.lexeme_bits_3 := bits[4];
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER issues_lexeme_bits_insert BEFORE INSERT ON issues FOR EACH ROW EXECUTE FUNCTION issues_lexeme_bits_sync();--> statement-breakpoint
CREATE TRIGGER issues_lexeme_bits_update BEFORE UPDATE OF title, body, comments_vector, lexeme_bits_0, lexeme_bits_1, lexeme_bits_2, lexeme_bits_3 ON issues FOR EACH ROW EXECUTE FUNCTION issues_lexeme_bits_sync();--> statement-breakpoint
-- The covering indexes carry the bits: a common word is tested on the index entry.
DROP INDEX "issues_search_cover_idx";--> statement-breakpoint
DROP INDEX "issues_search_pr_cover_idx";--> statement-breakpoint
CREATE INDEX "issues_search_cover_idx" ON "issues" ("repo_id", "state") INCLUDE ("id", "kind", "state_reason", "author_id", "milestone_id", "issue_type_id", "locked", "is_draft", "merged", "review_decision", "label_keys", "assignee_ids", "comments_count", "reactions_count", "reaction_counts", "created_at", "updated_at", "closed_at", "merged_at", "lexeme_bits_0", "lexeme_bits_1", "lexeme_bits_2", "lexeme_bits_3");--> statement-breakpoint
CREATE INDEX "issues_search_pr_cover_idx" ON "issues" ("repo_id", "state") INCLUDE ("id", "kind", "state_reason", "author_id", "milestone_id", "issue_type_id", "locked", "is_draft", "merged", "review_decision", "label_keys", "assignee_ids", "comments_count", "reactions_count", "reaction_counts", "created_at", "updated_at", "closed_at", "merged_at", "lexeme_bits_0", "lexeme_bits_1", "lexeme_bits_2", "lexeme_bits_3") WHERE "kind" = 'pull_request';
