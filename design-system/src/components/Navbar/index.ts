export { Navbar, BRAND_NAME, USER_FALLBACK_NAME, mainLinks, type NavbarProps } from './Navbar';
