import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/fetchGraphQL';
import { failureDetail, mutationErrors } from './labelErrors';

describe('label save failures', () => {
  it('shows the permission message for FORBIDDEN', () => {
    expect(failureDetail([{ message: 'x cannot', extensions: { code: 'FORBIDDEN' } }], 'No permission', 'Generic')).toBe('No permission');
  });

  it('joins the server messages with a comma', () => {
    expect(failureDetail([{ message: 'Name has already been taken' }, { message: 'Color is invalid' }], 'No', 'Generic')).toBe(
      'Name has already been taken, Color is invalid',
    );
  });

  it('falls back to the generic message when the server said nothing', () => {
    expect(failureDetail(mutationErrors(new TypeError('Failed to fetch')), 'No', 'Generic')).toBe('Generic');
    expect(mutationErrors(new GraphQLRequestError('Op', [{ message: 'Nope' }]))).toEqual([{ message: 'Nope' }]);
  });
});
