import type { ComponentPropsWithoutRef } from 'react';
import classes from './RepositoryPage.module.css';

/** The container every repository page renders in (see RepositoryPage.module.css). */
export function RepositoryPage({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div {...rest} className={className ? `${classes.page} ${className}` : classes.page} />;
}
