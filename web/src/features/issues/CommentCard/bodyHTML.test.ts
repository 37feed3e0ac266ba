import { describe, expect, it } from 'vitest';
import { prepareTaskCheckboxes, textAsHTML, withTaskChecked } from './bodyHTML';

const tasks =
  '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled data-task-index="0" checked> Reproduce' +
  '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled data-task-index="1"> On Linux</li></ul></li></ul>';

describe('bodyHTML', () => {
  it('shows typed text as escaped paragraphs until the server renders it', () => {
    expect(textAsHTML('Use <b> & "quotes"\nsecond line\r\n\r\n\nNext')).toBe(
      '<p>Use &lt;b&gt; &amp; &quot;quotes&quot;<br>second line</p>\n<p>Next</p>',
    );
    expect(textAsHTML('  \n\n')).toBe('');
  });

  it('ticks and clears one task of rendered HTML, leaving the others', () => {
    const ticked = withTaskChecked(tasks, 1, true);
    const element = document.createElement('div');
    element.innerHTML = ticked;
    const boxes = [...element.querySelectorAll('input')];
    expect(boxes.map((box) => box.hasAttribute('checked'))).toEqual([true, true]);
    element.innerHTML = withTaskChecked(ticked, 0, false);
    expect([...element.querySelectorAll('input')].map((box) => box.hasAttribute('checked'))).toEqual([false, true]);
    expect(withTaskChecked(tasks, 7, true)).toBe(tasks);
  });

  it('names each task by its own text and enables the boxes only for those who may tick', () => {
    const element = document.createElement('div');
    element.innerHTML = tasks;
    prepareTaskCheckboxes(element, false);
    const boxes = [...element.querySelectorAll('input')];
    expect(boxes.map((box) => [box.getAttribute('aria-label'), box.disabled])).toEqual([
      ['Reproduce', true],
      ['On Linux', true],
    ]);
    prepareTaskCheckboxes(element, true);
    expect(boxes.map((box) => box.disabled)).toEqual([false, false]);
  });
});
