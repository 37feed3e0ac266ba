-- Trigram matching for label, user and title look-ups; PGlite loads the contrib module first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
