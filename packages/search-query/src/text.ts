/**
 * Free-text word semantics, shared with the SQL side (`to_tsvector('simple', …)` with
 * `phraseto_tsquery('simple', term)`):
 *
 * - Text is lower-cased and split into tokens at every character that is not a Unicode letter or
 *   number (`\p{L}`/`\p{N}`): `Crash-report_v2` → `crash`, `report`, `v2`.
 * - A term (bare word or quoted phrase) is tokenised the same way and matches a field when its
 *   tokens occur there consecutively, in order. A one-token term is a whole-word match (no prefixes,
 *   no stemming). A term with no tokens (only punctuation) matches everything.
 * - Fields are separate: title, body, and each comment on its own; a phrase never spans two.
 */
export function textTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

/** Whether `termTokens` occur consecutively in `fieldTokens`. */
export function containsPhrase(fieldTokens: readonly string[], termTokens: readonly string[]): boolean {
  if (termTokens.length === 0) return true;
  outer: for (let i = 0; i + termTokens.length <= fieldTokens.length; i++) {
    for (let j = 0; j < termTokens.length; j++) {
      if (fieldTokens[i + j] !== termTokens[j]) continue outer;
    }
    return true;
  }
  return false;
}

/** Whether free text (a word or phrase) occurs in a piece of text, per the rules above. */
export function textMatches(field: string, term: string): boolean {
  return containsPhrase(textTokens(field), textTokens(term));
}
