// The module `LazyDialog` loads on first use: Primer's Dialog, kept out of the pages' first load.
export { Dialog } from '@primer/react/experimental';
