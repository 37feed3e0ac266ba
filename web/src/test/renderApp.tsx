import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../App';
import { routes } from '../routes';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** Renders the whole app, route table included, at `path`. */
export function renderApp(path: string): RenderResult & { router: TestRouter } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...render(<App router={router} />), router };
}
