export * from './CompleteValuationDialog';
export { LazyCompleteValuationDialog } from './LazyCompleteValuationDialog';
