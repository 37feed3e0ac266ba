import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RelativeTime } from './RelativeTime';

describe('RelativeTime', () => {
  it('renders <relative-time> with the date as its text, on the server as in the browser', () => {
    const html = renderToString(<RelativeTime datetime="2026-11-03T10:00:00Z" className="muted" />);
    expect(html).toBe(
      '<relative-time datetime="2026-11-03T10:00:00Z" class="muted" data-component="RelativeTime">Nov 3, 2026</relative-time>',
    );
  });

  it('loads the element’s definition after the first render', async () => {
    const { container } = render(<RelativeTime datetime="2026-11-03T10:00:00Z" />);
    const element = container.querySelector('relative-time');
    expect(element?.getAttribute('datetime')).toBe('2026-11-03T10:00:00Z');
    await waitFor(() => expect(customElements.get('relative-time')).toBeDefined());
    expect(element).toBeInstanceOf(customElements.get('relative-time') as CustomElementConstructor);
  });
});
