import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserNotFound } from './CurrentUserNotFound';

describe('CurrentUserNotFound', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says 'Current user not found', reports it, and offers a fresh sign-in back to the page", async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/octo-org/hello-world/issues/new?title=Hi');
    render(
      <MemoryRouter>
        <CurrentUserNotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Current user not found' })).toBeTruthy();
    expect(report).toHaveBeenCalledWith('Current user not found: /octo-org/hello-world/issues/new');
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/login?return_to=%2Focto-org%2Fhello-world%2Fissues%2Fnew%3Ftitle%3DHi',
    );
    await waitFor(() => expect(document.title).toBe('Current user not found'));
  });
});
