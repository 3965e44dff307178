export { VisitSlotPicker, type VisitSlotPickerProps } from './VisitSlotPicker';
export {
  formatPounds,
  formatVisitClock,
  formatVisitDay,
  formatVisitTime,
  londonDate,
  nextDays,
} from './visitTime';
