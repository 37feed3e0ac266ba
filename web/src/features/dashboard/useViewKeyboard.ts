import { useEffect } from 'react';

/**
 * Alt+Shift+digit opens the view at that place in the views pane (1–9), Alt+Shift+Up/Down the one
 * above or below the open view (spec 000 §2 "Dashboard screen"). The digit is read from the key's
 * code: with Shift held, `key` is the symbol on the key. The open view is read when the key is
 * pressed (`currentId`), not from the last render, so a key pressed just after a move counts from
 * the view moved to.
 */
export function useViewKeyboard(viewIds: readonly string[], currentId: () => string | undefined, open: (id: string) => void): void {
  const key = viewIds.join('|');
  useEffect(() => {
    const ids = key === '' ? [] : key.split('|');
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const digit = /^Digit([1-9])$/.exec(event.code)?.[1];
      let target: string | undefined;
      const activeId = currentId();
      if (digit) target = ids[Number(digit) - 1];
      else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const index = activeId === undefined ? -1 : ids.indexOf(activeId);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        target = ids[index === -1 ? (step === 1 ? 0 : ids.length - 1) : (index + step + ids.length) % ids.length];
      } else return;
      if (target === undefined) return;
      event.preventDefault();
      if (target !== activeId) open(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, currentId, open]);
}
