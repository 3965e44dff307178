/**
 * The one palette of the product: the "night" (deep navy / ink) and "gold" (warm gold accent)
 * scales plus the few supporting hues. The design system's theme (design-system/src/theme), the
 * mails (backend mail templates) and the certificate PDF (backend certificate renderer) all read
 * these objects, so a colour is changed here once and nowhere else.
 */
export const night = {
  50: '#F4F5F8',
  100: '#E4E7EE',
  200: '#C8CEDB',
  300: '#A3ACC0',
  400: '#7C879F',
  500: '#56627C',
  600: '#3A4560',
  700: '#262F47',
  800: '#182036',
  850: '#121A2D',
  900: '#0D1424',
  950: '#080D19',
} as const;

export const gold = {
  50: '#FBF7EC',
  100: '#F5EBCF',
  200: '#EDDCA8',
  300: '#E3C97D',
  400: '#D6B25A',
  500: '#C49A3A',
  600: '#A67F26',
  700: '#7E601A',
  800: '#5A4413',
  900: '#3B2C0C',
} as const;

/** Warm paper tones for the light scheme. */
export const ivory = {
  50: '#FFFEFB',
  100: '#FAF7F0',
  200: '#F1ECE0',
  300: '#E4DDCC',
} as const;

/** Status hues, each with a shade readable on light and one readable on dark surfaces. */
export const status = {
  errorLight: '#B3261E',
  errorDark: '#F2A19B',
  warningLight: '#8A5300',
  warningDark: '#F5C46B',
  successLight: '#1E6B3A',
  successDark: '#8FD6A6',
  infoLight: '#1F5A96',
  infoDark: '#9CC4F0',
} as const;

export const pure = {
  white: '#FFFFFF',
  black: '#000000',
} as const;
