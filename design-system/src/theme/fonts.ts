// Bundled fonts (no CDN): Playfair Display for headings, Inter for body text.
// Inter is the variable face (issue 12): one 48 KB file holds every weight the pages use
// (400-700), where the static faces were 24 KB a weight and the first screen alone needs three.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/playfair-display/500.css';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import './fallbackFonts.css';
