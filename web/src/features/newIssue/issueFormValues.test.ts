import { describe, expect, it } from 'vitest';
import { initialIssueFormValues, issueFormFieldValues, validateIssueForm, type IssueFormElementData } from './issueFormValues';

function element(overrides: Partial<IssueFormElementData> & Pick<IssueFormElementData, 'type'>): IssueFormElementData {
  return { id: null, label: null, value: null, required: false, multiple: false, default: null, options: [], ...overrides };
}

const form: IssueFormElementData[] = [
  element({ type: 'MARKDOWN', value: 'Thanks for reporting!' }),
  element({ type: 'INPUT', id: 'version', label: 'Version', value: '1.0', required: true }),
  element({ type: 'TEXTAREA', id: 'logs', label: 'Logs' }),
  element({
    type: 'DROPDOWN',
    id: 'browser',
    label: 'Browser',
    default: 1,
    options: [
      { label: 'Firefox', required: false },
      { label: 'Chrome', required: false },
    ],
  }),
  element({
    type: 'CHECKBOXES',
    label: 'Terms',
    options: [
      { label: 'I agree', required: true },
      { label: 'Newsletter', required: false },
    ],
  }),
];

describe('issue form values', () => {
  it('starts from the elements: input values, the default dropdown option, no box ticked', () => {
    expect(initialIssueFormValues(form)).toEqual({ version: '1.0', logs: '', browser: ['Chrome'], 'element-4': [] });
  });

  it('reports each required field that misses its value, by element key', () => {
    const errors = validateIssueForm(form, { version: '  ', logs: '', browser: [], 'element-4': ['Newsletter'] });
    expect([...errors.keys()]).toEqual(['version', 'element-4']);
    expect(errors.get('version')).toBe('Version is required.');
    expect(errors.get('element-4')).toContain("'I agree'");
    expect(validateIssueForm(form, { version: '2', logs: '', browser: [], 'element-4': ['I agree'] }).size).toBe(0);
  });

  it('sends every field but markdown, by id or by position for an element without one', () => {
    expect(issueFormFieldValues(form, { version: '2', logs: 'trace', browser: ['Firefox'], 'element-4': ['I agree'] })).toEqual([
      { id: 'version', value: '2' },
      { id: 'logs', value: 'trace' },
      { id: 'browser', values: ['Firefox'] },
      { id: 'element-4', values: ['I agree'] },
    ]);
  });
});
