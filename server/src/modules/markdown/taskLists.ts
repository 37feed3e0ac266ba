import { tasklist } from '@mdit/plugin-tasklist';
import type { MarkdownIt, Token } from 'markdown-it';

/** A task list item's checkbox as the parser found it. */
export interface TaskCheckbox {
  /** The checkbox's token (`checkbox_input`). */
  token: Token;
  /** The source line (0-based) of the paragraph that starts with the task marker. */
  line: number;
  checked: boolean;
}

/**
 * The task checkboxes of a parsed document, in source order: the order of `data-task-index` and
 * of `toggleTask`'s index. Footnote definitions move to the end of the token stream, so the
 * stream's order is not the source's; the line of each task's paragraph is.
 */
export function taskCheckboxes(tokens: readonly Token[]): TaskCheckbox[] {
  const found: TaskCheckbox[] = [];
  for (const token of tokens) {
    if (token.type !== 'inline' || !token.children) continue;
    for (const child of token.children) {
      if (child.type !== 'checkbox_input') continue;
      found.push({ token: child, line: token.map?.[0] ?? Number.MAX_SAFE_INTEGER, checked: child.attrGet('checked') !== null });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * GitHub's task lists: a list item whose first paragraph starts with `[ ]` or `[x]` and a space
 * renders `<li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox"
 * disabled data-task-index="N">` in a `contains-task-list` list. The index (source order, from 0)
 * is what the web app sends back to tick a task (`toggleTask`). The plugin's own ids are dropped:
 * the index says the same without taking a place in the page's id namespace.
 */
export function taskListsPlugin(md: MarkdownIt): void {
  md.use(tasklist, { label: false, disabled: true, containerClass: 'contains-task-list' });
  md.core.ruler.after('task_list', 'task_index', (state) => {
    taskCheckboxes(state.tokens).forEach(({ token }, index) => {
      const id = token.attrIndex('id');
      if (id >= 0) token.attrs?.splice(id, 1);
      token.attrSet('data-task-index', String(index));
    });
  });
}
