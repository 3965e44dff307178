export { cancelCost, VisitScreen, type VisitScreenProps } from './VisitScreen';
export { VisitStatusChip } from './VisitStatusChip';
