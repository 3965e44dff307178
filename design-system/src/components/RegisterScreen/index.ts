export { RegisterScreen, type RegisterScreenProps } from './RegisterScreen';
