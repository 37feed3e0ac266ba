export { TimelineEvent } from './TimelineEvent';
