import type { SelectPanelProps } from '@primer/react';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { preloadCode } from '../../lib/preloadCode';

const SelectPanel = lazy(async () => ({ default: (await import('./selectPanel')).SelectPanel }));

/** Starts loading the panel's code (a pointer over its anchor, the anchor focused), once. */
export function preloadSelectPanel(): void {
  preloadCode(() => import('./selectPanel'));
}

/** Keys that open the panel from its anchor, as Primer's AnchoredOverlay has them. */
const OPENING_KEYS = ['ArrowDown', 'ArrowUp', ' ', 'Enter'];

/**
 * Primer's SelectPanel with its code loaded on first use, for pickers a page shows closed: the
 * anchor (`renderAnchor`) renders at once with the props and keyboard handling SelectPanel gives
 * it (`aria-haspopup`, `aria-expanded`, a click toggles, ArrowDown / ArrowUp / Space / Enter
 * open), and the panel itself is rendered from the first opening on (the code is fetched then, or
 * earlier when a pointer is over the anchor or it has focus). With `renderAnchor={null}` and an
 * `anchorRef` the caller draws the anchor and only the panel is deferred.
 */
export function LazySelectPanel(props: SelectPanelProps) {
  const ownAnchorRef = useRef<HTMLElement | null>(null);
  const anchorId = useId();
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  const { renderAnchor, open, onOpenChange } = props;
  const anchorRef: RefObject<HTMLElement | null> = props.anchorRef ?? ownAnchorRef;
  const anchor =
    renderAnchor === null || renderAnchor === undefined
      ? null
      : renderAnchor({
          ref: anchorRef,
          id: anchorId,
          'aria-haspopup': 'true',
          'aria-expanded': open,
          tabIndex: 0,
          onClick: (event: MouseEvent<HTMLElement>) => {
            if (event.defaultPrevented || event.button !== 0) return;
            onOpenChange(!open, 'anchor-click');
          },
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.defaultPrevented || open || !OPENING_KEYS.includes(event.key)) return;
            onOpenChange(true, 'anchor-key-press');
            event.preventDefault();
          },
          onPointerEnter: preloadSelectPanel,
          onFocus: preloadSelectPanel,
        });
  return (
    <>
      {anchor}
      {used ? (
        <Suspense fallback={null}>
          <SelectPanel {...props} renderAnchor={null} anchorRef={anchorRef} />
        </Suspense>
      ) : null}
    </>
  );
}
