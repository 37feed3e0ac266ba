import { TriangleDownIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, Checkbox, CheckboxGroup, FormControl, Textarea, TextInput } from '@primer/react';
import { useId } from 'react';
import { MarkdownPreview } from '../MarkdownEditor/MarkdownPreview';
import { elementKey, type IssueFormElementData, type IssueFormValue, type IssueFormValues } from '../issueFormValues';
import classes from './IssueFormFields.module.css';

/** An element with the texts only the fields need. */
export interface IssueFormFieldElement extends IssueFormElementData {
  readonly description: string | null | undefined;
  readonly placeholder: string | null | undefined;
  readonly render: string | null | undefined;
}

export interface IssueFormFieldsProps {
  elements: readonly IssueFormFieldElement[];
  values: IssueFormValues;
  /** Messages by element key, shown under the field. */
  errors: ReadonlyMap<string, string>;
  onChange: (key: string, value: IssueFormValue) => void;
  /** `owner/repo` for markdown elements. */
  context: string;
  /** Prefix of the controls' DOM ids ({@link fieldDomId}). */
  idPrefix: string;
}

/** The DOM id of an element's focusable control, to move focus to the first missing field. */
export function fieldDomId(idPrefix: string, key: string): string {
  return `${idPrefix}-${key}`;
}

interface FieldProps {
  element: IssueFormFieldElement;
  domId: string;
  value: IssueFormValue | undefined;
  error: string | undefined;
  onChange: (value: IssueFormValue) => void;
}

function TextField({ element, domId, value, error, onChange }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  const common = {
    id: domId,
    block: true,
    placeholder: element.placeholder ?? undefined,
    value: text,
    validationStatus: error ? ('error' as const) : undefined,
  };
  return (
    <FormControl required={element.required} id={domId}>
      <FormControl.Label>{element.label}</FormControl.Label>
      {element.description ? <FormControl.Caption>{element.description}</FormControl.Caption> : null}
      {element.type === 'INPUT' ? (
        <TextInput {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Textarea
          {...common}
          rows={element.render ? 6 : 8}
          className={element.render ? classes.code : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {element.type === 'TEXTAREA' && element.render ? (
        <p className={classes.note}>This will be formatted into a {element.render} code block, so no need for backticks.</p>
      ) : null}
      {error ? <FormControl.Validation variant="error">{error}</FormControl.Validation> : null}
    </FormControl>
  );
}

function DropdownField({ element, domId, value, error, onChange }: FieldProps) {
  const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
  const errorId = useId();
  const summary = chosen.length === 0 ? 'None' : chosen.join(', ');
  const toggle = (label: string) => {
    if (!element.multiple) onChange(chosen.includes(label) && !element.required ? [] : [label]);
    else {
      // Kept in the options' order, the order the issue body lists them in.
      const next = chosen.includes(label) ? chosen.filter((entry) => entry !== label) : [...chosen, label];
      onChange(element.options.flatMap((option) => (next.includes(option.label) ? [option.label] : [])));
    }
  };
  return (
    <div className={classes.field}>
      <span className={classes.label} aria-hidden="true">
        {element.label}
        {element.required ? ' *' : null}
      </span>
      {element.description ? <span className={classes.caption}>{element.description}</span> : null}
      <ActionMenu>
        <ActionMenu.Anchor>
          <Button
            id={domId}
            trailingAction={TriangleDownIcon}
            aria-label={`${element.label ?? 'Options'}, ${element.multiple ? 'Selections' : 'Selection'}: ${summary}`}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            className={classes.dropdown}
          >
            {element.multiple ? 'Selections' : 'Selection'}: {summary}
          </Button>
        </ActionMenu.Anchor>
        <ActionMenu.Overlay width="medium">
          <ActionList selectionVariant={element.multiple ? 'multiple' : 'single'} aria-label={element.label ?? 'Options'}>
            {element.options.map((option) => (
              <ActionList.Item key={option.label} selected={chosen.includes(option.label)} onSelect={() => toggle(option.label)}>
                {option.label}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      {error ? (
        <span id={errorId} className={classes.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

function CheckboxesField({ element, domId, value, error, onChange }: FieldProps) {
  const ticked = Array.isArray(value) ? (value as readonly string[]) : [];
  return (
    <CheckboxGroup>
      <CheckboxGroup.Label>{element.label}</CheckboxGroup.Label>
      {element.description ? <CheckboxGroup.Caption>{element.description}</CheckboxGroup.Caption> : null}
      {element.options.map((option, index) => (
        <FormControl key={option.label} required={option.required}>
          <Checkbox
            id={index === 0 ? domId : undefined}
            value={option.label}
            checked={ticked.includes(option.label)}
            onChange={(event) =>
              onChange(event.target.checked ? [...ticked, option.label] : ticked.filter((entry) => entry !== option.label))
            }
          />
          <FormControl.Label>{option.label}</FormControl.Label>
        </FormControl>
      ))}
      {error ? <CheckboxGroup.Validation variant="error">{error}</CheckboxGroup.Validation> : null}
    </CheckboxGroup>
  );
}

/** An issue form's elements (GitHub's form syntax: markdown, input, textarea, dropdown, checkboxes). */
export function IssueFormFields({ elements, values, errors, onChange, context, idPrefix }: IssueFormFieldsProps) {
  return (
    <div className={classes.fields}>
      {elements.map((element, index) => {
        const key = elementKey(element, index);
        if (element.type === 'MARKDOWN')
          return (
            <div key={key} className={classes.markdown}>
              <MarkdownPreview text={element.value ?? ''} context={context} />
            </div>
          );
        const props: FieldProps = {
          element,
          domId: fieldDomId(idPrefix, key),
          value: values[key],
          error: errors.get(key),
          onChange: (next) => onChange(key, next),
        };
        if (element.type === 'INPUT' || element.type === 'TEXTAREA') return <TextField key={key} {...props} />;
        if (element.type === 'DROPDOWN') return <DropdownField key={key} {...props} />;
        if (element.type === 'CHECKBOXES') return <CheckboxesField key={key} {...props} />;
        return null;
      })}
    </div>
  );
}
