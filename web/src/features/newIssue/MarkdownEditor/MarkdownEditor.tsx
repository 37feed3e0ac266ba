import { FormControl, Textarea } from '@primer/react';
import { useId, useState } from 'react';
import { MarkdownPreview } from './MarkdownPreview';
import classes from './MarkdownEditor.module.css';

export interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `owner/repo` for the preview. */
  context: string;
  placeholder?: string;
  name?: string;
}

type Tab = 'write' | 'preview';

/** A markdown field with Write and Preview tabs (spec 000 §2 "New-issue page"). */
export function MarkdownEditor({ label, value, onChange, context, placeholder, name }: MarkdownEditorProps) {
  const [tab, setTab] = useState<Tab>('write');
  const baseId = useId();
  const tabId = (which: Tab) => `${baseId}-${which}-tab`;
  const panelId = (which: Tab) => `${baseId}-${which}-panel`;
  const tabButton = (which: Tab, text: string) => (
    <button
      type="button"
      role="tab"
      id={tabId(which)}
      aria-selected={tab === which}
      aria-controls={panelId(which)}
      className={classes.tab}
      onClick={() => setTab(which)}
    >
      {text}
    </button>
  );
  return (
    <div className={classes.editor}>
      <div role="tablist" aria-label={`${label} editor`} className={classes.tabs}>
        {tabButton('write', 'Write')}
        {tabButton('preview', 'Preview')}
      </div>
      <div role="tabpanel" id={panelId('write')} aria-labelledby={tabId('write')} hidden={tab !== 'write'} className={classes.panel}>
        <FormControl>
          <FormControl.Label>{label}</FormControl.Label>
          <Textarea
            block
            name={name}
            rows={12}
            resize="vertical"
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <FormControl.Caption>Markdown is supported.</FormControl.Caption>
        </FormControl>
      </div>
      <div role="tabpanel" id={panelId('preview')} aria-labelledby={tabId('preview')} hidden={tab !== 'preview'} className={classes.panel}>
        {tab === 'preview' ? <MarkdownPreview text={value} context={context} emptyText="Nothing to preview" /> : null}
      </div>
    </div>
  );
}
