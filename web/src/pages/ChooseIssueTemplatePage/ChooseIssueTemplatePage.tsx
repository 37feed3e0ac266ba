import { BookIcon, CommentDiscussionIcon, LawIcon, ShieldIcon } from '@primer/octicons-react';
import { Banner, Link } from '@primer/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import type { ChooseIssueTemplatePageQuery } from '../../__generated__/ChooseIssueTemplatePageQuery.graphql';
import { LoadFailurePanel } from '../../components/LoadFailure/LoadFailurePanel';
import classes from '../../features/issueTemplates/TemplateChooser.module.css';
import { TemplateChooserRow } from '../../features/issueTemplates/TemplateChooserRow';
import { RepositoryHeader } from '../../features/repositories/RepositoryHeader/RepositoryHeader';
import { ownPath } from '../../lib/ownAddress';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { LoadingRepositoryPage } from '../../features/repositories/RepositoryPage/RepositoryPage';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import { BackToView } from '../../features/newIssue/BackToView';
import { NewIssueHeading } from '../../features/newIssue/NewIssueHeading/NewIssueHeading';
import { CreationRestriction, creationRestriction, isRestricted } from '../../features/newIssue/CreationRestriction/CreationRestriction';
import pageClasses from './ChooseIssueTemplatePage.module.css';

interface ContentProps {
  owner: string;
  repo: string;
}

function ChooserContent({ owner, repo }: ContentProps) {
  const data = useLazyLoadQuery<ChooseIssueTemplatePageQuery>(
    graphql`
      query ChooseIssueTemplatePageQuery($owner: String!, $name: String!) {
        viewer {
          isEnterpriseManaged
        }
        repository(owner: $owner, name: $name) {
          nameWithOwner
          hasIssuesEnabled
          isArchived
          isOwnerEnterpriseManaged
          viewerInteractionLimitReasonHTML(action: "create an issue")
          isBlankIssuesEnabled
          ...RepositoryHeader_repository
          issueTemplates {
            name
            about
            filename
          }
          issueForms {
            name
            description
            filename
          }
          invalidIssueForms {
            filename
            errors
          }
          contactLinks {
            name
            about
            url
          }
          securityPolicyUrl
          supportFileUrl
          codeOfConduct {
            url
          }
          contributingGuidelines {
            url
          }
        }
      }
    `,
    { owner, name: repo },
    { fetchPolicy: 'store-and-network' },
  );
  const repository = data.repository;
  if (!repository?.hasIssuesEnabled) return <RepositoryNotFound />;
  const newIssue = `/${owner}/${repo}/issues/new`;
  const choices = [
    ...(repository.issueTemplates ?? []).map((t) => ({ name: t.name, about: t.about ?? '', filename: t.filename })),
    ...repository.issueForms.map((f) => ({ name: f.name, about: f.description, filename: f.filename })),
  ].sort((a, b) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0));
  // Pages of this server: on the page's own origin, whatever address the API built them on.
  const communityLinks = [
    { label: 'Contributing guidelines', url: repository.contributingGuidelines?.url, icon: BookIcon },
    { label: 'Code of conduct', url: repository.codeOfConduct?.url, icon: LawIcon },
    { label: 'Security policy', url: repository.securityPolicyUrl, icon: ShieldIcon },
    { label: 'Support', url: repository.supportFileUrl, icon: CommentDiscussionIcon },
  ].flatMap(({ url, ...rest }) => (url ? [{ ...rest, url: ownPath(url) }] : []));
  const invalid = repository.invalidIssueForms;
  const restriction = creationRestriction(repository, data.viewer);
  const header = (
    <>
      <BackToView />
      <NewIssueHeading>in {repository.nameWithOwner}</NewIssueHeading>
    </>
  );
  if (isRestricted(restriction))
    return (
      <>
        <RepositoryHeader repository={repository} current="issues" />
        <div className={pageClasses.content}>
          {header}
          <CreationRestriction {...restriction} />
        </div>
      </>
    );
  return (
    <>
      <RepositoryHeader repository={repository} current="issues" />
      <div className={pageClasses.content}>
        {header}
        {invalid.length > 0 ? (
          <div className={classes.alert}>
            <Banner
              variant="warning"
              title="Some issue templates are not valid"
              description={
                <>
                  Only people who can push to this repository see this. Fix these files in <code>.github/ISSUE_TEMPLATE/</code>:
                  <ul className={classes.errorList} aria-label="Invalid issue templates">
                    {invalid.flatMap((file) => file.errors.map((error, index) => <li key={`${file.filename}-${index}`}>{error}</li>))}
                  </ul>
                </>
              }
            />
          </div>
        ) : null}
        <ul className={classes.box} aria-label="Issue templates">
          {choices.map((choice) => (
            <TemplateChooserRow
              key={choice.filename}
              name={choice.name}
              about={choice.about}
              href={`${newIssue}?template=${encodeURIComponent(choice.filename)}`}
            />
          ))}
          {repository.isBlankIssuesEnabled ? (
            <TemplateChooserRow name="Blank issue" about="Create a new issue from scratch." href={newIssue} />
          ) : null}
          {(repository.contactLinks ?? []).map((link) => (
            <TemplateChooserRow key={`${link.name} ${link.url}`} name={link.name} about={link.about} href={link.url} external />
          ))}
        </ul>
        {communityLinks.length > 0 ? (
          <nav aria-label="Community files" className={classes.community}>
            <ul className={classes.communityLinks}>
              {communityLinks.map(({ label, url, icon: Icon }) => (
                <li key={label}>
                  <Link href={url}>
                    <Icon aria-hidden="true" /> {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </>
  );
}

/** `/{owner}/{repo}/issues/new/choose`: the issue template chooser (spec 000 §2 "New-issue page"). */
export function ChooseIssueTemplatePage() {
  useRouteTitle();
  const { owner = '', repo = '' } = useParams();
  return (
    <LoadingRepositoryPage
      owner={owner}
      repo={repo}
      current="issues"
      resetKey={`${owner}/${repo}`}
      failure={<LoadFailurePanel title="Could not load page" message="This page cannot be loaded due to a system error." level={1} />}
      loading={<p role="status">Loading issue templates…</p>}
    >
      <ChooserContent owner={owner} repo={repo} />
    </LoadingRepositoryPage>
  );
}
