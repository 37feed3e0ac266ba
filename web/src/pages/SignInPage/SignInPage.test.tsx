import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../lib/session';
import { installFakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

function fillIn(login: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username or email address'), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  forgetSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignInPage', () => {
  it('shows the demo account', async () => {
    installFakeServer({ signedInAs: null });
    renderApp('/login');

    expect(await screen.findByText('Demo account: monalisa / octocat-demo')).toBeTruthy();
  });

  it("shows the server's message and moves focus to it when the password is wrong", async () => {
    installFakeServer({ signedInAs: null });
    renderApp('/login');
    await screen.findByLabelText('Username or email address');

    fillIn('monalisa', 'wrong');

    const error = await screen.findByText('Incorrect username or password.');
    await waitFor(() => expect(document.activeElement?.contains(error)).toBe(true));
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Username or email address').value).toBe('monalisa');
  });

  it('signs in and continues to the return_to page', async () => {
    const server = installFakeServer({ signedInAs: null });
    const { router } = renderApp('/login?return_to=%2Focto-org%2Fhello-world%2Fissues%3Fq%3Dis%253Aclosed');
    await screen.findByLabelText('Username or email address');

    fillIn('monalisa', 'octocat-demo');

    await waitFor(() => expect(router.state.location.pathname).toBe('/octo-org/hello-world/issues'));
    expect(router.state.location.search).toBe('?q=is%3Aclosed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Issues' })).toBeTruthy();
    expect(server.requests).toContain('POST /session');
  });

  it('ignores a return_to pointing at another site', async () => {
    installFakeServer({ signedInAs: null });
    const { router } = renderApp('/login?return_to=https%3A%2F%2Fevil.example%2F');
    await screen.findByLabelText('Username or email address');

    fillIn('monalisa', 'octocat-demo');

    // The dashboard, which opens its default view.
    await waitFor(() => expect(router.state.location.pathname).toBe('/issues/assigned'));
  });
});
