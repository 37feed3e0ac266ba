import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi } from './Toast';

/** Renders a provider and hands back its toast functions. */
function renderToasts(): ToastApi {
  let api: ToastApi | undefined;
  function Capture() {
    api = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  if (!api) throw new Error('useToast was not called');
  return api;
}

function add(api: ToastApi, toast: Parameters<ToastApi['addToast']>[0]): string {
  let id = '';
  act(() => {
    id = api.addToast(toast);
  });
  return id;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The toast (message, buttons) that shows `message`. */
const toastOf = (message: string) => screen.getByText(message).closest<HTMLElement>('[data-toast-type]') as HTMLElement;
const toastMessages = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].map((toast) => toast.textContent);

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces info and success toasts as status and errors as alerts', () => {
    const api = renderToasts();
    add(api, { type: 'info', message: 'Updating issues' });
    add(api, { type: 'error', message: 'Could not create a new view' });
    expect(screen.getByRole('status').textContent).toBe('Updating issues');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').textContent).toBe('Could not create a new view');
    expect(toastOf('Could not create a new view').getAttribute('data-toast-type')).toBe('error');
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
  });

  it('removes a toast that is not persisted after 5 seconds', () => {
    const api = renderToasts();
    add(api, { type: 'success', message: 'Bulk update completed successfully' });
    advance(4900);
    expect(screen.getByText('Bulk update completed successfully')).toBeTruthy();
    advance(100);
    expect(screen.queryByText('Bulk update completed successfully')).toBeNull();
  });

  it('pauses the timer while the toast is hovered or focused', () => {
    const api = renderToasts();
    add(api, { type: 'error', message: 'Could not delete view' });
    advance(4000);
    const toast = toastOf('Could not delete view');
    fireEvent.mouseEnter(toast);
    advance(10_000);
    expect(screen.getByText('Could not delete view')).toBeTruthy();
    fireEvent.mouseLeave(toast);
    advance(900);
    expect(screen.getByText('Could not delete view')).toBeTruthy();

    fireEvent.focus(within(toast).getByRole('button', { name: 'Dismiss' }));
    advance(10_000);
    expect(screen.getByText('Could not delete view')).toBeTruthy();
    fireEvent.blur(within(toast).getByRole('button', { name: 'Dismiss' }));
    advance(100);
    expect(screen.queryByText('Could not delete view')).toBeNull();
  });

  it('keeps a persisted toast until it is dismissed', () => {
    const api = renderToasts();
    add(api, { type: 'info', message: 'Updating issues', persisted: true });
    advance(60_000);
    expect(screen.getByRole('status').textContent).toBe('Updating issues');
    const toast = toastOf('Updating issues');
    fireEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Updating issues')).toBeNull();
  });

  it('removes a toast by id, and ignores unknown ids', () => {
    const api = renderToasts();
    const id = add(api, { type: 'info', message: 'Updating issues', persisted: true });
    act(() => api.removeToast('toast-unknown'));
    expect(screen.getByText('Updating issues')).toBeTruthy();
    act(() => api.removeToast(id));
    expect(screen.queryByText('Updating issues')).toBeNull();
  });

  it('updates a toast in place and starts its timer over', () => {
    const api = renderToasts();
    const id = add(api, { type: 'info', message: 'Updating issues', persisted: true });
    advance(10_000);
    act(() => api.updateToast(id, { type: 'success', message: 'Bulk update completed successfully', persisted: false }));
    expect(screen.queryByText('Updating issues')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Bulk update completed successfully');
    advance(4900);
    expect(screen.getByText('Bulk update completed successfully')).toBeTruthy();
    advance(100);
    expect(screen.queryByText('Bulk update completed successfully')).toBeNull();
  });

  it('shows at most 3 toasts, newest last', () => {
    const api = renderToasts();
    for (const message of ['First', 'Second', 'Third', 'Fourth']) add(api, { type: 'error', message });
    expect(toastMessages()).toEqual(['Second', 'Third', 'Fourth']);
  });

  it('keeps an older persisted toast waiting and shows it when there is room again', () => {
    const api = renderToasts();
    add(api, { type: 'info', message: 'Updating issues', persisted: true });
    for (const message of ['Second', 'Third', 'Fourth']) add(api, { type: 'error', message, persisted: true });
    expect(screen.queryByText('Updating issues')).toBeNull();
    fireEvent.click(within(toastOf('Fourth')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getAllByRole('status')[0]?.textContent).toContain('Updating issues');
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Second', 'Third']);
  });

  it('runs the action and dismisses the toast', () => {
    const api = renderToasts();
    const onClick = vi.fn();
    add(api, { type: 'info', message: 'A new version is available', persisted: true, action: { text: 'Refresh', onClick } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('lets keyboard users reach the buttons and dismiss a focused toast with Escape', () => {
    const api = renderToasts();
    const before = document.createElement('button');
    document.body.prepend(before);
    add(api, { type: 'info', message: 'Updating issues', persisted: true, action: { text: 'Undo', onClick: () => undefined } });
    const toast = toastOf('Updating issues');
    for (const button of within(toast).getAllByRole('button')) expect(button.tabIndex).toBeGreaterThanOrEqual(0);
    const dismiss = within(toast).getByRole('button', { name: 'Dismiss' });
    before.focus();
    dismiss.focus();
    expect(document.activeElement).toBe(dismiss);
    fireEvent.keyDown(dismiss, { key: 'Escape' });
    expect(screen.queryByText('Updating issues')).toBeNull();
    // Focus goes back to where it was before it entered the toast.
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('does nothing outside a provider', () => {
    let api: ToastApi | undefined;
    function Capture() {
      api = useToast();
      return null;
    }
    render(<Capture />);
    expect(typeof api?.addToast({ type: 'error', message: 'Nowhere' })).toBe('string');
    expect(screen.queryByText('Nowhere')).toBeNull();
  });
});
