import { PageHeader } from '@primer/react';
import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { LabelsPageQuery } from '../../__generated__/LabelsPageQuery.graphql';
import { LoadFailurePanel } from '../../components/LoadFailure/LoadFailurePanel';
import { LabelList, LabelListSkeleton } from '../../features/labels/LabelList';
import { LabelSearch } from '../../features/labels/LabelSearch';
import { LabelSortMenu } from '../../features/labels/LabelSortMenu/LabelSortMenu';
import { LABEL_MESSAGES } from '../../features/labels/labelForm';
import { labelOrder, labelsHref, LABELS_PAGE_SIZE, readLabelsAddress, type LabelsAddress } from '../../features/labels/labelsAddress';
import { NewLabelButton } from '../../features/labels/NewLabelButton/NewLabelButton';
import { RepositoryHeader } from '../../features/repositories/RepositoryHeader/RepositoryHeader';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { LoadingRepositoryPage } from '../../features/repositories/RepositoryPage/RepositoryPage';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import classes from './LabelsPage.module.css';

interface LabelsContentProps {
  owner: string;
  repo: string;
  address: LabelsAddress;
  go: (next: Partial<LabelsAddress>) => void;
}

function Header({ actions }: { actions?: ReactNode }) {
  return (
    <PageHeader className={classes.header}>
      <PageHeader.TitleArea>
        <PageHeader.Title as="h1">Labels</PageHeader.Title>
      </PageHeader.TitleArea>
      {actions ? <PageHeader.Actions>{actions}</PageHeader.Actions> : null}
    </PageHeader>
  );
}

function LabelsContent({ owner, repo, address, go }: LabelsContentProps) {
  const data = useLazyLoadQuery<LabelsPageQuery>(
    graphql`
      query LabelsPageQuery($owner: String!, $name: String!, $first: Int!, $skip: Int!, $query: String, $orderBy: LabelOrder!) {
        repository(owner: $owner, name: $name) {
          id
          viewerCanPush
          ...RepositoryHeader_repository
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
  const repository = data.repository;
  if (!repository) return <RepositoryNotFound />;
  const labels = repository.labels;
  if (!labels) throw new Error('labels data is null or undefined');
  // Spec 001 §6: New label and the rows' Edit and Delete follow viewerCanPush (false on an archived, disabled or locked repository).
  const push = repository.viewerCanPush;
  return (
    <>
      <RepositoryHeader repository={repository} current="labels" />
      <Header actions={push ? <NewLabelButton repositoryId={repository.id} connectionId={labels.__id} /> : undefined} />
      <div className={classes.toolbar}>
        <LabelSearch key={address.q} applied={address.q} onApply={(q) => go({ q, page: 1 })} />
        <LabelSortMenu sort={address.sort} onChange={(sort) => go({ sort, page: 1 })} />
      </div>
      <LabelList
        owner={owner}
        repo={repo}
        address={address}
        labels={(labels.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []))}
        totalCount={labels.totalCount}
        connectionId={labels.__id}
        canManage={push}
        onPageChange={(page) => go({ page })}
      />
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
    <LoadingRepositoryPage
      owner={owner}
      repo={repo}
      current="labels"
      resetKey={`${owner}/${repo}?${search.toString()}`}
      failure={
        <>
          <Header />
          <LoadFailurePanel title={LABEL_MESSAGES.listFailed} message="This page cannot be loaded due to a system error." />
        </>
      }
      loading={
        <>
          <Header />
          <LabelListSkeleton />
        </>
      }
    >
      <LabelsContent owner={owner} repo={repo} address={address} go={go} />
    </LoadingRepositoryPage>
  );
}
