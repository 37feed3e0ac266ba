export { LabelSearch, type LabelSearchProps } from './LabelSearch';
