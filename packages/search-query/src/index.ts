export type * from './ast.ts';
export { tokenize, type Token, type TokenizeResult } from './tokenize.ts';
export { parse, parseSyntax, MAX_QUERY_LENGTH, MAX_DEPTH } from './parse.ts';
export {
  validate,
  validateIssueReference,
  validateFieldValue,
  type IssueFieldDataType,
  MAX_FREE_TEXT_LENGTH,
  type ValidationResult,
  type ParseOptions,
} from './validate.ts';
export { serialize, serializeQualifier, formatValue, formatKey, quote } from './serialize.ts';
export { stripSpans, equalIgnoringSpans } from './spans.ts';
export { positionOf } from './position.ts';
export * from './keys.ts';
export * from './values.ts';
export * from './sort.ts';
export { normaliseForList, resolveTodayInTree, type NormaliseOptions } from './normalise.ts';
export * from './queryHelpers.ts';
export * from './pagination.ts';
export { addFilter, replaceFilter, removeFilter, setNoFilter, cleanStrayOperators, filterTerm } from './filters.ts';
export { isComplex } from './edit.ts';
export type { SearchItem, MatchContext } from './item.ts';
export { matches, reactionCount, splitScope, textFieldsOf, type TextField } from './matches.ts';
export { textTokens, textMatches, containsPhrase } from './text.ts';
