-- Token scopes are enforced from now on (auth/scopes.ts). Tokens minted before had no scopes
-- recorded and acted with their owner's full rights: they keep working with the scopes
-- `token create` now grants by default.
UPDATE "access_tokens" SET "scopes" = ARRAY['repo', 'read:org']::text[] WHERE "scopes" = '{}'::text[];
