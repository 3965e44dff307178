import type { TypographyStyle, TypographyVariantsOptions } from '@mui/material/styles';
import { fontFamilies } from './tokens';

const heading = { fontFamily: fontFamilies.heading, fontWeight: 600, letterSpacing: '-0.01em' };
/** The theme's `sm` (600px) and `md` (900px) breakpoints: headings grow from there. */
const tablet = '@media (min-width:600px)';
const desktop = '@media (min-width:900px)';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    /** The hero carousel's slide titles: the largest type of the product. */
    display: TypographyStyle;
    /** Large figures (About's "25+", "10,000+"): heading face, accent-sized. */
    figure: TypographyStyle;
  }
  interface TypographyVariantsOptions {
    display?: TypographyStyle;
    figure?: TypographyStyle;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    display: true;
    figure: true;
  }
}

/**
 * Playfair Display for headings, Inter for body text (both bundled through @fontsource).
 * Headings pick their look by variant and their level by `component`
 * (`<Typography component="h2" variant="h4">` for a card title); no font sizes in `sx`.
 * - h1: page titles; h2: page sections; h3: large cards and long-form sections;
 * - h4: card and dialog-section titles; h5: feature cards; h6: small sub-headings.
 */
export const typography: TypographyVariantsOptions = {
  fontFamily: fontFamilies.body,
  display: {
    ...heading,
    fontSize: '2.1rem',
    lineHeight: 1.1,
    [tablet]: { fontSize: '2.6rem' },
    [desktop]: { fontSize: '3.4rem' },
  },
  figure: { ...heading, fontSize: '2.2rem', lineHeight: 1.2, [desktop]: { fontSize: '2.8rem' } },
  h1: { ...heading, fontSize: '2.2rem', lineHeight: 1.15, [desktop]: { fontSize: '3rem' } },
  h2: { ...heading, fontSize: '1.75rem', lineHeight: 1.2, [desktop]: { fontSize: '2.25rem' } },
  h3: { ...heading, fontSize: '1.5rem', lineHeight: 1.25 },
  h4: { ...heading, fontSize: '1.4rem', lineHeight: 1.3 },
  h5: { ...heading, fontSize: '1.3rem', lineHeight: 1.35 },
  h6: { ...heading, fontSize: '1.05rem', lineHeight: 1.4 },
  subtitle1: { fontSize: '1.05rem', lineHeight: 1.6 },
  body1: { fontSize: '1rem', lineHeight: 1.6 },
  body2: { fontSize: '0.925rem', lineHeight: 1.55 },
  button: { fontWeight: 600, letterSpacing: '0.04em', textTransform: 'none' },
  overline: { letterSpacing: '0.18em', fontWeight: 600 },
};
