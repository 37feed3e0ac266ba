export type LockReason = 'OFF_TOPIC' | 'TOO_HEATED' | 'RESOLVED' | 'SPAM';

/** GitHub's lock reasons: the option's text, and how the locked notice and the timeline name it. */
export const LOCK_REASONS: readonly { reason: LockReason; text: string; phrase: string }[] = [
  { reason: 'OFF_TOPIC', text: 'Off-topic', phrase: 'off-topic' },
  { reason: 'TOO_HEATED', text: 'Too heated', phrase: 'too heated' },
  { reason: 'RESOLVED', text: 'Resolved', phrase: 'resolved' },
  { reason: 'SPAM', text: 'Spam', phrase: 'spam' },
];
