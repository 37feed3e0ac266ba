import { SyncIcon } from '@primer/octicons-react';
import { Banner, FormControl, IconButton, Textarea, TextInput } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { LabelPill } from '../../../components/LabelPill/LabelPill';
import { LABEL_SWATCHES, previewColor, randomLabelColor, toApiColor, isValidLabelColor } from '../labelColor';
import { LABEL_MESSAGES, MAX_LABEL_NAME_LENGTH, validateLabelForm, type LabelFormErrors, type LabelFormValues } from '../labelForm';
import classes from './LabelFormDialog.module.css';

export interface LabelFormDialogProps {
  /** 'create' for New label, 'edit' for a row's Edit. */
  mode: 'create' | 'edit';
  /** The label being edited; a new label starts empty with a random colour. */
  initial?: { name: string; color: string; description?: string | null };
  /**
   * Sends the values (name and description trimmed, colour as 6 hex digits). Resolves on success;
   * rejects with an error whose message the banner shows under its heading (may be empty).
   */
  onSubmit: (values: LabelFormValues) => Promise<void>;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The label form of spec 001 §2.6 in a dialog: name, description (3 rows), colour from the 16
 * swatches, a random button or typed hex, and a live preview. Ctrl/Cmd+Enter saves, Escape cancels;
 * while it saves a second submit does nothing. Invalid input keeps everything typed.
 */
export function LabelFormDialog({ mode, initial, onSubmit, onClose, returnFocusRef }: LabelFormDialogProps) {
  const [values, setValues] = useState<LabelFormValues>(() => ({
    name: initial?.name ?? '',
    color: initial ? `#${initial.color}` : randomLabelColor(),
    description: initial?.description ?? '',
  }));
  const [lastValidColor, setLastValidColor] = useState(values.color);
  const [errors, setErrors] = useState<LabelFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const colorRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  const setColor = (color: string) => {
    setValues((previous) => ({ ...previous, color }));
    if (isValidLabelColor(color)) setLastValidColor(color);
    setErrors((previous) => ({ ...previous, color: undefined }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submittingRef.current) return;
    const found = validateLabelForm(values);
    setErrors(found);
    if (found.name) {
      nameRef.current?.focus();
      return;
    }
    if (found.color) {
      colorRef.current?.focus();
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit({ name: values.name.trim(), color: toApiColor(values.color), description: values.description.trim() });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const preview = values.name.trim() || 'Label preview';
  const title = mode === 'create' ? 'New label' : 'Edit label';
  return (
    <Dialog
      title={title}
      width="large"
      onClose={() => {
        if (!submittingRef.current) onClose();
      }}
      returnFocusRef={returnFocusRef}
      initialFocusRef={nameRef}
      footerButtons={[
        { buttonType: 'default', content: 'Cancel', onClick: onClose, disabled: submitting },
        {
          buttonType: 'primary',
          content: mode === 'create' ? 'Create label' : 'Save changes',
          type: 'submit',
          form: formId,
          loading: submitting,
        },
      ]}
    >
      <form id={formId} className={classes.form} onSubmit={(event) => void submit(event)} onKeyDown={handleKeyDown} noValidate>
        {failure ? (
          <Banner
            variant="critical"
            title={mode === 'create' ? LABEL_MESSAGES.createFailed : LABEL_MESSAGES.updateFailed}
            description={failure || undefined}
          />
        ) : null}
        <div className={classes.preview} aria-live="polite">
          <span className={classes.previewLabel}>Preview</span>
          <LabelPill color={previewColor(values.color, lastValidColor as `#${string}`)}>{preview}</LabelPill>
        </div>
        <FormControl required>
          <FormControl.Label>Label name</FormControl.Label>
          <TextInput
            ref={nameRef}
            block
            value={values.name}
            maxLength={MAX_LABEL_NAME_LENGTH}
            placeholder="Label name"
            autoComplete="off"
            validationStatus={errors.name ? 'error' : undefined}
            onChange={(event) => {
              const name = event.target.value;
              setValues((previous) => ({ ...previous, name }));
              setErrors((previous) => ({ ...previous, name: undefined }));
            }}
          />
          {errors.name ? <FormControl.Validation variant="error">{errors.name}</FormControl.Validation> : null}
        </FormControl>
        <FormControl>
          <FormControl.Label>Description</FormControl.Label>
          <Textarea
            block
            rows={3}
            resize="vertical"
            value={values.description}
            placeholder="Description (optional)"
            onChange={(event) => {
              const description = event.target.value;
              setValues((previous) => ({ ...previous, description }));
            }}
          />
        </FormControl>
        <div className={classes.colorRow}>
          <FormControl>
            <FormControl.Label>Color</FormControl.Label>
            <TextInput
              ref={colorRef}
              value={values.color}
              maxLength={7}
              autoComplete="off"
              spellCheck={false}
              className={classes.colorInput}
              validationStatus={errors.color ? 'error' : undefined}
              onChange={(event) => setColor(event.target.value)}
            />
            {errors.color ? <FormControl.Validation variant="error">{errors.color}</FormControl.Validation> : null}
          </FormControl>
          <div className={classes.colorTools}>
            <span
              className={classes.colorSample}
              style={{ backgroundColor: previewColor(values.color, lastValidColor as `#${string}`) }}
              aria-hidden="true"
            />
            <IconButton icon={SyncIcon} aria-label="Choose a random color" type="button" onClick={() => setColor(randomLabelColor())} />
          </div>
        </div>
        <fieldset className={classes.swatches}>
          <legend className={classes.swatchLegend}>Choose from default colors</legend>
          {LABEL_SWATCHES.map((swatch) => (
            <button
              key={swatch.name}
              type="button"
              className={classes.swatch}
              style={{ backgroundColor: swatch.color }}
              aria-label={swatch.name}
              title={swatch.name}
              aria-pressed={toApiColor(values.color) === toApiColor(swatch.color)}
              onClick={() => setColor(swatch.color)}
            />
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
