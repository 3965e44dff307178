export {
  LoginScreen,
  USE_BIOMETRIC_LOGIN,
  type LoginScreenProps,
  type LoginScreenBiometric,
} from './LoginScreen';
