export {
  TestPaymentScreen,
  TEST_PAYMENT_TITLE,
  type TestPaymentScreenProps,
} from './TestPaymentScreen';
