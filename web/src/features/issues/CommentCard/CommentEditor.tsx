import { Button } from '@primer/react';
import { InlineMessage } from '@primer/react/experimental';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { MarkdownEditor } from '../../newIssue/MarkdownEditor/MarkdownEditor';
import classes from './CommentCard.module.css';

export interface CommentEditorProps {
  /** The field's label, and the form's name ("Edit comment"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `owner/repo`, for the preview. */
  repository: string;
  /** The server's refusal of the last save, shown above the buttons; the text stays as typed. */
  error: string | null;
  onCancel: () => void;
  onSubmit: () => void;
}

/**
 * A body in edit mode: the Write / Preview editor, the server's refusal if the last save was
 * refused, "Cancel" and "Update comment" (Ctrl or Cmd + Enter saves too). The text field takes
 * focus when the editor opens.
 */
export function CommentEditor({ label, value, onChange, repository, error, onCancel, onSubmit }: CommentEditorProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const field = form.current?.querySelector('textarea');
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <form ref={form} className={classes.editor} aria-label={label} onSubmit={submit} onKeyDown={handleKeyDown}>
      <MarkdownEditor label={label} value={value} onChange={onChange} context={repository} />
      {error ? (
        <InlineMessage variant="critical" role="alert" className={classes.editorError}>
          {error}
        </InlineMessage>
      ) : null}
      <div className={classes.editorActions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary">
          Update comment
        </Button>
      </div>
    </form>
  );
}
