/** The rendered body's task checkboxes (the server's markup: `input.task-list-item-checkbox[data-task-index]`). */
export const TASK_CHECKBOX_SELECTOR = 'input.task-list-item-checkbox[data-task-index]';

function escapeHTML(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * What an edited body shows until the server's rendering arrives: the text as typed, in
 * paragraphs, escaped. The server's HTML replaces it a moment later.
 */
export function textAsHTML(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHTML(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** `html` with task `index` ticked or cleared, as the body will render once the server has the tick. */
export function withTaskChecked(html: string, index: number, checked: boolean): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const box = template.content.querySelector(`input.task-list-item-checkbox[data-task-index="${index}"]`);
  if (!box) return html;
  if (checked) box.setAttribute('checked', '');
  else box.removeAttribute('checked');
  return template.innerHTML;
}

/** A task's own text: its list item's, without the lists nested in it. */
function taskText(item: Element | null): string {
  if (!item) return '';
  const own = Array.from(item.childNodes, (node) =>
    node instanceof Element && /^(UL|OL)$/.test(node.tagName) ? '' : (node.textContent ?? ''),
  );
  return own.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Prepares the task checkboxes of a rendered body: each is named by its item's text (the server's
 * markup has no label), and enabled when the viewer may tick it.
 */
export function prepareTaskCheckboxes(body: HTMLElement, enabled: boolean): void {
  for (const box of body.querySelectorAll<HTMLInputElement>(TASK_CHECKBOX_SELECTOR)) {
    const name = taskText(box.closest('li'));
    if (name !== '' && !box.hasAttribute('aria-label')) box.setAttribute('aria-label', name);
    box.disabled = !enabled;
  }
}
