export {
  Navbar,
  BRAND_NAME,
  USER_FALLBACK_NAME,
  STAFF_CONSOLE_LINK,
  mainLinks,
  type NavbarProps,
} from './Navbar';
