import { ToolsIcon } from '@primer/octicons-react';
import { PageHeader } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import type { ReactNode } from 'react';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import styles from './PlaceholderPage.module.css';

export interface PlaceholderPageProps {
  heading: string;
  /** What the finished page will do, in a sentence. */
  children: ReactNode;
  /** Real content the page already shows, below the note. */
  aside?: ReactNode;
  /** Actions the page already offers, beside the heading. */
  actions?: ReactNode;
}

/** Heading and an honest "not built yet" note for a route whose page a later issue delivers. */
export function PlaceholderPage({ heading, children, aside, actions }: PlaceholderPageProps) {
  useRouteTitle();
  return (
    <div className={styles.page}>
      <PageHeader>
        <PageHeader.TitleArea>
          <PageHeader.Title as="h1">{heading}</PageHeader.Title>
        </PageHeader.TitleArea>
        {actions ? <PageHeader.Actions>{actions}</PageHeader.Actions> : null}
      </PageHeader>
      <Blankslate border>
        <Blankslate.Visual>
          <ToolsIcon size="medium" />
        </Blankslate.Visual>
        <Blankslate.Heading as="h2">This page is built in a later issue</Blankslate.Heading>
        <Blankslate.Description>{children}</Blankslate.Description>
      </Blankslate>
      {aside}
    </div>
  );
}
