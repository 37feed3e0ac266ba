import type { QualifierNode, QualifierValue, QueryError, QueryNode } from './ast.ts';
import {
  BOOLEAN_VALUES,
  DATE_KEYS,
  IN_VALUES,
  IS_VALUES,
  ISSUE_REFERENCE_KEYS,
  LINKED_VALUES,
  NO_HAS_VALUES,
  NUMBER_KEYS,
  PEOPLE_KEYS,
  REASON_VALUES,
  REVIEW_VALUES,
  STATE_VALUES,
  STATUS_VALUES,
} from './keys.ts';
import { positionOf } from './position.ts';
import { parseSortValue } from './sort.ts';
import { parseDateValue, parseMilestoneNumber, parseNumberValue } from './values.ts';

export const MAX_FREE_TEXT_LENGTH = 256;

const ENUMS: Record<string, readonly string[]> = {
  is: IS_VALUES,
  state: STATE_VALUES,
  reason: REASON_VALUES,
  review: REVIEW_VALUES,
  status: STATUS_VALUES,
  linked: LINKED_VALUES,
  draft: BOOLEAN_VALUES,
  archived: BOOLEAN_VALUES,
  in: IN_VALUES,
  no: NO_HAS_VALUES,
  has: NO_HAS_VALUES,
};

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9_])?(?:\[bot\])?$/;
const OWNER_REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const ISSUE_REFERENCE = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d+$/;
const PROJECT = /^[A-Za-z0-9_.-]+\/(?:[A-Za-z0-9_.-]+\/)?\d+$/;
const TEAM = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/**
 * Checks an `OWNER/REPO#N` issue reference (parent-issue:, blocked-by:, blocking:), quotes allowed.
 * Returns null when valid, otherwise the message to show.
 */
export function validateIssueReference(value: string): string | null {
  const text = value
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  if (text === '') return 'Filter value cannot be empty.';
  if (!ISSUE_REFERENCE.test(text)) return `"${text}" is not a valid issue. Use the format <owner>/<repo>#<number>.`;
  return null;
}

export interface ParseOptions {
  /**
   * A search box without group and keyword support: `is:` accepts only issue, pr, open and closed,
   * and `state:` only open and closed.
   */
  basic?: boolean;
}

const BASIC_ENUMS: Record<string, readonly string[]> = { is: ['issue', 'pr', 'open', 'closed'], state: ['open', 'closed'] };

export type IssueFieldDataType = 'text' | 'single_select' | 'date' | 'number';

/**
 * Checks one value of a `field.NAME:` qualifier once the field's data type is known (the parser
 * cannot know it): numbers allow negatives and decimals plus comparisons and ranges; dates take the
 * date forms of `created:`. Returns null when valid, otherwise the message to show.
 */
export function validateFieldValue(dataType: IssueFieldDataType, value: string, today: string | Date = '2000-01-01'): string | null {
  if (dataType === 'number') {
    const parsed = parseNumberValue(value, { decimals: true, negative: true });
    return parsed.ok ? null : parsed.message;
  }
  if (dataType === 'date') {
    const parsed = parseDateValue(value, today);
    return parsed.ok ? null : parsed.message;
  }
  return null;
}

export interface ValidationResult {
  errors: QueryError[];
  warnings: QueryError[];
}

/** Checks a parsed tree's qualifier values, sort placement and free-text length. */
export function validate(source: string, root: QueryNode | null, options: ParseOptions = {}): ValidationResult {
  const errors: QueryError[] = [];
  const warnings: QueryError[] = [];
  // Free-text length: the terms' characters plus one space between consecutive terms.
  let freeText = -1;
  let firstText: QueryNode | null = null;

  const valueError = (node: QualifierNode, value: QualifierValue, detail: string): void => {
    errors.push({
      message: `Invalid value "${value.text}" for ${node.key}: at position ${positionOf(source, value.span.start)}. ${detail}`,
      span: value.span,
    });
  };

  const checkQualifier = (node: QualifierNode, groupDepth: number, underNot: boolean): void => {
    const key = node.key;
    const at = positionOf(source, node.span.start);
    if (key === 'no' && node.negated) {
      const field = node.values[0]?.text.toLowerCase() ?? 'label';
      errors.push({ message: `no: cannot be negated; use has:${field} instead.`, span: node.span });
      return;
    }
    if (key === 'in' && node.negated) {
      errors.push({ message: `in: cannot be negated (position ${at}); name the fields to search instead.`, span: node.span });
      return;
    }
    if (key === 'sort') {
      if (groupDepth > 0) errors.push({ message: `sort: cannot be used inside parentheses (position ${at}).`, span: node.span });
      if (node.negated || underNot) errors.push({ message: `sort: cannot be negated (position ${at}).`, span: node.span });
      if (node.values.length > 1) {
        errors.push({ message: `sort: takes exactly one value (position ${at}).`, span: node.span });
      }
      for (const value of node.values) {
        if (!parseSortValue(value.text)) {
          errors.push({
            message: `Unknown sort key "${value.text}" at position ${positionOf(source, value.span.start)}.`,
            span: value.span,
          });
        }
      }
      return;
    }
    if (key === 'milestone-number' && node.values.length > 1) {
      errors.push({ message: `milestone-number: takes exactly one value (position ${at}).`, span: node.span });
    }
    const allowed = (options.basic ? BASIC_ENUMS[key] : undefined) ?? ENUMS[key];
    for (const value of node.values) {
      const text = value.text;
      const lower = text.toLowerCase();
      if (allowed) {
        if (!allowed.includes(lower)) valueError(node, value, `Expected one of: ${allowed.join(', ')}.`);
      } else if (DATE_KEYS.has(key)) {
        const parsed = parseDateValue(text, '2000-01-01');
        if (!parsed.ok)
          valueError(node, value, 'Use YYYY-MM-DD (optionally with a time), a comparison like >=2024-01-15, a range a..b, or @today-7d.');
      } else if (NUMBER_KEYS.has(key)) {
        const parsed = parseNumberValue(text);
        if (!parsed.ok) valueError(node, value, 'Use a whole number, a comparison like >10, or a range like 10..20.');
      } else if (PEOPLE_KEYS.has(key)) {
        const ok =
          lower === '@me' ||
          LOGIN.test(text) ||
          (key === 'author' && /^app\/[A-Za-z0-9_.-]+$/i.test(text)) ||
          (key === 'assignee' && text === '*');
        if (!ok) valueError(node, value, 'Use a user login or @me.');
      } else if (ISSUE_REFERENCE_KEYS.has(key)) {
        if (!ISSUE_REFERENCE.test(text)) valueError(node, value, 'Use the format <owner>/<repo>#<number>.');
      } else if (key === 'repo') {
        if (!OWNER_REPO.test(text)) valueError(node, value, 'Use the format <owner>/<name>.');
      } else if (key === 'project') {
        if (!PROJECT.test(text)) valueError(node, value, 'Use the format <owner>/<number>.');
      } else if (key === 'team' || key === 'team-review-requested') {
        if (!TEAM.test(text)) valueError(node, value, 'Use the format <org>/<team>.');
      } else if (key === 'sha') {
        if (!/^[0-9a-f]{7,40}$/i.test(text)) valueError(node, value, 'Use at least 7 hexadecimal characters of a commit SHA.');
      } else if (key === 'milestone-number') {
        if (parseMilestoneNumber(text) === null) valueError(node, value, "Use the milestone's number, a whole number such as 3.");
      } else if (key === 'org') {
        if (!LOGIN.test(text)) valueError(node, value, 'Use an organization login.');
      }
    }
  };

  const walk = (node: QueryNode, groupDepth: number, underNot: boolean): void => {
    switch (node.kind) {
      case 'qualifier':
        checkQualifier(node, groupDepth, underNot);
        return;
      case 'text':
        freeText += [...node.text].length + 1;
        firstText ??= node;
        return;
      case 'and':
      case 'or':
        for (const child of node.children) walk(child, groupDepth, underNot);
        return;
      case 'not':
        walk(node.child, groupDepth, true);
        return;
      case 'group':
        walk(node.child, groupDepth + 1, underNot);
        return;
    }
  };
  if (root) walk(root, 0, false);
  if (freeText > MAX_FREE_TEXT_LENGTH && firstText !== null) {
    errors.push({
      message: `The free text of a query can be at most ${MAX_FREE_TEXT_LENGTH} characters long.`,
      span: { start: (firstText as QueryNode).span.start, end: source.length },
    });
  }
  return { errors, warnings };
}
