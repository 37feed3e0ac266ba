export { CommentCard } from './CommentCard';
export type { CommentCardProps } from './CommentCard';
