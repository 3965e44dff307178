export { HomeScreen, HOME_HEADING, reasons, type HomeScreenProps } from './HomeScreen';
export { HOME_VISIT_SUBJECT, homeVisitEnquiryMessage } from './homeVisitEnquiry';
