import { isValidLabelColor } from './labelColor';

/** Spec 001 §5 and §9. */
export const MAX_LABEL_NAME_LENGTH = 50;

/** Spec 001 §8 "Labels". */
export const LABEL_MESSAGES = {
  createFailed: 'Could not create label',
  createForbidden: 'You do not have permission to create labels in this repository',
  updateFailed: 'Could not update label',
  updateError: 'There was an error updating this label',
  deleteFailed: 'There was an error deleting the label. Please try again.',
  listFailed: 'Oops we could not load the labels',
  countsFailed: 'Could not load data',
  nameRequired: 'Name is required',
  colorInvalid: 'Color is invalid',
} as const;

export interface LabelFormValues {
  name: string;
  color: string;
  description: string;
}

export interface LabelFormErrors {
  name?: string;
  color?: string;
}

/** The form's own checks, before anything is sent (spec 001 §5). */
export function validateLabelForm(values: LabelFormValues): LabelFormErrors {
  const errors: LabelFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = LABEL_MESSAGES.nameRequired;
  else if (name.length > MAX_LABEL_NAME_LENGTH) errors.name = `Name is too long (maximum is ${MAX_LABEL_NAME_LENGTH} characters)`;
  if (!isValidLabelColor(values.color)) errors.color = LABEL_MESSAGES.colorInvalid;
  return errors;
}
