export { lazyUntilOpen } from './lazyUntilOpen';
export { LazyDialog } from './LazyDialog';
export { LazyMenu } from './LazyMenu';
export { LazyPopover } from './LazyPopover';
