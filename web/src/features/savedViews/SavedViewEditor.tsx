import { Button, FormControl, TextInput } from '@primer/react';
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { VIEW_COLORS, VIEW_ICONS, ViewIcon, type ViewColorName, type ViewIconName } from './viewAppearance';
import { canSave, descriptionError, nameError, type ViewFields } from './viewForm';
import classes from './SavedViewEditor.module.css';

interface Props {
  fields: ViewFields;
  onChange: (fields: ViewFields) => void;
  onSave: () => void;
  onCancel: () => void;
  /** A save is in flight: the buttons wait. */
  saving: boolean;
  /** 'Create view' for a new view, 'Save changes' for an existing one. */
  saveLabel: string;
}

const colorName = (color: ViewColorName) => color.charAt(0) + color.slice(1).toLowerCase();
const iconName = (icon: ViewIconName) => icon.toLowerCase().replace(/_/g, ' ');

/**
 * The saved view's editing form (spec 000 §4 "Saved view modes"): name (checked as typed, the
 * error under the field: blank or too long), description, one of the 32 icons and one of the 7 colours. Escape
 * cancels; Ctrl/Cmd+Enter saves.
 */
export function SavedViewEditor({ fields, onChange, onSave, onCancel, saving, saveLabel }: Props) {
  const titleError = nameError(fields.name);
  const aboutError = descriptionError(fields.description);
  const iconsId = useId();
  const colorsId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // Nothing is saved while a field has an error (a blank name, spec 000 §5): the name says why.
    if (canSave(fields)) onSave();
    else if (titleError) nameInput.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && canSave(fields) && !saving) {
      event.preventDefault();
      onSave();
    }
  };
  return (
    // noValidate: the fields' own messages (under each field) say what is wrong, not the browser's.
    <form className={classes.editor} onSubmit={submit} onKeyDown={onKeyDown} aria-label="Edit view" noValidate>
      <div className={classes.row}>
        <FormControl required>
          <FormControl.Label>Name</FormControl.Label>
          <TextInput
            ref={nameInput}
            block
            value={fields.name}
            onChange={(event) => onChange({ ...fields, name: event.target.value })}
            validationStatus={titleError ? 'error' : undefined}
            // Focus lands on the name when the form opens, as when a view is created.
            autoFocus
          />
          {titleError ? <FormControl.Validation variant="error">{titleError}</FormControl.Validation> : null}
        </FormControl>
        <FormControl>
          <FormControl.Label>Description</FormControl.Label>
          <TextInput
            block
            value={fields.description}
            onChange={(event) => onChange({ ...fields, description: event.target.value })}
            validationStatus={aboutError ? 'error' : undefined}
          />
          {aboutError ? <FormControl.Validation variant="error">{aboutError}</FormControl.Validation> : null}
        </FormControl>
      </div>
      <fieldset className={classes.choices} aria-describedby={iconsId}>
        <legend id={iconsId} className={classes.legend}>
          Icon
        </legend>
        {(Object.keys(VIEW_ICONS) as ViewIconName[]).map((icon) => (
          <label key={icon} className={classes.choice} title={iconName(icon)}>
            <input
              type="radio"
              name="view-icon"
              value={icon}
              checked={fields.icon === icon}
              onChange={() => onChange({ ...fields, icon })}
              aria-label={iconName(icon)}
            />
            <ViewIcon icon={icon} color={fields.color} />
          </label>
        ))}
      </fieldset>
      <fieldset className={classes.choices} aria-describedby={colorsId}>
        <legend id={colorsId} className={classes.legend}>
          Color
        </legend>
        {(Object.keys(VIEW_COLORS) as ViewColorName[]).map((color) => (
          <label key={color} className={classes.choice} title={colorName(color)}>
            <input
              type="radio"
              name="view-color"
              value={color}
              checked={fields.color === color}
              onChange={() => onChange({ ...fields, color })}
              aria-label={colorName(color)}
            />
            <span className={classes.swatch} style={{ backgroundColor: VIEW_COLORS[color] }} aria-hidden="true" />
          </label>
        ))}
      </fieldset>
      <div className={classes.actions}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={!canSave(fields)} loading={saving}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
