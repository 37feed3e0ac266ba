import { PersonIcon } from '@primer/octicons-react';
import { Link } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { useEffect } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/**
 * Spec 000 §2 "New-issue page": the session's account could not be loaded (deleted or suspended
 * while signed in). The error is reported to the browser console, where error tracking picks up
 * page errors, and the person is offered a fresh sign-in.
 */
export function CurrentUserNotFound() {
  useDocumentTitle('Current user not found');
  useEffect(() => {
    console.error(`Current user not found: ${window.location.pathname}`);
  }, []);
  return (
    <Blankslate spacious>
      <Blankslate.Visual>
        <PersonIcon size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as="h1">Current user not found</Blankslate.Heading>
      <Blankslate.Description>
        Your account could not be loaded, so no issue can be created.{' '}
        <Link href={`/login?return_to=${encodeURIComponent(window.location.pathname + window.location.search)}`} inline>
          Sign in again
        </Link>
      </Blankslate.Description>
    </Blankslate>
  );
}
