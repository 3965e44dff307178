export * from './ValuationQueueScreen';
