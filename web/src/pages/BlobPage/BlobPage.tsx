import { FileIcon } from '@primer/octicons-react';
import { Link as PrimerLink, Spinner } from '@primer/react';
import { Fragment, Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { BlobPageQuery } from '../../__generated__/BlobPageQuery.graphql';
import { RepositoryHeader, RepositoryHeaderPlaceholder } from '../../features/repositories/RepositoryHeader/RepositoryHeader';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { RepositoryPage } from '../../features/repositories/RepositoryPage/RepositoryPage';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';
import classes from './BlobPage.module.css';

/** GitHub's size notation in the file header: bytes up to 1 KB, then KB and MB with two decimals at most. */
function formatByteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'Byte' : 'Bytes'}`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${Number(value.toFixed(2))} ${unit}`;
}

/** Lines as GitHub counts them in the header: a final newline does not start another line. */
function formatLineCount(text: string): string {
  const lines = text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  return `${lines.toLocaleString('en-US')} ${lines === 1 ? 'line' : 'lines'}`;
}

interface BlobViewProps {
  owner: string;
  repo: string;
  gitRef: string;
  path: string;
}

/** The file: breadcrumb, then a box with its name and size over the rendered markdown or the text. */
function BlobView({ owner, repo, gitRef, path }: BlobViewProps) {
  const data = useLazyLoadQuery<BlobPageQuery>(
    graphql`
      query BlobPageQuery($owner: String!, $name: String!, $expression: String!) {
        repository(owner: $owner, name: $name) {
          name
          ...RepositoryHeader_repository
          object(expression: $expression) {
            __typename
            ... on Blob {
              byteSize
              isBinary
              text
              textHTML
            }
          }
        }
      }
    `,
    { owner, name: repo, expression: `${gitRef}:${path}` },
  );
  const repository = data.repository;
  if (!repository) return <RepositoryNotFound />;
  const blob = repository.object?.__typename === 'Blob' ? repository.object : null;
  if (!blob) return <NotFoundPage />;
  const segments = path.split('/');
  const fileName = segments.pop() ?? path;
  const text = blob.text ?? null;
  return (
    <>
      {/* A file is under none of the header's tabs (GitHub's Code tab, which this app does not have). */}
      <RepositoryHeader repository={repository} current={null} />
      <div className={classes.page}>
        <nav aria-label="File path" className={classes.breadcrumb}>
          <PrimerLink as={Link} to={`/${owner}/${repo}/issues`} className={classes.repoLink}>
            {repository.name}
          </PrimerLink>
          {segments.map((segment, index) => (
            <Fragment key={index}>
              <span className={classes.separator}>/</span>
              <span>{segment}</span>
            </Fragment>
          ))}
          <span className={classes.separator}>/</span>
          <h1 className={classes.fileName}>{fileName}</h1>
        </nav>
        <section className={classes.box} aria-label={fileName}>
          <header className={classes.boxHeader}>
            <FileIcon className={classes.muted} />
            <span className={classes.boxTitle}>{fileName}</span>
            <span className={classes.muted}>
              {text !== null ? `${formatLineCount(text)} · ` : ''}
              {formatByteSize(blob.byteSize)}
            </span>
          </header>
          {blob.textHTML != null ? (
            // Rendered and sanitised by the server (Blob.textHTML), as bodyHTML is.
            <div className={`markdown-body ${classes.markdown}`} dangerouslySetInnerHTML={{ __html: String(blob.textHTML) }} />
          ) : text !== null && !blob.isBinary ? (
            <pre className={classes.text} tabIndex={0} aria-label={`Contents of ${fileName}`}>
              {text}
            </pre>
          ) : (
            <p className={classes.binary}>Binary file not shown.</p>
          )}
        </section>
      </div>
    </>
  );
}

/** `/{owner}/{repo}/blob/{ref}/{path}`: one file of the repository (the community files and templates). */
export function BlobPage() {
  useRouteTitle();
  const { owner = '', repo = '', ref = '', '*': path = '' } = useParams();
  return (
    <RepositoryPage>
      <Suspense
        fallback={
          <>
            <RepositoryHeaderPlaceholder owner={owner} name={repo} current={null} loading />
            <Spinner srText={`Loading ${path}`} />
          </>
        }
      >
        <BlobView owner={owner} repo={repo} gitRef={ref} path={path} />
      </Suspense>
    </RepositoryPage>
  );
}
