-- Migration 0005's triggers computed each issue's label keys, assignee ids and comment words from
-- the snapshot of the statement that wrote them. Under READ COMMITTED two transactions changing
-- one issue's labels each computed the column without the other's uncommitted row, and the later
-- UPDATE (after waiting for the row lock) wrote its stale value: labels and comment words went
-- missing from search. Now every derived column is a function of its source rows (below), and the
-- refresh first locks the issue rows, in one statement, then computes in the next: PL/pgSQL runs
-- each statement of a VOLATILE function with a new snapshot, which, once the lock is held, sees
-- every transaction that refreshed the issue before (they held the lock until they committed). A
-- transaction still waiting for the lock refreshes after this one commits, seeing its rows.
--
-- The lock is FOR NO KEY UPDATE, the lock an UPDATE of the issue takes: FOR UPDATE would conflict
-- with the FOR KEY SHARE lock every inserted issue_labels/issue_comments row takes on its issue
-- (foreign key check), and two transactions inserting into one issue would deadlock.

-- What each column holds, from its rows alone. STABLE: they read with the calling statement's
-- snapshot, so one statement computes all its issues from one consistent view.
CREATE FUNCTION issues_label_keys_of(issue integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT k.id ORDER BY k.id), '{}'::integer[])
  FROM issue_labels il JOIN labels l ON l.id = il.label_id JOIN label_name_keys k ON k.name = lower(l.name)
  WHERE il.issue_id = issue
$$;--> statement-breakpoint
CREATE FUNCTION issues_assignee_ids_of(issue integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT ia.user_id ORDER BY ia.user_id), '{}'::integer[])
  FROM issue_assignees ia WHERE ia.issue_id = issue
$$;--> statement-breakpoint
-- (issues_comments_vector(issue), migration 0005, is the comments' one.)
--
-- Locks the issues' rows in id order (two bulk statements never wait for each other in a cycle).
-- Its caller's next statement takes a new snapshot: call it as a statement of its own.
CREATE FUNCTION issues_lock_for_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM issues WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION issues_refresh_label_keys(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM issues_lock_for_refresh(ids);
  -- In name order: two transactions adding the same new names wait for each other in one order.
  INSERT INTO label_name_keys (name)
    SELECT DISTINCT lower(l.name) FROM issue_labels il JOIN labels l ON l.id = il.label_id WHERE il.issue_id = ANY (ids)
    ORDER BY 1
    ON CONFLICT (name) DO NOTHING;
  UPDATE issues i SET label_keys = n.keys
  FROM (SELECT x.id, issues_label_keys_of(x.id) AS keys FROM unnest(ids) AS x(id)) n
  WHERE i.id = n.id AND i.label_keys IS DISTINCT FROM n.keys;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION issues_refresh_assignee_ids(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM issues_lock_for_refresh(ids);
  UPDATE issues i SET assignee_ids = n.users
  FROM (SELECT x.id, issues_assignee_ids_of(x.id) AS users FROM unnest(ids) AS x(id)) n
  WHERE i.id = n.id AND i.assignee_ids IS DISTINCT FROM n.users;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION issues_refresh_comments_vector(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM issues_lock_for_refresh(ids);
  UPDATE issues i SET comments_vector = n.words
  FROM (SELECT x.id, issues_comments_vector(x.id) AS words FROM unnest(ids) AS x(id)) n
  WHERE i.id = n.id AND i.comments_vector IS DISTINCT FROM n.words;
END
$$;--> statement-breakpoint
-- As in 0005, but a renamed label first waits for the transactions adding it to an issue: they
-- hold FOR KEY SHARE on the label (their foreign key check), which FOR UPDATE waits for, and an
-- UPDATE of the name alone does not (the unique index is on lower(name), an expression). So the
-- issues carrying the label are read after those transactions committed, and a transaction that
-- adds the label later waits for the rename (foreign key check) and computes the new name.
CREATE OR REPLACE FUNCTION issues_search_columns_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  renamed integer[];
BEGIN
  IF TG_TABLE_NAME = 'labels' THEN
    SELECT array_agg(n.id) INTO renamed
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE lower(n.name) IS DISTINCT FROM lower(o.name);
    IF renamed IS NULL THEN
      RETURN NULL;
    END IF;
    PERFORM 1 FROM labels WHERE id = ANY (renamed) ORDER BY id FOR UPDATE;
    SELECT array_agg(DISTINCT il.issue_id) INTO ids FROM issue_labels il WHERE il.label_id = ANY (renamed);
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
$$;
