import { data, type LoaderFunctionArgs } from 'react-router';
import { parseRouteNumber } from './parseRouteNumber';

/**
 * A route loader that answers 404 when the named segment is not a positive integer, before the page's
 * code is even fetched: `/o/r/issues/abc` is no issue at all.
 */
export function requireNumberParam(name: string) {
  return ({ params }: LoaderFunctionArgs) => {
    if (parseRouteNumber(params[name]) < 1) throw data('Not Found', { status: 404 });
    return null;
  };
}
