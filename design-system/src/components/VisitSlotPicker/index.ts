export { VisitSlotPicker, type VisitSlotPickerProps } from './VisitSlotPicker';
export {
  formatVisitClock,
  formatVisitDay,
  formatVisitTime,
  londonDate,
  nextDays,
} from './visitTime';
