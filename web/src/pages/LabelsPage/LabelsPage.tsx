import { SearchIcon, TagIcon, XCircleFillIcon } from '@primer/octicons-react';
import { Button, PageHeader, Pagination, TextInput } from '@primer/react';
import { Blankslate, SkeletonText } from '@primer/react/experimental';
import { Suspense, useRef, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { LabelsPageQuery } from '../../__generated__/LabelsPageQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { LoadFailurePanel } from '../../components/LoadFailure/LoadFailurePanel';
import { LabelRow } from '../../features/labels/LabelRow/LabelRow';
import { LabelSortMenu } from '../../features/labels/LabelSortMenu/LabelSortMenu';
import { LABEL_MESSAGES } from '../../features/labels/labelForm';
import {
  labelOrder,
  labelsHref,
  labelsPageCount,
  LABELS_PAGE_SIZE,
  readLabelsAddress,
  type LabelsAddress,
} from '../../features/labels/labelsAddress';
import { NewLabelButton } from '../../features/labels/NewLabelButton/NewLabelButton';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import classes from './LabelsPage.module.css';

interface LabelsListProps {
  owner: string;
  repo: string;
  address: LabelsAddress;
  go: (next: Partial<LabelsAddress>) => void;
}

function Header({ actions }: { actions?: React.ReactNode }) {
  return (
    <PageHeader className={classes.header}>
      <PageHeader.TitleArea>
        <PageHeader.Title as="h1">Labels</PageHeader.Title>
      </PageHeader.TitleArea>
      {actions ? <PageHeader.Actions>{actions}</PageHeader.Actions> : null}
    </PageHeader>
  );
}

/** Search box (spec 001 §2.5): Enter or the button applies `q` and drops `page`; the clear button resets it. */
function LabelSearch({ applied, onApply }: { applied: string; onApply: (q: string) => void }) {
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim());
  };
  return (
    <form role="search" aria-label="Labels" className={classes.search} onSubmit={submit}>
      <TextInput
        aria-label="Search all labels"
        placeholder="Search all labels"
        leadingVisual={SearchIcon}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className={classes.searchInput}
        trailingAction={
          draft !== '' || applied !== '' ? (
            <TextInput.Action
              icon={XCircleFillIcon}
              aria-label="Clear search"
              onClick={() => {
                setDraft('');
                onApply('');
              }}
            />
          ) : undefined
        }
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

function LabelsList({ owner, repo, address, go }: LabelsListProps) {
  const data = useLazyLoadQuery<LabelsPageQuery>(
    graphql`
      query LabelsPageQuery($owner: String!, $name: String!, $first: Int!, $skip: Int!, $query: String, $orderBy: LabelOrder!) {
        repository(owner: $owner, name: $name) {
          id
          viewerCanPush
          labels(first: $first, skip: $skip, query: $query, orderBy: $orderBy)
            @connection(key: "LabelsPage_labels", filters: ["query", "orderBy", "skip"]) {
            __id
            totalCount
            edges {
              node {
                id
                ...LabelRow_label
              }
            }
          }
        }
      }
    `,
    {
      owner,
      name: repo,
      first: LABELS_PAGE_SIZE,
      skip: (address.page - 1) * LABELS_PAGE_SIZE,
      query: address.q === '' ? null : address.q,
      orderBy: labelOrder(address.sort),
    },
    { fetchPolicy: 'store-and-network' },
  );
  const countRef = useRef<HTMLHeadingElement>(null);
  const repository = data.repository;
  if (!repository) return <RepositoryNotFound />;
  const labels = repository.labels;
  if (!labels) throw new Error('labels data is null or undefined');
  // Spec 001 §6: New label, and each row's Edit and Delete, follow viewerCanPush (which the server denies on an archived, disabled or locked repository).
  const push = repository.viewerCanPush;
  const nodes = (labels.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []));
  const ids = nodes.map((node) => node.id);
  const total = labels.totalCount;
  const pages = labelsPageCount(total);
  const countText = `${total.toLocaleString('en-US')} ${total === 1 ? 'label' : 'labels'}`;
  return (
    <>
      <Header actions={push ? <NewLabelButton repositoryId={repository.id} connectionId={labels.__id} /> : undefined} />
      <div className={classes.toolbar}>
        <LabelSearch key={address.q} applied={address.q} onApply={(q) => go({ q, page: 1 })} />
        <LabelSortMenu sort={address.sort} onChange={(sort) => go({ sort, page: 1 })} />
      </div>
      <section className={classes.box} aria-labelledby="labels-count">
        <h2 id="labels-count" ref={countRef} tabIndex={-1} className={classes.boxHeader}>
          {countText}
        </h2>
        <div className={classes.visuallyHidden} role="status">
          {countText}
        </div>
        {nodes.length === 0 && total === 0 ? (
          address.q === '' ? (
            <Blankslate>
              <Blankslate.Visual>
                <TagIcon size="medium" />
              </Blankslate.Visual>
              <Blankslate.Heading as="h3">There are no labels in this repository</Blankslate.Heading>
              {push ? (
                <Blankslate.Description>
                  Labels organize issues and pull requests. Use New label to create the first one.
                </Blankslate.Description>
              ) : null}
            </Blankslate>
          ) : (
            <Blankslate>
              <Blankslate.Visual>
                <SearchIcon size="medium" />
              </Blankslate.Visual>
              <Blankslate.Heading as="h3">No matching labels</Blankslate.Heading>
            </Blankslate>
          )
        ) : (
          <ul className={classes.rows} aria-label="Labels">
            {nodes.map((node) => (
              <LabelRow
                key={node.id}
                label={node}
                owner={owner}
                repo={repo}
                ids={ids}
                canManage={push}
                connectionId={labels.__id}
                onDeleted={() => requestAnimationFrame(() => countRef.current?.focus())}
              />
            ))}
          </ul>
        )}
      </section>
      {pages > 1 ? (
        <div className={classes.pagination}>
          <Pagination
            pageCount={pages}
            currentPage={Math.min(address.page, pages)}
            marginPageCount={2}
            surroundingPageCount={2}
            hrefBuilder={(page) => labelsHref(owner, repo, { ...address, page })}
            onPageChange={(event, page) => {
              event.preventDefault();
              go({ page });
            }}
          />
        </div>
      ) : null}
    </>
  );
}

function LabelsSkeleton() {
  return (
    <>
      <Header />
      <div className={classes.box} aria-busy="true">
        <div className={classes.boxHeader}>
          <SkeletonText size="bodySmall" maxWidth="6rem" />
        </div>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={classes.skeletonRow}>
            <SkeletonText maxWidth="8rem" />
          </div>
        ))}
      </div>
    </>
  );
}

/** `/{owner}/{repo}/labels` and `/{owner}/{repo}/issues/labels`: the repository's labels (spec 001 §2.5). */
export function LabelsPage() {
  useRouteTitle();
  const { owner = '', repo = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const address = readLabelsAddress(search);
  const go = (next: Partial<LabelsAddress>) => void navigate(labelsHref(owner, repo, { ...address, ...next }));
  return (
    <div className={classes.page}>
      <ErrorBoundary
        resetKey={`${owner}/${repo}?${search.toString()}`}
        fallback={() => (
          <>
            <Header />
            <LoadFailurePanel title={LABEL_MESSAGES.listFailed} message="This page cannot be loaded due to a system error." />
          </>
        )}
      >
        <Suspense fallback={<LabelsSkeleton />}>
          <LabelsList owner={owner} repo={repo} address={address} go={go} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
