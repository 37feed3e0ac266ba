import { FormControl, TextInput } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';

export interface CreateSubIssueDialogProps {
  /** Creates the sub-issue with the trimmed title; the dialog closes at once (the new issue shows while it is saved). */
  onCreate: (title: string) => void;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** "Create sub-issue": a title for a new issue of this repository, opened as this issue's last sub-issue. */
export function CreateSubIssueDialog({ onCreate, onClose, returnFocusRef }: CreateSubIssueDialogProps) {
  const [title, setTitle] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '') {
      setMissing(true);
      input.current?.focus();
      return;
    }
    onCreate(trimmed);
    onClose();
  };
  return (
    <Dialog
      title="Create sub-issue"
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      initialFocusRef={input}
      footerButtons={[
        { buttonType: 'default', content: 'Cancel', onClick: onClose },
        { buttonType: 'primary', content: 'Create', type: 'submit', form: formId },
      ]}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormControl required>
          <FormControl.Label>Title</FormControl.Label>
          <TextInput
            ref={input}
            block
            value={title}
            autoComplete="off"
            validationStatus={missing ? 'error' : undefined}
            onChange={(event) => {
              setTitle(event.target.value);
              setMissing(false);
            }}
          />
          {missing ? <FormControl.Validation variant="error">Title can't be blank</FormControl.Validation> : null}
        </FormControl>
      </form>
    </Dialog>
  );
}
