import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdownWith } from './markdown.ts';
import { toggleTask } from './toggleTask.ts';

/** The checked state of each rendered checkbox, by `data-task-index`. */
function renderedTasks(body: string): boolean[] {
  const tasks: boolean[] = [];
  for (const [tag] of renderMarkdownWith(body).matchAll(/<input [^>]*>/g)) {
    const index = Number(/data-task-index="(\d+)"/.exec(tag)?.[1]);
    tasks[index] = tag.includes('checked');
  }
  return tasks;
}

describe('toggleTask', () => {
  const body = [
    'Plan:',
    '',
    '- [ ] first',
    '- [x] second',
    '  1. [ ] nested, numbered',
    '',
    '* [X] star bullet',
    '> - [ ] in a quote',
  ].join('\n');

  it('ticks and clears the Nth task, changing nothing else', () => {
    expect(toggleTask(body, 0, true)).toBe(body.replace('- [ ] first', '- [x] first'));
    expect(toggleTask(body, 1, false)).toBe(body.replace('- [x] second', '- [ ] second'));
    expect(toggleTask(body, 2, true)).toBe(body.replace('1. [ ] nested', '1. [x] nested'));
    expect(toggleTask(body, 3, false)).toBe(body.replace('* [X] star', '* [ ] star'));
    expect(toggleTask(body, 4, true)).toBe(body.replace('> - [ ] in a quote', '> - [x] in a quote'));
  });

  it('answers the body as it is when the task is already so, and null when there is no such task', () => {
    expect(toggleTask(body, 0, false)).toBe(body);
    expect(toggleTask(body, 3, true)).toBe(body);
    expect(toggleTask(body, 5, true)).toBeNull();
    expect(toggleTask(body, -1, true)).toBeNull();
    expect(toggleTask(body, 1.5, true)).toBeNull();
    expect(toggleTask('no tasks here', 0, true)).toBeNull();
  });

  it('skips markers in code blocks, code spans and indented code, as the renderer does', () => {
    const source = ['```', '- [ ] fenced', '```', '', '    - [ ] indented code', '', '`- [ ] span`', '', '- [ ] the real one'].join('\n');
    expect(toggleTask(source, 0, true)).toBe(source.replace('- [ ] the real one', '- [x] the real one'));
    expect(toggleTask(source, 1, true)).toBeNull();
  });

  it('keeps CRLF and CR line breaks, and finds a task whose text starts on the line after its bullet', () => {
    expect(toggleTask('intro\r\n\r\n- [ ] a\r\n- [ ] b\r\n', 1, true)).toBe('intro\r\n\r\n- [ ] a\r\n- [x] b\r\n');
    expect(toggleTask('- [ ] a\r- [ ] b', 1, true)).toBe('- [ ] a\r- [x] b');
    expect(toggleTask('-\n  [ ] later', 0, true)).toBe('-\n  [x] later');
  });

  it('counts tasks in footnotes in source order, as data-task-index does', () => {
    const source = 'See[^1].\n\n[^1]: Note\n\n    - [ ] in the note\n\n- [ ] after';
    expect(renderedTasks(source)).toEqual([false, false]);
    expect(toggleTask(source, 0, true)).toBe(source.replace('- [ ] in the note', '- [x] in the note'));
    expect(toggleTask(source, 1, true)).toBe(source.replace('- [ ] after', '- [x] after'));
  });

  it('agrees with the rendered checkboxes for any list of tasks', () => {
    const line = fc.tuple(
      fc.constantFrom('', '  ', '> ', '    '),
      fc.constantFrom('- ', '* ', '+ ', '1. ', '2) ', ''),
      fc.constantFrom('[ ] ', '[x] ', '[X] ', '`[ ]` ', '[ ]', 'text '),
      fc.constantFrom('a', 'b #1', '```', ''),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.nat(12), fc.boolean(), (lines, index, checked) => {
        const source = lines.map((parts) => parts.join('')).join('\n');
        const before = renderedTasks(source);
        const next = toggleTask(source, index, checked);
        if (index >= before.length) expect(next).toBeNull();
        else {
          expect(renderedTasks(next ?? '')).toEqual(before.map((state, at) => (at === index ? checked : state)));
          expect(next?.length).toBe(source.length);
        }
      }),
      { numRuns: 400 },
    );
  });
});
