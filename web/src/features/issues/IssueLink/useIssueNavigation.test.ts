import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputActive, whenNoInputActive } from './useIssueNavigation';

afterEach(() => {
  document.body.innerHTML = '';
});

function add<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('navigation held while an input is active', () => {
  it('counts text fields, text areas and selects as active inputs, not buttons, checkboxes or read-only fields', () => {
    expect(inputActive()).toBe(false);
    add('input', { type: 'text' }).focus();
    expect(inputActive()).toBe(true);
    add('textarea').focus();
    expect(inputActive()).toBe(true);
    add('input', { type: 'checkbox' }).focus();
    expect(inputActive()).toBe(false);
    add('button').focus();
    expect(inputActive()).toBe(false);
    add('input', { type: 'search', readonly: '' }).focus();
    expect(inputActive()).toBe(false);
  });

  it('navigates at once without an active input, and after the input loses focus otherwise', async () => {
    const go = vi.fn();
    whenNoInputActive(go);
    expect(go).toHaveBeenCalledTimes(1);

    const field = add('textarea');
    field.focus();
    const held = vi.fn();
    whenNoInputActive(held);
    expect(held).not.toHaveBeenCalled();
    // Focus moves on to another input: still held.
    const other = add('input', { type: 'text' });
    other.focus();
    await new Promise((resolve) => setTimeout(resolve));
    expect(held).not.toHaveBeenCalled();
    other.blur();
    await vi.waitFor(() => expect(held).toHaveBeenCalledTimes(1));
  });

  it('drops a held navigation when a newer one starts', async () => {
    const field = add('input', { type: 'text' });
    field.focus();
    const older = vi.fn();
    whenNoInputActive(older);
    const newer = vi.fn();
    whenNoInputActive(newer);
    field.blur();
    await vi.waitFor(() => expect(newer).toHaveBeenCalledTimes(1));
    expect(older).not.toHaveBeenCalled();
  });
});
