export {
  BiometricPanel,
  BIOMETRIC_WORDING,
  type BiometricKind,
  type BiometricPanelProps,
} from './BiometricPanel';
