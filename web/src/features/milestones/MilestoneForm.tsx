import { CalendarIcon, XIcon } from '@primer/octicons-react';
import { AnchoredOverlay, Banner, Button, FormControl, IconButton, Textarea, TextInput } from '@primer/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatShortDate, toDateInputValue, toUtcMidnight } from './milestoneFormat';
import classes from './MilestoneForm.module.css';

export interface MilestoneFormValues {
  title: string;
  description: string;
  /** UTC midnight of the due day, or null for none. */
  dueOn: string | null;
}

export interface MilestoneFormProps {
  initial?: { title?: string; description?: string | null; dueOn?: string | null };
  submitLabel: string;
  /** Heading of the error banner ('Could not create milestone'). */
  errorHeading: string;
  /** The failure to show: server messages joined with ', ' or a permission text; null for none. */
  error: string | null;
  submitting: boolean;
  /** Called with trimmed values once the title is not empty; ignored while submitting. */
  onSubmit: (values: MilestoneFormValues) => void;
  /** More buttons beside Submit (Cancel, Close milestone). */
  actions?: ReactNode;
}

/** The milestone create and edit form (spec 001 §2.3, §5). */
export function MilestoneForm({ initial, submitLabel, errorHeading, error, submitting, onSubmit, actions }: MilestoneFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [dueDay, setDueDay] = useState(toDateInputValue(initial?.dueOn));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const dateLabelId = useId();
  const dueOn = toUtcMidnight(dueDay);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const trimmed = title.trim();
    if (trimmed === '') {
      setTitleError('Title cannot be empty');
      titleRef.current?.focus();
      return;
    }
    setTitleError(null);
    onSubmit({ title: trimmed, description: description.trim(), dueOn });
  };
  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      {error ? (
        <div role="alert">
          <Banner variant="critical" title={errorHeading} description={error} />
        </div>
      ) : null}
      <FormControl required>
        <FormControl.Label>Title</FormControl.Label>
        <TextInput
          ref={titleRef}
          block
          name="title"
          placeholder="Milestone name"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          validationStatus={titleError ? 'error' : undefined}
        />
        {titleError ? <FormControl.Validation variant="error">{titleError}</FormControl.Validation> : null}
      </FormControl>
      <div className={classes.field}>
        <span className={classes.label} id={dateLabelId}>
          Due date (optional)
        </span>
        <div className={classes.dateRow}>
          <AnchoredOverlay
            open={pickerOpen}
            onOpen={() => setPickerOpen(true)}
            onClose={() => setPickerOpen(false)}
            renderAnchor={(props) => (
              <Button {...props} leadingVisual={CalendarIcon} aria-labelledby={`${dateLabelId} ${props.id ?? ''}`.trim()}>
                {dueOn ? formatShortDate(dueOn) : 'Choose date...'}
              </Button>
            )}
            focusZoneSettings={{ disabled: true }}
          >
            <div className={classes.picker}>
              <label>
                Due date
                <input
                  className={classes.dateInput}
                  type="date"
                  value={dueDay}
                  onChange={(event) => setDueDay(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      setPickerOpen(false);
                    }
                  }}
                />
              </label>
              <Button size="small" onClick={() => setPickerOpen(false)}>
                Done
              </Button>
            </div>
          </AnchoredOverlay>
          {dueOn ? <IconButton icon={XIcon} variant="invisible" aria-label="Clear due date" onClick={() => setDueDay('')} /> : null}
        </div>
      </div>
      <FormControl>
        <FormControl.Label>Description</FormControl.Label>
        <Textarea
          block
          name="description"
          rows={8}
          placeholder="Describe your milestone"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormControl>
      <div className={classes.actions}>
        {actions}
        <Button type="submit" variant="primary" loading={submitting} disabled={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
