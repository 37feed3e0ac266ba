import { AlertIcon } from '@primer/octicons-react';
import { Link } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { Link as RouterLink } from 'react-router';
import { setServerStatus } from '../../lib/serverRequest';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/** Unknown paths, and known paths naming something that does not exist (issue "abc", milestone 0). */
export function NotFoundPage() {
  // GitHub answers such a page with 404; so does a server-rendered one.
  setServerStatus(404);
  useDocumentTitle('Page not found');
  return (
    <Blankslate spacious>
      <Blankslate.Visual>
        <AlertIcon size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as="h1">Page not found</Blankslate.Heading>
      <Blankslate.Description>
        The page you were looking for does not exist, or you do not have access to it.{' '}
        <Link as={RouterLink} to="/issues" inline>
          Go to Issues
        </Link>
      </Blankslate.Description>
    </Blankslate>
  );
}
