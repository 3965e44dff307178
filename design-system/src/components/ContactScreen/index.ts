export {
  ContactScreen,
  CONTACT_SENT_NOTICE_MS,
  CONTACT_SENT_MESSAGE,
  CONTACT_FAILED_MESSAGE,
  contactDetails,
  businessHours,
  type ContactFormValues,
  type ContactScreenProps,
} from './ContactScreen';
