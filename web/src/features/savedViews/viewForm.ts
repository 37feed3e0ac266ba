import {
  DEFAULT_VIEW_COLOR,
  DEFAULT_VIEW_ICON,
  UNTITLED_VIEW,
  viewColor,
  viewIcon,
  type ViewColorName,
  type ViewIconName,
} from './viewAppearance';

/** The server's limits on a saved view's texts (kept in step with `modules/saved-views`). */
export const MAX_VIEW_NAME = 100;
export const MAX_VIEW_DESCRIPTION = 400;

/** The fields a person edits on a saved view. */
export interface ViewFields {
  name: string;
  description: string;
  icon: ViewIconName;
  color: ViewColorName;
}

export const NEW_VIEW_FIELDS: ViewFields = { name: UNTITLED_VIEW, description: '', icon: DEFAULT_VIEW_ICON, color: DEFAULT_VIEW_COLOR };

/** Characters as people count them (code points), as the server counts. */
const length = (text: string) => [...text].length;

/** A blank name (after trimming) saves nothing (spec 000 §5); the field says why, in GitHub's words. */
export const NAME_BLANK = "Name can't be blank";

/** The name's error while typing, or null (spec 000 §5: validated as typed, shown under the field). */
export function nameError(name: string): string | null {
  if (name.trim() === '') return NAME_BLANK;
  if (length(name.trim()) > MAX_VIEW_NAME) return `Name is too long (maximum is ${MAX_VIEW_NAME} characters)`;
  return null;
}

export function descriptionError(description: string): string | null {
  if (length(description.trim()) > MAX_VIEW_DESCRIPTION) return `Description is too long (maximum is ${MAX_VIEW_DESCRIPTION} characters)`;
  return null;
}

/** Whether the fields can be saved: a blank name (after trimming) saves nothing (spec 000 §5). */
export function canSave(fields: ViewFields): boolean {
  return nameError(fields.name) === null && descriptionError(fields.description) === null;
}

/** Whether the edited fields differ from the stored ones. */
export function fieldsChanged(edited: ViewFields, stored: ViewFields): boolean {
  return (
    edited.name.trim() !== stored.name.trim() ||
    edited.description.trim() !== stored.description.trim() ||
    edited.icon !== stored.icon ||
    edited.color !== stored.color
  );
}

/** A stored view as editable fields. */
export function fieldsOf(view: { name: string; description?: string | null; icon?: string | null; color?: string | null }): ViewFields {
  return { name: view.name, description: view.description ?? '', icon: viewIcon(view.icon), color: viewColor(view.color) };
}

/**
 * A duplicate's fields (spec 000 §5): the name plus ' copy'; an unknown colour or icon (a built-in
 * view has neither) falls back to GRAY and BOOKMARK.
 */
export function duplicateFields(view: {
  name: string;
  description?: string | null;
  icon?: string | null;
  color?: string | null;
}): ViewFields {
  return { ...fieldsOf(view), name: `${view.name} copy` };
}
