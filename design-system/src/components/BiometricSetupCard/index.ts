export {
  BiometricSetupCard,
  SETUP_BUTTON_LABEL,
  SETUP_BUSY_LABEL,
  SIGNED_OUT_BUTTON_LABEL,
  SIGNED_OUT_TEXT,
  UNSUPPORTED_TEXT,
  CHECKING_LABEL,
  type BiometricSupport,
  type BiometricSetupCardProps,
} from './BiometricSetupCard';
