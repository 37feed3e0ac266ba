import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/fetchGraphQL';
import { errorEntries, formErrorText, GENERIC_FORM_ERROR } from './formErrorText';

const permission = 'You do not have permission to create milestones in this repository.';

describe('formErrorText', () => {
  it('joins payload messages with ", "', () => {
    expect(formErrorText({ messages: ['Title cannot be empty', 'Due date is invalid'] }, permission)).toBe(
      'Title cannot be empty, Due date is invalid',
    );
  });

  it('gives the permission sentence for FORBIDDEN, thrown or alongside data', () => {
    const entry = { message: 'x does not have the correct permissions', extensions: { code: 'FORBIDDEN' } };
    expect(formErrorText({ error: new GraphQLRequestError('Op', [entry]) }, permission)).toBe(permission);
    expect(formErrorText({ error: [entry] }, permission)).toBe(permission);
  });

  it('joins server error messages, and falls back to the generic message', () => {
    expect(formErrorText({ error: new GraphQLRequestError('Op', [{ message: 'A' }, { message: 'B' }]) }, permission)).toBe('A, B');
    expect(formErrorText({ error: new Error('network') }, permission)).toBe(GENERIC_FORM_ERROR);
    expect(formErrorText({ messages: [] }, permission)).toBe(GENERIC_FORM_ERROR);
  });

  it('reads the entries of either kind of failure', () => {
    expect(errorEntries([{ message: 'A', extensions: { code: 'UNPROCESSABLE' } }])).toEqual([
      { message: 'A', extensions: { code: 'UNPROCESSABLE' } },
    ]);
    expect(errorEntries(new Error('x'))).toEqual([]);
  });
});
