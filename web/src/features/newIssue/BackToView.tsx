import { ArrowLeftIcon } from '@primer/octicons-react';
import { Link } from '@primer/react';
import { Link as RouterLink, useLocation } from 'react-router';

/** The view a person started a new issue from (spec 000 issue 6: the back button is named after it). */
export interface BackTo {
  name: string;
  href: string;
}

/** The address state that carries the view through the picker, the chooser and the form. */
export interface NewIssueLocationState {
  backTo?: BackTo;
}

/** The view in an address state, when it is one (a name and a path of this site); null otherwise. */
export function readBackTo(state: unknown): BackTo | null {
  if (typeof state !== 'object' || state === null || !('backTo' in state)) return null;
  const backTo = (state as { backTo: unknown }).backTo;
  if (typeof backTo !== 'object' || backTo === null) return null;
  const { name, href } = backTo as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || typeof href !== 'string') return null;
  // Only paths of this site: never another origin or a scheme.
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('\\')) return null;
  return { name: name.trim(), href };
}

/** The view's back link, or the `fallback` (or nothing) when the address carries none. */
export function BackToView({ fallback }: { fallback?: BackTo }) {
  const location = useLocation();
  const backTo = readBackTo(location.state) ?? fallback ?? null;
  if (!backTo) return null;
  return (
    <Link as={RouterLink} to={backTo.href} muted>
      <ArrowLeftIcon aria-hidden="true" /> {backTo.name}
    </Link>
  );
}
