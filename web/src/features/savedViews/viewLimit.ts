/** At most this many saved views per person: the views list reads 25 (spec 000 §9). */
export const MAX_SAVED_VIEWS = 25;

export const LIMIT_TOOLTIP = 'Maximum number of views reached';
export const LIMIT_TITLE = 'You have reached the maximum number of saved views';
export const LIMIT_ADVICE = 'Please remove an existing view before creating a new one.';

export function atViewLimit(count: number): boolean {
  return count >= MAX_SAVED_VIEWS;
}
