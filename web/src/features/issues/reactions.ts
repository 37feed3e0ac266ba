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

/** A GraphQL ReactionContent (`THUMBS_UP` …). */
export type ReactionContentName = (typeof REACTION_SORTS)[ReactionEmoji];

/** The eight reactions in GitHub's order (👍 👎 😄 🎉 😕 ❤️ 🚀 👀), for pickers and reaction bars. */
export const REACTIONS: readonly { content: ReactionContentName; emoji: string; label: string }[] = (
  Object.keys(REACTION_SORTS) as ReactionEmoji[]
).map((name) => ({ content: REACTION_SORTS[name], emoji: REACTION_EMOJI[name], label: REACTION_LABELS[name] }));

const BY_CONTENT = new Map<string, { emoji: string; label: string }>(REACTIONS.map((reaction) => [reaction.content, reaction]));

/** Emoji and label of a GraphQL ReactionContent (`THUMBS_UP` …), or undefined for an unknown one. */
export function reactionOf(content: string): { emoji: string; label: string } | undefined {
  return BY_CONTENT.get(content);
}
