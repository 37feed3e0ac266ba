import { CheckCircleFillIcon, DotFillIcon, StopIcon, XCircleFillIcon, type Icon } from '@primer/octicons-react';
import type { CheckItem } from './checkStates';

const ICONS: Record<CheckItem['state'], { icon: Icon; color: string; label: string }> = {
  success: { icon: CheckCircleFillIcon, color: 'var(--fgColor-success)', label: 'Successful' },
  pending: { icon: DotFillIcon, color: 'var(--fgColor-attention)', label: 'Pending' },
  failure: { icon: XCircleFillIcon, color: 'var(--fgColor-danger)', label: 'Failing' },
  error: { icon: StopIcon, color: 'var(--fgColor-danger)', label: 'Errored' },
};

/** A check state's icon, named by its label. */
export function CheckStateIcon({ state }: { state: CheckItem['state'] }) {
  const visual = ICONS[state];
  const Glyph = visual.icon;
  return <Glyph fill={visual.color} aria-label={visual.label} />;
}
