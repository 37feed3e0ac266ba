import { useRenderedMarkdown } from './useRenderedMarkdown';
import classes from './MarkdownEditor.module.css';

export interface MarkdownPreviewProps {
  text: string;
  /** `owner/repo`, so references (#1, @user) resolve as in the issue. */
  context: string;
  /** Shown for empty text. */
  emptyText?: string;
}

/** Markdown rendered by the server; the plain text while it loads or if rendering fails. */
export function MarkdownPreview({ text, context, emptyText }: MarkdownPreviewProps) {
  const rendered = useRenderedMarkdown(text, context, text.trim() !== '');
  if (text.trim() === '') return <p className={classes.muted}>{emptyText ?? ''}</p>;
  if (rendered.state === 'done') return <div className="markdown-body" dangerouslySetInnerHTML={{ __html: rendered.html }} />;
  return (
    <div className={classes.plain} aria-busy={rendered.state === 'loading'}>
      {text}
    </div>
  );
}
