import { createContext } from 'react';
import type { CommentForm_issue$key } from '../../../__generated__/CommentForm_issue.graphql';

/**
 * The issue whose conversation ends with the comment form. The timeline hands the form the issue's
 * id only; `IssueView` provides the rest (state, lock, rights) through this context.
 */
export const CommentFormIssueContext = createContext<CommentForm_issue$key | null>(null);
