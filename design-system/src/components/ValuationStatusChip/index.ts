export { ValuationStatusChip, type ValuationStatusChipProps } from './ValuationStatusChip';
