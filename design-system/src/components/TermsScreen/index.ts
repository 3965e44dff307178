export { TermsScreen, formatTermsDate, type TermsScreenProps } from './TermsScreen';
