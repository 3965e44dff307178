/**
 * The design system's tokens. The colours are the product's one palette, kept in contracts so that
 * the mails and the certificate PDF read the same objects (contracts/src/palette.ts); every colour
 * of the design system comes from there through this file. Radii and font stacks are the design
 * system's own.
 */
export { gold, ivory, night, pure, status } from '@valuation/contracts';

export const radius = {
  sm: 6,
  md: 10,
  lg: 16,
} as const;

export const fontFamilies = {
  heading: '"Playfair Display", "Playfair Display Fallback", Georgia, "Times New Roman", serif',
  body: '"Inter Variable", "Inter Fallback", "Helvetica Neue", Arial, sans-serif',
} as const;
