export {
  EMPTY_VISIT_BOOKING,
  VISIT_BOOK_BUTTON,
  VISIT_BOOKING_TITLE,
  VisitBookingScreen,
  type VisitBookingScreenProps,
  type VisitBookingValues,
} from './VisitBookingScreen';
