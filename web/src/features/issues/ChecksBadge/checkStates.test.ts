import { describe, expect, it } from 'vitest';
import { CHECKS_HEADER_TEXT, checkRunState, checksHeaderState, statusContextState, type CheckItem } from './checkStates';

const check = (state: CheckItem['state']): CheckItem => ({
  id: state,
  name: state,
  state,
  inProgress: false,
  description: null,
  targetUrl: null,
});

describe('check states', () => {
  it('maps check runs and status contexts to the four icons', () => {
    expect(checkRunState('IN_PROGRESS', null)).toBe('pending');
    expect(checkRunState('COMPLETED', 'SUCCESS')).toBe('success');
    expect(checkRunState('COMPLETED', 'SKIPPED')).toBe('success');
    expect(checkRunState('COMPLETED', 'FAILURE')).toBe('failure');
    expect(checkRunState('COMPLETED', 'TIMED_OUT')).toBe('failure');
    expect(checkRunState('COMPLETED', 'STARTUP_FAILURE')).toBe('error');
    expect(statusContextState('SUCCESS')).toBe('success');
    expect(statusContextState('EXPECTED')).toBe('pending');
    expect(statusContextState('ERROR')).toBe('error');
    expect(statusContextState('FAILURE')).toBe('failure');
  });

  it("words the dialog's header as spec 001 §3 does", () => {
    expect(CHECKS_HEADER_TEXT[checksHeaderState([check('success'), check('success')])]).toBe('All checks have passed');
    expect(CHECKS_HEADER_TEXT[checksHeaderState([check('failure'), check('error')])]).toBe('All checks have failed');
    expect(CHECKS_HEADER_TEXT[checksHeaderState([check('success'), check('pending')])]).toBe('Some checks haven’t completed yet');
    expect(CHECKS_HEADER_TEXT[checksHeaderState([check('success'), check('failure')])]).toBe('Some checks were not successful');
  });
});
