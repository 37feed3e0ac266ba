import { GitPullRequestIcon, IssueOpenedIcon } from '@primer/octicons-react';
import { Link } from '@primer/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { LabelCountsQuery } from '../../../__generated__/LabelCountsQuery.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';
import { LABEL_MESSAGES } from '../labelForm';
import classes from './LabelRow.module.css';

export interface LabelCountsProps {
  /** Every visible label's id: one query serves the whole page, whichever row asks first. */
  ids: readonly string[];
  id: string;
  hrefs: { issues: string; pullRequests: string };
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

function LabelCountsData({ ids, id, hrefs }: LabelCountsProps) {
  const data = useLazyLoadQuery<LabelCountsQuery>(
    graphql`
      query LabelCountsQuery($ids: [ID!]!) {
        nodes(ids: $ids) {
          ... on Label {
            id
            issues(states: [OPEN]) {
              totalCount
            }
            pullRequests(states: [OPEN]) {
              totalCount
            }
          }
        }
      }
    `,
    { ids: [...ids] },
    { fetchPolicy: 'store-and-network' },
  );
  const node = data.nodes.find((candidate) => candidate?.id === id);
  const issues = node?.issues?.totalCount ?? 0;
  const pullRequests = node?.pullRequests?.totalCount ?? 0;
  return (
    <>
      <Link as={RouterLink} to={hrefs.issues} muted className={classes.count}>
        <IssueOpenedIcon size={16} aria-hidden="true" /> {plural(issues, 'open issue', 'open issues')}
      </Link>
      <Link as={RouterLink} to={hrefs.pullRequests} muted className={classes.count}>
        <GitPullRequestIcon size={16} aria-hidden="true" /> {plural(pullRequests, 'open pull request', 'open pull requests')}
      </Link>
    </>
  );
}

/** A label's open issue and open pull request counts, each a link to that search (spec 001 §2.5, §7). */
export function LabelCounts(props: LabelCountsProps) {
  return (
    <ErrorBoundary
      resetKey={props.ids.join(',')}
      fallback={() => <span className={classes.countsFailed}>{LABEL_MESSAGES.countsFailed}</span>}
    >
      <Suspense fallback={<span className={classes.countsLoading}>Loading counts…</span>}>
        <LabelCountsData {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
