import { RepoIcon } from '@primer/octicons-react';
import { Link } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { setServerStatus } from '../../../lib/serverRequest';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';

/**
 * Spec 001 §2.1: a repository that does not exist, or that the viewer cannot read, shows this, and
 * the error is reported (to the browser console, where error tracking picks up page errors).
 */
export function RepositoryNotFound() {
  // GitHub answers such a page with 404; so does a server-rendered one.
  setServerStatus(404);
  useDocumentTitle('Repository not found');
  useEffect(() => {
    console.error(`Repository not found: ${window.location.pathname}`);
  }, []);
  return (
    <Blankslate spacious>
      <Blankslate.Visual>
        <RepoIcon size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as="h1">Repository not found</Blankslate.Heading>
      <Blankslate.Description>
        It does not exist, its issues are turned off, or you do not have access to it.{' '}
        <Link as={RouterLink} to="/issues" inline>
          Go to Issues
        </Link>
      </Blankslate.Description>
    </Blankslate>
  );
}
