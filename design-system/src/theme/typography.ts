import type { TypographyVariantsOptions } from '@mui/material/styles';
import { fontFamilies } from './tokens';

const heading = { fontFamily: fontFamilies.heading, fontWeight: 600, letterSpacing: '-0.01em' };

/** Playfair Display for headings, Inter for body text (both bundled through @fontsource). */
export const typography: TypographyVariantsOptions = {
  fontFamily: fontFamilies.body,
  h1: { ...heading, fontSize: '2.5rem', lineHeight: 1.15 },
  h2: { ...heading, fontSize: '2rem', lineHeight: 1.2 },
  h3: { ...heading, fontSize: '1.6rem', lineHeight: 1.25 },
  h4: { ...heading, fontSize: '1.35rem', lineHeight: 1.3 },
  h5: { ...heading, fontSize: '1.15rem', lineHeight: 1.35 },
  h6: { ...heading, fontSize: '1rem', lineHeight: 1.4 },
  subtitle1: { fontSize: '1.05rem', lineHeight: 1.6 },
  body1: { fontSize: '1rem', lineHeight: 1.6 },
  body2: { fontSize: '0.925rem', lineHeight: 1.55 },
  button: { fontWeight: 600, letterSpacing: '0.04em', textTransform: 'none' },
  overline: { letterSpacing: '0.18em', fontWeight: 600 },
};
