export { VisitSlotPicker, type VisitSlotPickerProps } from './VisitSlotPicker';
export { DayGrid, type DayGridProps } from './DayGrid';
export {
  formatVisitClock,
  formatVisitDay,
  formatVisitTime,
  londonDate,
  nextDays,
} from './visitTime';
