import type { ComponentType } from 'react';
import { Navigate, redirect, type Params, type RouteObject } from 'react-router';
import { AppLoading } from './components/AppLoading/AppLoading';
import { AppShell } from './components/AppShell/AppShell';
import { appShellLoader } from './components/AppShell/appShellLoader';
import { requireSessionLoader } from './components/AppShell/requireSessionLoader';
import { RouteErrorBoundary } from './components/RouteErrorBoundary/RouteErrorBoundary';
import { viewDocumentTitle } from './lib/knownViews';
import { parseRouteNumber } from './lib/parseRouteNumber';
import { requireNumberParam } from './lib/requireNumberParam';
import type { RouteHandle } from './lib/routeHandle';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage';

/*
 * The route table of the issues area: every route of spec 000 "Routes of the issues app" and of the
 * spec 001 §2.1 table, each with its document title.
 *
 * Title decisions, where the two tables differ or only name the route:
 * - Dashboard views: spec 000 gives the pattern '{view} · Issues' and spec 001 gives the view names
 *   ('Assigned to me', 'Mentioned', 'Created by me', 'Recent Activity'), so the two compose:
 *   'Assigned to me · Issues'. A saved view reads 'View · Issues' until its name is loaded. A view
 *   whose name is 'Issues' (repository, empty) is plain 'Issues', not 'Issues · Issues'.
 *   `/issues` itself is plain 'Issues' (both tables agree).
 * - 'New Issue' and 'Choose an Issue Template' are real titles in spec 001 and are used word for word,
 *   for the dashboard's `/issues/new` too. Spec 000's "Page title 'Create new issue' on the chooser"
 *   is taken as the page heading, since spec 001's table is the title table of the whole area.
 * - 'Repo Issues' (all five list routes) is a route name; spec 000's 'Issues · {owner}/{repo}' applies.
 * - 'Issue' is a route name; GitHub's form is '{issue title} · Issue #{number} · {owner}/{repo}',
 *   shown as 'Issue #{number} · {owner}/{repo}' until the issue is loaded.
 * - Milestone detail: spec 001 gives '{milestone title} · Milestone #{number} · {owner/repo}'; until
 *   the milestone is loaded the title part is left out: 'Milestone #{number} · {owner}/{repo}'.
 * - 'Milestone Index', 'New Milestone', 'Edit Milestone', 'Labels Index' and 'Label Issues' are route
 *   names; titles follow GitHub: 'Milestones · {owner}/{repo}', 'New Milestone · {owner}/{repo}',
 *   'Edit Milestone · {owner}/{repo}', 'Labels · {owner}/{repo}' and '{label} · Labels · {owner}/{repo}'.
 * - Pages outside the tables: 'Sign in' and 'Page not found'.
 *
 * Number segments (issue and milestone numbers) are read as spec 001 §2.1 says (integers with optional
 * whitespace and sign, anything else 0) and anything below 1 shows the 404 page, decided in the route's
 * loader before the page's code is fetched.
 *
 * Signed-out visitors are sent to `/login?return_to=…` from every route below except the 404 page,
 * which shows to anyone (with a "Sign in" link in the header), as GitHub does.
 */

function handle(title: (params: Params) => string, keepAlive?: true): RouteHandle {
  return keepAlive ? { title, keepAlive } : { title };
}

const repoName = (params: Params) => `${params.owner ?? ''}/${params.repo ?? ''}`;
// Lists stay mounted, hidden, while an issue opened from them is shown (components/AppShell/KeptOutlet).
const repoIssuesTitle = handle((params) => `Issues · ${repoName(params)}`, true);

/** A route property set that loads the page's module only when the route is first visited. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const dashboardPage: Pick<RouteObject, 'lazy' | 'loader'> = {
  ...page(async () => (await import('./pages/DashboardPage/DashboardPage')).DashboardPage),
  // Outside `lazy` so the view's list starts while the page's code is still loading.
  loader: async (args) => (await import('./pages/DashboardPage/dashboardLoader')).dashboardLoader(args),
};
const newIssuePage = page(async () => (await import('./pages/NewIssuePage/NewIssuePage')).NewIssuePage);
const repoIssuesPage: Pick<RouteObject, 'lazy' | 'loader'> = {
  ...page(async () => (await import('./pages/RepoIssuesPage/RepoIssuesPage')).RepoIssuesPage),
  // Outside `lazy` so the list's query starts while the page's code is still loading.
  loader: async (args) => (await import('./pages/RepoIssuesPage/repoIssuesLoader')).repoIssuesLoader(args),
};
const labelsPage = page(async () => (await import('./pages/LabelsPage/LabelsPage')).LabelsPage);

const signedInRoutes: RouteObject[] = [
  { path: 'issues', handle: handle(() => 'Issues', true), ...dashboardPage },
  { path: 'issues/new', handle: handle(() => 'New Issue'), ...newIssuePage },
  {
    // The built-in views (assigned, created, mentioned, recent) and saved views share one page.
    path: 'issues/:viewId',
    handle: handle((params) => viewDocumentTitle(params.viewId), true),
    ...dashboardPage,
  },
  {
    path: ':owner/:repo',
    children: [
      { path: 'issues', handle: repoIssuesTitle, ...repoIssuesPage },
      { path: 'issues/created_by/:author', handle: repoIssuesTitle, ...repoIssuesPage },
      { path: 'issues/created_by/app/:app', handle: repoIssuesTitle, ...repoIssuesPage },
      { path: 'issues/assigned/:assignee', handle: repoIssuesTitle, ...repoIssuesPage },
      { path: 'issues/mentioned/:mentioned', handle: repoIssuesTitle, ...repoIssuesPage },
      { path: 'issues/new', handle: handle(() => 'New Issue'), ...newIssuePage },
      {
        path: 'issues/new/choose',
        handle: handle(() => 'Choose an Issue Template'),
        ...page(async () => (await import('./pages/ChooseIssueTemplatePage/ChooseIssueTemplatePage')).ChooseIssueTemplatePage),
      },
      {
        path: 'issues/:number',
        // A non-number is a 404 before any code is fetched; then the issue's query starts next to the page's code.
        loader: async (args) => {
          requireNumberParam('number')(args);
          return (await import('./pages/IssuePage/issuePageLoader')).issuePageLoader(args);
        },
        handle: handle((params) => `Issue #${parseRouteNumber(params.number)} · ${repoName(params)}`),
        ...page(async () => (await import('./pages/IssuePage/IssuePage')).IssuePage),
      },
      { path: 'issues/labels', handle: handle((params) => `Labels · ${repoName(params)}`), ...labelsPage },
      { path: 'labels', handle: handle((params) => `Labels · ${repoName(params)}`), ...labelsPage },
      {
        path: 'labels/:label',
        handle: handle((params) => `${params.label ?? ''} · Labels · ${repoName(params)}`),
        ...page(async () => (await import('./pages/LabelIssuesPage/LabelIssuesPage')).LabelIssuesPage),
      },
      {
        // A file of the repository (CONTRIBUTING.md, issue templates): GitHub's title form.
        path: 'blob/:ref/*',
        handle: handle((params) => `${params['*'] ?? ''} at ${params.ref ?? ''} · ${repoName(params)}`),
        ...page(async () => (await import('./pages/BlobPage/BlobPage')).BlobPage),
      },
      {
        path: 'milestones',
        handle: handle((params) => `Milestones · ${repoName(params)}`),
        ...page(async () => (await import('./pages/MilestonesPage/MilestonesPage')).MilestonesPage),
      },
      {
        path: 'milestones/new',
        handle: handle((params) => `New Milestone · ${repoName(params)}`),
        ...page(async () => (await import('./pages/NewMilestonePage/NewMilestonePage')).NewMilestonePage),
      },
      {
        path: 'milestones/:number/edit',
        loader: requireNumberParam('number'),
        handle: handle((params) => `Edit Milestone · ${repoName(params)}`),
        ...page(async () => (await import('./pages/EditMilestonePage/EditMilestonePage')).EditMilestonePage),
      },
      {
        path: 'milestone/:number',
        loader: requireNumberParam('number'),
        handle: handle((params) => `Milestone #${parseRouteNumber(params.number)} · ${repoName(params)}`),
        ...page(async () => (await import('./pages/MilestonePage/MilestonePage')).MilestonePage),
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    // Failures of the shell itself (the session check) have no shell to render into.
    errorElement: <RouteErrorBoundary standalone />,
    HydrateFallback: AppLoading,
    children: [
      // The loader redirects before anything renders; the element covers the first render of the router.
      { index: true, loader: () => redirect('/issues'), element: <Navigate to="/issues" replace /> },
      {
        path: 'login',
        handle: handle(() => 'Sign in'),
        lazy: async () => {
          const [{ SignInPage }, { signInAction }, { signInLoader }] = await Promise.all([
            import('./pages/SignInPage/SignInPage'),
            import('./pages/SignInPage/signInAction'),
            import('./pages/SignInPage/signInLoader'),
          ]);
          return { Component: SignInPage, action: signInAction, loader: signInLoader };
        },
      },
      {
        id: 'shell',
        loader: appShellLoader,
        Component: AppShell,
        children: [
          {
            loader: requireSessionLoader,
            // Errors of a page (a 404 for "issue abc", a failed query) render inside the shell.
            errorElement: <RouteErrorBoundary />,
            children: signedInRoutes,
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
