import { LinkExternalIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './TemplateChooser.module.css';

export interface TemplateChooserRowProps {
  name: string;
  about: string;
  /** An in-app path ('Get started') or, with `external`, a contact link's URL ('Open'). */
  href: string;
  external?: boolean;
}

/** One choice of the chooser: its name and purpose, and the button that starts from it. */
export function TemplateChooserRow({ name, about, href, external = false }: TemplateChooserRowProps) {
  const nameId = useId();
  // The view a person started from (the dashboard's back button) goes on to the form.
  const { state } = useLocation();
  return (
    <li className={classes.row}>
      <div className={classes.rowMain}>
        <h2 className={classes.rowName} id={nameId}>
          {name}
        </h2>
        {about ? <p className={classes.rowAbout}>{about}</p> : null}
      </div>
      {external ? (
        <Button as="a" href={href} target="_blank" rel="noopener noreferrer" trailingVisual={LinkExternalIcon} aria-describedby={nameId}>
          Open
        </Button>
      ) : (
        <Button as={Link} to={href} state={state as unknown} variant="primary" aria-describedby={nameId}>
          Get started
        </Button>
      )}
    </li>
  );
}
