// The module `LazySelectPanel` loads on first use: Primer's SelectPanel and what only it needs (the
// filtered, virtualised list), kept out of the pages' first load.
export { SelectPanel } from '@primer/react';
