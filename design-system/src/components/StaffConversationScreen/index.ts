export {
  StaffConversationScreen,
  CUSTOMER_TYPING,
  ASSIGN_TO_ME,
  RESOLVE,
  REOPEN,
  CUSTOMER_REQUESTS_TITLE,
  NO_REQUESTS,
  type StaffConversationScreenProps,
} from './StaffConversationScreen';
