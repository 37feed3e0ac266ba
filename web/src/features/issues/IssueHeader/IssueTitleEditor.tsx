import { Button, FormControl, TextInput } from '@primer/react';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import classes from './IssueHeader.module.css';

export interface IssueTitleEditorProps {
  value: string;
  /** The check's message under the field, or null. */
  error: string | null;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * The title in place of the heading while it is edited: Enter (or Save) saves, Escape (or Cancel)
 * puts the heading back. The field takes the focus when it opens.
 */
export function IssueTitleEditor({ value, error, onChange, onSave, onCancel }: IssueTitleEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    // Escape ends the edit only: the side panel, a dialog, must not close with it.
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };
  return (
    <form className={classes.titleForm} onSubmit={submit} aria-label="Edit title" data-testid="issue-title-editor">
      <FormControl className={classes.titleField}>
        <FormControl.Label visuallyHidden>Title</FormControl.Label>
        <TextInput
          ref={input}
          block
          name="title"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          validationStatus={error ? 'error' : undefined}
          data-testid="issue-title-input"
        />
        {error ? <FormControl.Validation variant="error">{error}</FormControl.Validation> : null}
      </FormControl>
      <div className={classes.titleButtons}>
        <Button type="submit" variant="primary" data-testid="issue-title-save">
          Save
        </Button>
        <Button type="button" variant="invisible" onClick={onCancel} data-testid="issue-title-cancel">
          Cancel
        </Button>
      </div>
    </form>
  );
}
