export * from './CompleteValuationDialog';
