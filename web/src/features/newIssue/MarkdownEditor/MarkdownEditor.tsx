import { FormControl, Textarea } from '@primer/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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

/** Whether a key press is GitHub's Write / Preview toggle, Ctrl+Shift+P (Cmd+Shift+P on a Mac). */
function isPreviewToggle(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'p';
}

/**
 * A markdown field with Write and Preview tabs (spec 000 §2 "New-issue page"). Ctrl/Cmd+Shift+P
 * switches between them from anywhere in the editor; the focus follows (the field, or the Preview tab).
 */
export function MarkdownEditor({ label, value, onChange, context, placeholder, name }: MarkdownEditorProps) {
  const [tab, setTab] = useState<Tab>('write');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const previewTab = useRef<HTMLButtonElement>(null);
  const [switchedByKey, setSwitchedByKey] = useState(false);
  useEffect(() => {
    if (!switchedByKey) return;
    setSwitchedByKey(false);
    if (tab === 'write') textarea.current?.focus();
    else previewTab.current?.focus();
  }, [switchedByKey, tab]);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (!isPreviewToggle(event)) return;
    event.preventDefault();
    setTab((current) => (current === 'write' ? 'preview' : 'write'));
    setSwitchedByKey(true);
  };
  const baseId = useId();
  const tabId = (which: Tab) => `${baseId}-${which}-tab`;
  const panelId = (which: Tab) => `${baseId}-${which}-panel`;
  const tabButton = (which: Tab, text: string) => (
    <button
      type="button"
      role="tab"
      id={tabId(which)}
      ref={which === 'preview' ? previewTab : undefined}
      aria-selected={tab === which}
      aria-controls={panelId(which)}
      className={classes.tab}
      onClick={() => setTab(which)}
    >
      {text}
    </button>
  );
  return (
    <div className={classes.editor} onKeyDown={handleKeyDown}>
      <div role="tablist" aria-label={`${label} editor`} className={classes.tabs}>
        {tabButton('write', 'Write')}
        {tabButton('preview', 'Preview')}
      </div>
      <div role="tabpanel" id={panelId('write')} aria-labelledby={tabId('write')} hidden={tab !== 'write'} className={classes.panel}>
        <FormControl>
          <FormControl.Label>{label}</FormControl.Label>
          <Textarea
            ref={textarea}
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
