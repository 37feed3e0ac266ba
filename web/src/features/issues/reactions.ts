import { REACTION_LABELS, REACTION_SORTS, type ReactionEmoji } from '@issues/search-query';

/** The emoji shown for each reaction, by its name in `sort:reactions-NAME`. */
export const REACTION_EMOJI: Record<ReactionEmoji, string> = {
  '+1': '👍',
  '-1': '👎',
  smile: '😄',
  tada: '🎉',
  thinking_face: '😕',
  heart: '❤️',
  rocket: '🚀',
  eyes: '👀',
};

const BY_CONTENT = new Map(
  (Object.keys(REACTION_SORTS) as ReactionEmoji[]).map((name) => [
    REACTION_SORTS[name],
    { emoji: REACTION_EMOJI[name], label: REACTION_LABELS[name] },
  ]),
);

/** Emoji and label of a GraphQL ReactionContent (`THUMBS_UP` …), or undefined for an unknown one. */
export function reactionOf(content: string): { emoji: string; label: string } | undefined {
  return BY_CONTENT.get(content as (typeof REACTION_SORTS)[ReactionEmoji]);
}
