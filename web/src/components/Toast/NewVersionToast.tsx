import { useEffect } from 'react';
import { onNewVersion } from '../../lib/appVersion';
import { useToast } from './Toast';

export const NEW_VERSION_MESSAGE = 'A new version of the product is available. Please refresh the page.';

/** Shows the persisted "new version" toast when `lib/appVersion` detects one (once per page load). Renders nothing. */
export function NewVersionToast() {
  const { addToast } = useToast();
  useEffect(() => onNewVersion(() => void addToast({ type: 'info', message: NEW_VERSION_MESSAGE, persisted: true })), [addToast]);
  return null;
}
