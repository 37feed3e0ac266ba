import { LinkExternalIcon } from '@primer/octicons-react';
import { Link as PrimerLink, Spinner } from '@primer/react';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PaneResizer } from '../../../components/PaneResizer/PaneResizer';
import { usePaneWidth } from '../../../components/PaneResizer/usePaneWidth';
import { IssueView } from './IssueView';
import classes from '../IssueConversation/IssueConversation.module.css';
import { LazyDialog } from '../../../components/LazyDialog/LazyDialog';

const OWNER_OR_REPO = /^[A-Za-z0-9_.-]+$/;

/** The issue pane's width on the dashboard: 640 px unless the person drags it (stored per person). */
const ISSUE_PANE = { initial: 640, min: 400, max: 1200 };

/** Reads the side panel's `issue` parameter, `owner|repo|number` (spec §5); anything else is ignored. */
export function parseIssueParam(value: string | null): { owner: string; repo: string; number: number } | null {
  if (value === null) return null;
  const parts = value.split('|');
  if (parts.length !== 3) return null;
  const [owner = '', repo = '', number = ''] = parts;
  if (!OWNER_OR_REPO.test(owner) || !OWNER_OR_REPO.test(repo) || !/^\d{1,9}$/.test(number) || Number(number) < 1) return null;
  return { owner, repo, number: Number(number) };
}

/**
 * The side panel of `?issue=owner|repo|number`: the issue's content beside the page, a link to open
 * it full screen, and closing removes the parameter (a new history entry, so back re-opens it).
 */
export function IssueSidePanel({ widthKey = null }: { widthKey?: string | null } = {}) {
  const [search, setSearch] = useSearchParams();
  // Resizable where the page names a key for its width (the dashboard's second pane).
  const [width, setWidth] = usePaneWidth(widthKey, ISSUE_PANE);
  const target = parseIssueParam(search.get('issue'));
  if (!target) return null;
  const fullScreen = `/${target.owner}/${target.repo}/issues/${target.number}`;
  const close = () => {
    const next = new URLSearchParams(search);
    next.delete('issue');
    setSearch(next);
  };
  return (
    <LazyDialog
      position="right"
      width="xlarge"
      style={widthKey === null ? undefined : { width: `min(${width}px, 100vw)`, maxWidth: '100vw' }}
      title={`Issue #${target.number} in ${target.owner}/${target.repo}`}
      onClose={close}
      renderBody={() => (
        <div className={classes.panelBody}>
          {widthKey === null ? null : (
            <div className={classes.panelResizer}>
              <PaneResizer label="Resize issue pane" width={width} {...ISSUE_PANE} onResize={setWidth} grows="left" />
            </div>
          )}
          <PrimerLink as={Link} to={fullScreen} className={classes.fullScreen}>
            <LinkExternalIcon aria-hidden="true" /> Open full screen
          </PrimerLink>
          <Suspense fallback={<Spinner srText={`Loading issue #${target.number}`} />}>
            <IssueView key={fullScreen} owner={target.owner} repo={target.repo} number={target.number} variant="panel" />
          </Suspense>
        </div>
      )}
    />
  );
}
