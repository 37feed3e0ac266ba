export { MilestoneList, type MilestoneListMutations, type MilestoneListProps } from './MilestoneList';
