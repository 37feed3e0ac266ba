import { createContext, useContext } from 'react';

/** What the comments of a conversation share: their issue and its repository. */
export interface Conversation {
  /** The issue's id, whose comment count a deleted comment takes one from; null outside a conversation. */
  issueId: string | null;
  /** `owner/repo`, for the editor's preview of a comment. */
  repository: string;
}

/**
 * The conversation the comment cards are in (IssueTimeline provides it): comments read it rather
 * than each asking for its issue and repository.
 */
export const ConversationContext = createContext<Conversation>({ issueId: null, repository: '' });

export function useConversation(): Conversation {
  return useContext(ConversationContext);
}
