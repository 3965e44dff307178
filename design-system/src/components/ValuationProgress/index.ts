export { ValuationProgress, type ValuationProgressProps } from './ValuationProgress';
