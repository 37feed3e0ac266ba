export { MilestoneSortMenu, type MilestoneSortMenuProps } from './MilestoneSortMenu';
