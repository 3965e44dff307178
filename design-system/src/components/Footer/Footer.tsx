import { ROUTES } from '@valuation/contracts';
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import X from '@mui/icons-material/X';
import { BRAND_NAME } from '../Navbar';
import { CURRENT_YEAR_ATTRIBUTE } from './currentYear';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

/**
 * The three link groups of docs/product.md §2. The Company links are routes; the legal ones go to
 * their pages (/privacy, /terms, /cookies); the Resources links are in-page anchors, as specified.
 */
export const footerLinkGroups: readonly FooterLinkGroup[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', href: ROUTES.about },
      { label: 'Services', href: ROUTES.services },
      { label: 'Contact', href: ROUTES.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: ROUTES.privacy },
      { label: 'Terms of Service', href: ROUTES.terms },
      { label: 'Cookie Policy', href: ROUTES.cookies },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: '#blog' },
      { label: 'FAQ', href: '#faq' },
      { label: 'Support', href: '#support' },
    ],
  },
];

export interface SocialLink {
  label: string;
  href: string;
  icon: ReactElement;
}

export const socialLinks: readonly SocialLink[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: <Instagram /> },
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <Facebook /> },
  { label: 'X', href: 'https://x.com/', icon: <X /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedIn /> },
];

export const CERTIFICATION_TEXT =
  'Our valuers hold the gemmologist certification from a gem grading institute.';

export interface FooterProps {
  /** The year of the copyright line; the current year by default. */
  year?: number;
}

/** The site footer: link groups, social links, the certification line and the copyright. */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography
              component="p"
              sx={{
                fontFamily: (theme) => theme.typography.h1.fontFamily,
                fontSize: '1.35rem',
                fontWeight: 600,
                mb: 1,
              }}
            >
              {BRAND_NAME}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 360 }}>
              Expert valuations for jewellery, watches, designer handbags and art. London, United
              Kingdom.
            </Typography>
            <Box
              component="ul"
              aria-label="Social media"
              sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, ml: -1 }}
            >
              {socialLinks.map((social) => (
                <li key={social.label}>
                  <IconButton
                    component="a"
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    color="inherit"
                  >
                    {social.icon}
                  </IconButton>
                </li>
              ))}
            </Box>
          </Box>
          {footerLinkGroups.map((group) => (
            <Box component="nav" key={group.title} aria-label={group.title}>
              <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5, fontWeight: 600 }}>
                {group.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link href={link.href} color="text.secondary" variant="body2">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 4 }} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 2,
            justifyContent: 'space-between',
            alignItems: { xs: 'flex-start', md: 'center' },
          }}
        >
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <WorkspacePremiumOutlined fontSize="small" sx={{ color: 'primary.main' }} />
            <span>
              {CERTIFICATION_TEXT} <Link href={ROUTES.about}>Learn about our certifications</Link>
            </span>
          </Typography>
          <Typography variant="body2" color="text.secondary" {...{ [CURRENT_YEAR_ATTRIBUTE]: '' }}>
            © {year} {BRAND_NAME}. All rights reserved.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
