import { markdownIt } from './markdownIt.ts';
import { taskCheckboxes } from './taskLists.ts';

/** Line breaks as markdown-it counts them (it turns each of these into one `\n` before parsing). */
const LINE_BREAK = /\r\n?|\n/g;

/**
 * A task marker at the start of a line, after what may stand before it there: indentation,
 * blockquote `>`s and list bullets or numbers. Group 1 is everything before the box's content.
 */
const TASK_MARKER = /^((?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*\[)[ xX\u00a0]\](?=[ \u00a0])/;

/** Where line `line` (0-based) of `text` starts and ends, or null past the end. */
function lineBounds(text: string, line: number): { start: number; end: number } | null {
  let start = 0;
  LINE_BREAK.lastIndex = 0;
  for (let current = 0; current < line; current += 1) {
    const found = LINE_BREAK.exec(text);
    if (!found) return null;
    start = found.index + found[0].length;
  }
  LINE_BREAK.lastIndex = start;
  const next = LINE_BREAK.exec(text);
  return { start, end: next ? next.index : text.length };
}

/**
 * Ticks (`checked`) or clears task `index` of a markdown body, as `data-task-index` numbers the
 * rendered checkboxes (source order from 0; markers in code blocks, code spans or anywhere the
 * renderer shows no checkbox do not count). Only that task's `[ ]`/`[x]` changes; every other
 * character of the body stays as it was. Answers the body unchanged when the task is already in
 * that state, and null when the body has no task `index`. Callers that write the result check
 * that the body is still the one the person saw (a stale tick is refused there, not here).
 */
export function toggleTask(body: string, index: number, checked: boolean): string | null {
  if (!Number.isSafeInteger(index) || index < 0) return null;
  const task = taskCheckboxes(markdownIt.parse(body, {}))[index];
  if (!task) return null;
  if (task.checked === checked) return body;
  const bounds = lineBounds(body, task.line);
  if (!bounds) return null;
  const marker = TASK_MARKER.exec(body.slice(bounds.start, bounds.end));
  if (!marker?.[1]) return null;
  const at = bounds.start + marker[1].length;
  return `${body.slice(0, at)}${checked ? 'x' : ' '}${body.slice(at + 1)}`;
}
