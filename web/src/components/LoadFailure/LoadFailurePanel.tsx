import { AlertIcon } from '@primer/octicons-react';
import { Link } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';

export interface LoadFailurePanelProps {
  /** The catalogue's heading, word for word ('Milestones cannot be loaded.'). */
  title: string;
  /** The catalogue's sentence ('Milestones cannot be loaded due to a system error.'). */
  message: string;
  /** The heading level: 1 when the panel stands for the whole page, 2 (default) inside one. */
  level?: 1 | 2 | 3;
}

/**
 * A load-failure panel of spec 001 §8: the catalogue's heading and sentence, a prompt to reload or
 * contact support, and a status link.
 */
export function LoadFailurePanel({ title, message, level = 2 }: LoadFailurePanelProps) {
  return (
    <Blankslate spacious>
      <Blankslate.Visual>
        <AlertIcon size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as={`h${level}`}>{title}</Blankslate.Heading>
      <Blankslate.Description>
        {message} Please{' '}
        <Link href={window.location.href} inline>
          reload the page
        </Link>{' '}
        or contact support if the problem persists. See the{' '}
        <Link href="/_health" inline>
          service status
        </Link>
        .
      </Blankslate.Description>
    </Blankslate>
  );
}
