export { PrivacyScreen, PRIVACY_TITLE } from './PrivacyScreen';
export { CookiesScreen, COOKIES_TITLE } from './CookiesScreen';
