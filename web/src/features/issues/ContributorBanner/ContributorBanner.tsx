import { PeopleIcon, XIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Banner, IconButton, Link } from '@primer/react';
import { InlineMessage } from '@primer/react/experimental';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { ContributorBanner_repository$key } from '../../../__generated__/ContributorBanner_repository.graphql';
import type { ContributorBannerDismissNoticeMutation } from '../../../__generated__/ContributorBannerDismissNoticeMutation.graphql';
import type { ContributorBannerDismissRepositoryNoticeMutation } from '../../../__generated__/ContributorBannerDismissRepositoryNoticeMutation.graphql';
import { listHref } from '../IssueList/listAddress';
import classes from './ContributorBanner.module.css';

/** The notice name the server knows the banner by (spec §7). */
export const FIRST_TIME_CONTRIBUTOR_NOTICE = 'first_time_contributor_issues_banner';

/** The list of the repository's open good first issues. */
export const GOOD_FIRST_ISSUES_QUERY = 'is:issue state:open label:"good first issue"';

const DISMISS_FAILED = 'The banner could not be dismissed. Try again.';

export interface ContributorBannerProps {
  repository: ContributorBanner_repository$key;
}

/**
 * The first-time-contributor banner (spec §2, §4): shown when the repository enables it and the
 * viewer has not contributed (the server decides, `showFirstTimeContributorBanner`). It points to
 * the good first issues and the contributing guidelines, and can be dismissed for this repository
 * only or for all repositories; it hides at once and comes back with an error if the server refuses.
 */
export function ContributorBanner({ repository }: ContributorBannerProps) {
  const data = useFragment(
    graphql`
      fragment ContributorBanner_repository on Repository {
        id
        name
        nameWithOwner
        owner {
          login
        }
        showFirstTimeContributorBanner
        communityProfile {
          goodFirstIssueIssuesCount
        }
        contributingGuidelines {
          resourcePath
        }
      }
    `,
    repository,
  );
  const environment = useRelayEnvironment();
  const [error, setError] = useState<string | null>(null);
  const dismissRef = useRef<HTMLDivElement>(null);
  // When a dismissal fails the banner comes back: the keyboard returns to its dismiss button.
  useEffect(() => {
    if (error) dismissRef.current?.querySelector('button')?.focus();
  }, [error]);
  const [dismissHere] = useMutation<ContributorBannerDismissRepositoryNoticeMutation>(graphql`
    mutation ContributorBannerDismissRepositoryNoticeMutation($input: DismissRepositoryNoticeInput!) {
      dismissRepositoryNotice(input: $input) {
        repository {
          id
          showFirstTimeContributorBanner
        }
      }
    }
  `);
  const [dismissEverywhere] = useMutation<ContributorBannerDismissNoticeMutation>(graphql`
    mutation ContributorBannerDismissNoticeMutation($input: DismissNoticeInput!) {
      dismissNotice(input: $input) {
        clientMutationId
      }
    }
  `);

  if (!data.showFirstTimeContributorBanner) return null;

  const fail = (message?: string) => setError(message ? `${DISMISS_FAILED} ${message}` : DISMISS_FAILED);

  const handleDismissHere = () => {
    setError(null);
    dismissHere({
      variables: { input: { repositoryId: data.id, notice: FIRST_TIME_CONTRIBUTOR_NOTICE } },
      optimisticResponse: { dismissRepositoryNotice: { repository: { id: data.id, showFirstTimeContributorBanner: false } } },
      onCompleted: (response, errors) => {
        if (errors?.length || !response.dismissRepositoryNotice) fail(errors?.[0]?.message);
      },
      onError: () => fail(),
    });
  };

  // Every repository already in the store hides the banner too, so going back to one shows the
  // dismissal without a reload.
  const hideEverywhere = (store: RecordSourceSelectorProxy) => {
    for (const id of environment.getStore().getSource().getRecordIDs()) {
      const record = store.get(id);
      if (record?.getType() === 'Repository') record.setValue(false, 'showFirstTimeContributorBanner');
    }
  };

  const handleDismissEverywhere = () => {
    setError(null);
    dismissEverywhere({
      variables: { input: { notice: FIRST_TIME_CONTRIBUTOR_NOTICE } },
      optimisticUpdater: hideEverywhere,
      updater: (store, response) => {
        if (response?.dismissNotice) hideEverywhere(store);
      },
      onCompleted: (response, errors) => {
        if (errors?.length || !response.dismissNotice) fail(errors?.[0]?.message);
      },
      onError: () => fail(),
    });
  };

  const count = data.communityProfile?.goodFirstIssueIssuesCount ?? 0;
  const owner = data.owner.login;
  const guidelines = data.contributingGuidelines?.resourcePath;
  return (
    <Banner className={classes.banner} variant="info" leadingVisual={<PeopleIcon />} data-testid="contributor-banner">
      <Banner.Title>
        <span aria-hidden="true">👋</span> Want to contribute to {data.nameWithOwner}?
      </Banner.Title>
      <Banner.Description>
        <p className={classes.paragraph}>
          Issues labelled <strong>good first issue</strong> are a great place to start.
          {count > 0 ? (
            <>
              {' '}
              <Link as={RouterLink} inline to={listHref(owner, data.name, GOOD_FIRST_ISSUES_QUERY)}>
                {count.toLocaleString('en-US')} {count === 1 ? 'good first issue' : 'good first issues'}
              </Link>{' '}
              {count === 1 ? 'is' : 'are'} open in this repository.
            </>
          ) : null}
        </p>
        {guidelines ? (
          <p className={classes.paragraph}>
            Before you open an issue or a pull request, read the{' '}
            <Link inline href={guidelines}>
              contributing guidelines
            </Link>
            .
          </p>
        ) : null}
        {error ? (
          <InlineMessage variant="critical" role="alert" className={classes.error}>
            {error}
          </InlineMessage>
        ) : null}
      </Banner.Description>
      <div className={classes.dismiss} ref={dismissRef}>
        <ActionMenu>
          <ActionMenu.Anchor>
            <IconButton icon={XIcon} variant="invisible" aria-label="Dismiss the contributor banner" />
          </ActionMenu.Anchor>
          <ActionMenu.Overlay align="end">
            <ActionList>
              <ActionList.Item onSelect={handleDismissHere}>Dismiss for this repository only</ActionList.Item>
              <ActionList.Item onSelect={handleDismissEverywhere}>Dismiss for all repositories</ActionList.Item>
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      </div>
    </Banner>
  );
}
