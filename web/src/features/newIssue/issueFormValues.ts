/** An issue form element as the page's query reads it (GitHub's issue form syntax). */
export interface IssueFormElementData {
  readonly type: 'CHECKBOXES' | 'DROPDOWN' | 'INPUT' | 'MARKDOWN' | 'TEXTAREA' | '%future added value';
  readonly id: string | null | undefined;
  readonly label: string | null | undefined;
  readonly value: string | null | undefined;
  readonly required: boolean;
  readonly multiple: boolean;
  readonly default: number | null | undefined;
  readonly options: readonly { readonly label: string; readonly required: boolean }[];
}

/** An input's or textarea's text, or the chosen dropdown options / ticked checkboxes (by label). */
export type IssueFormValue = string | readonly string[];

/** Values by element key ({@link elementKey}). */
export type IssueFormValues = Readonly<Record<string, IssueFormValue>>;

/** What `createIssue` takes for one field (`IssueFormFieldValueInput`). */
export interface IssueFormFieldValueInput {
  id: string;
  value?: string;
  values?: string[];
}

/** The element's key in the form's state: its id, or its position when the file gives no id. */
export function elementKey(element: IssueFormElementData, index: number): string {
  return element.id ?? `element-${index}`;
}

/** The starting values: inputs' and textareas' `value`, the dropdowns' `default` option, no box ticked. */
export function initialIssueFormValues(elements: readonly IssueFormElementData[]): IssueFormValues {
  const values: Record<string, IssueFormValue> = {};
  elements.forEach((element, index) => {
    const key = elementKey(element, index);
    if (element.type === 'INPUT' || element.type === 'TEXTAREA') values[key] = element.value ?? '';
    else if (element.type === 'DROPDOWN') {
      const chosen = element.default == null ? undefined : element.options[element.default];
      values[key] = chosen ? [chosen.label] : [];
    } else if (element.type === 'CHECKBOXES') values[key] = [];
  });
  return values;
}

function asText(value: IssueFormValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function asList(value: IssueFormValue | undefined): readonly string[] {
  return Array.isArray(value) ? (value as readonly string[]) : [];
}

/**
 * The client's check of `validations.required` (the server checks again): a message per element
 * key that misses something, in the form's order.
 */
export function validateIssueForm(elements: readonly IssueFormElementData[], values: IssueFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  elements.forEach((element, index) => {
    const key = elementKey(element, index);
    const label = element.label ?? 'This field';
    const value = values[key];
    if (element.type === 'INPUT' || element.type === 'TEXTAREA') {
      if (element.required && asText(value).trim() === '') errors.set(key, `${label} is required.`);
    } else if (element.type === 'DROPDOWN') {
      if (element.required && asList(value).length === 0) errors.set(key, `${label} is required: choose an option.`);
    } else if (element.type === 'CHECKBOXES') {
      const ticked = asList(value);
      const missing = element.options.filter((option) => option.required && !ticked.includes(option.label));
      if (missing.length > 0) errors.set(key, `Tick ${missing.map((option) => `'${option.label}'`).join(', ')}: it is required.`);
    }
  });
  return errors;
}

/**
 * `issueFormFieldValues` for `createIssue`: every element but markdown, by its id or, for an element
 * the file gives no id, by `element-{index}` (the server reads both).
 */
export function issueFormFieldValues(elements: readonly IssueFormElementData[], values: IssueFormValues): IssueFormFieldValueInput[] {
  const fields: IssueFormFieldValueInput[] = [];
  elements.forEach((element, index) => {
    if (element.type === 'MARKDOWN') return;
    const id = elementKey(element, index);
    const value = values[id];
    if (element.type === 'INPUT' || element.type === 'TEXTAREA') fields.push({ id, value: asText(value) });
    else if (element.type === 'DROPDOWN' || element.type === 'CHECKBOXES') fields.push({ id, values: [...asList(value)] });
  });
  return fields;
}
