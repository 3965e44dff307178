/** The titles of the site shell's pages (the marketing pages and /login): the app's routes (app/router.tsx) and the site shell use them. */
export const PAGE_TITLES = {
  home: 'Expert Valuations for Luxury Items',
  about: 'About Us',
  services: 'Our Services',
  contact: 'Contact Us',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  cookies: 'Cookie Policy',
  login: 'Sign In',
  valuation: 'Online Valuation',
  visitBook: 'Book a Home Visit',
} as const;
