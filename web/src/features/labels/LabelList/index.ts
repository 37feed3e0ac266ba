export { LabelList, type LabelListProps } from './LabelList';
export { LabelListSkeleton } from './LabelListSkeleton';
