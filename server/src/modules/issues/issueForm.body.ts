/**
 * Pure checking of an issue form's answers and the body GitHub writes from them: one
 * `### {label}` section per field, in the form's order. No database access here.
 */
import type { IssueForm, IssueFormElement } from '../issue-templates/issueTemplates.parse.ts';

/** One answer, as `IssueFormFieldValueInput` carries it. */
export interface IssueFormFieldValue {
  id: string;
  value?: string | null;
  values?: readonly string[] | null;
}

export type IssueFormBodyResult = { ok: true; body: string } | { ok: false; errors: string[] };

const NO_RESPONSE = '_No response_';

/** The keys a client may use for an element: its id, or for an element without one `element-{index}` and its label. */
function keysOf(element: IssueFormElement, index: number): string[] {
  if (element.id !== null) return [element.id];
  return [`element-${index}`, ...(element.label !== null ? [element.label] : [])];
}

/** Where the client's answers go: element index → answer; unknown or repeated ids are errors. */
function matchAnswers(form: IssueForm, answers: readonly IssueFormFieldValue[], errors: string[]): Map<number, IssueFormFieldValue> {
  const byKey = new Map<string, number>();
  form.elements.forEach((element, index) => {
    if (element.type === 'markdown') return;
    for (const key of keysOf(element, index)) if (!byKey.has(key)) byKey.set(key, index);
  });
  const matched = new Map<number, IssueFormFieldValue>();
  for (const answer of answers) {
    const index = byKey.get(answer.id);
    if (index === undefined) errors.push(`The form '${form.name}' has no field '${answer.id}'.`);
    else if (matched.has(index)) errors.push(`The field '${answer.id}' is answered more than once.`);
    else matched.set(index, answer);
  }
  return matched;
}

const hasValues = (answer: IssueFormFieldValue | undefined) => (answer?.values?.length ?? 0) > 0;
const hasText = (answer: IssueFormFieldValue | undefined) => (answer?.value ?? '') !== '';

/** The answer's text for an input or textarea: surrounding blank lines and trailing spaces removed. */
function textOf(answer: IssueFormFieldValue | undefined): string {
  return (answer?.value ?? '').replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd();
}

/** A fenced code block that no backtick run inside the text can close. */
function fenced(text: string, language: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

/** One element's section text, or null when the answer is invalid (the reason goes to `errors`). */
function sectionValue(element: IssueFormElement, answer: IssueFormFieldValue | undefined, errors: string[]): string | null {
  const label = element.label ?? '';
  const before = errors.length;
  if (element.type === 'input' || element.type === 'textarea') {
    if (hasValues(answer)) errors.push(`'${label}' takes one text value ('value'), not a list.`);
    const text = textOf(answer);
    if (text.trim() === '') {
      if (element.required) errors.push(`'${label}' is required.`);
      return errors.length > before ? null : NO_RESPONSE;
    }
    if (errors.length > before) return null;
    return element.type === 'textarea' && element.render !== null ? fenced(text, element.render) : text;
  }
  if (hasText(answer)) errors.push(`'${label}' takes a list of option labels ('values'), not a text value.`);
  const chosen = [...new Set(answer?.values ?? [])];
  const known = new Set(element.options.map((option) => option.label));
  const unknown = chosen.filter((value) => !known.has(value));
  if (unknown.length > 0) {
    const what = element.type === 'dropdown' ? 'option' : 'checkbox';
    errors.push(`'${label}' has no ${what} ${unknown.map((value) => `'${value}'`).join(', ')}.`);
  }
  if (element.type === 'dropdown') {
    if (!element.multiple && chosen.length > 1) errors.push(`'${label}' accepts only one option.`);
    if (chosen.length === 0 && element.required) errors.push(`'${label}' is required.`);
    if (errors.length > before) return null;
    // Options in the form's order, whatever order the client listed them in.
    const picked = element.options.filter((option) => chosen.includes(option.label)).map((option) => option.label);
    return picked.length === 0 ? NO_RESPONSE : picked.join(', ');
  }
  for (const option of element.options) {
    if (option.required && !chosen.includes(option.label)) errors.push(`'${option.label}' is required.`);
  }
  if (element.required && chosen.length === 0) errors.push(`'${label}' is required.`);
  if (errors.length > before) return null;
  return element.options.map((option) => `- [${chosen.includes(option.label) ? 'X' : ' '}] ${option.label}`).join('\n');
}

/**
 * Checks the answers against the form and writes the issue body GitHub writes: for each field in
 * order `### {label}\n\n{value}\n\n`, `_No response_` for an empty optional field, a textarea
 * with `render` as a fenced code block, dropdown choices joined with ', ', checkboxes as
 * `- [X] label` / `- [ ] label` lines. Every problem is reported, in the form's order.
 */
export function issueFormBody(form: IssueForm, answers: readonly IssueFormFieldValue[]): IssueFormBodyResult {
  const errors: string[] = [];
  const matched = matchAnswers(form, answers, errors);
  let body = '';
  form.elements.forEach((element, index) => {
    if (element.type === 'markdown') return;
    const value = sectionValue(element, matched.get(index), errors);
    if (value !== null) body += `### ${element.label ?? ''}\n\n${value}\n\n`;
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, body };
}
