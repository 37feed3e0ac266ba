/**
 * The syntax tree of GitHub's advanced issue search language. This file is the contract between
 * the parser (this package) and its consumers (the server's SQL compiler, the web filter bar):
 * extend it only with optional fields.
 *
 * Offsets are UTF-16 code-unit offsets into the source string, `end` exclusive.
 */
export interface Span {
  start: number;
  end: number;
}

/** One value of a qualifier (`label:"help wanted",bug` has two). */
export interface QualifierValue {
  /** The value as written, without surrounding quotes; escapes (if any) resolved. */
  text: string;
  /** Written in double quotes. */
  quoted: boolean;
  span: Span;
}

/** `key:value[,value…]`, negated when written `-key:…`. */
export interface QualifierNode {
  kind: 'qualifier';
  /** Lower-cased key (`label`, `is`, `field.priority`, `field.target date`). */
  key: string;
  values: QualifierValue[];
  negated: boolean;
  span: Span;
  keySpan: Span;
}

/** A bare word or a quoted phrase: a full-text term. */
export interface TextNode {
  kind: 'text';
  text: string;
  /** A quoted phrase (must occur as a phrase). */
  phrase: boolean;
  span: Span;
}

export interface AndNode {
  kind: 'and';
  children: QueryNode[];
  /** Whether an explicit `AND` was written between children (serialisation keeps the author's choice). */
  explicit: boolean;
  span: Span;
}

export interface OrNode {
  kind: 'or';
  children: QueryNode[];
  span: Span;
}

/** `NOT term` (legacy keyword exclusion) or `-( … )` (group negation). */
export interface NotNode {
  kind: 'not';
  child: QueryNode;
  span: Span;
}

/** Parentheses as written (kept so a query round-trips and nesting depth is known). */
export interface GroupNode {
  kind: 'group';
  child: QueryNode;
  span: Span;
}

export type QueryNode = QualifierNode | TextNode | AndNode | OrNode | NotNode | GroupNode;

export interface QueryError {
  /** A sentence a person understands, e.g. 'Unbalanced parenthesis at position 12'. */
  message: string;
  span: Span;
}

/** What `parse` returns: never throws; `root` is null for an empty query. */
export interface ParsedQuery {
  source: string;
  root: QueryNode | null;
  errors: QueryError[];
  /** Problems that do not stop the search (an unknown qualifier read as text, an empty value dropped). */
  warnings: QueryError[];
}
