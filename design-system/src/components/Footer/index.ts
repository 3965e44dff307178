export {
  Footer,
  footerLinkGroups,
  socialLinks,
  CERTIFICATION_TEXT,
  type FooterProps,
  type FooterLink,
  type FooterLinkGroup,
  type SocialLink,
} from './Footer';
export { CURRENT_YEAR_ATTRIBUTE } from './currentYear';
