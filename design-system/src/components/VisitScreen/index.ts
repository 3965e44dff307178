export {
  cancelCost,
  VISIT_CALENDAR_TEXTS,
  VisitScreen,
  type VisitScreenProps,
} from './VisitScreen';
export { VisitStatusChip } from './VisitStatusChip';
