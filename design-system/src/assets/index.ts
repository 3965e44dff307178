/**
 * The product's artwork as responsive image sets. The sources are hand-drawn SVGs in ./art; the
 * AVIF and WebP files in ./images are rendered from them by `node scripts/generate-images.mjs`.
 * Importing them as modules lets Vite fingerprint the files (long-cacheable URLs).
 */
import heroWatch640Avif from './images/hero-watch-640.avif';
import heroWatch640Webp from './images/hero-watch-640.webp';
import heroWatch1024Avif from './images/hero-watch-1024.avif';
import heroWatch1024Webp from './images/hero-watch-1024.webp';
import heroWatch1600Avif from './images/hero-watch-1600.avif';
import heroWatch1600Webp from './images/hero-watch-1600.webp';
import heroJewellery640Avif from './images/hero-jewellery-640.avif';
import heroJewellery640Webp from './images/hero-jewellery-640.webp';
import heroJewellery1024Avif from './images/hero-jewellery-1024.avif';
import heroJewellery1024Webp from './images/hero-jewellery-1024.webp';
import heroJewellery1600Avif from './images/hero-jewellery-1600.avif';
import heroJewellery1600Webp from './images/hero-jewellery-1600.webp';
import heroHandbag640Avif from './images/hero-handbag-640.avif';
import heroHandbag640Webp from './images/hero-handbag-640.webp';
import heroHandbag1024Avif from './images/hero-handbag-1024.avif';
import heroHandbag1024Webp from './images/hero-handbag-1024.webp';
import heroHandbag1600Avif from './images/hero-handbag-1600.avif';
import heroHandbag1600Webp from './images/hero-handbag-1600.webp';
import heroArt640Avif from './images/hero-art-640.avif';
import heroArt640Webp from './images/hero-art-640.webp';
import heroArt1024Avif from './images/hero-art-1024.avif';
import heroArt1024Webp from './images/hero-art-1024.webp';
import heroArt1600Avif from './images/hero-art-1600.avif';
import heroArt1600Webp from './images/hero-art-1600.webp';
import aboutAtelier640Avif from './images/about-atelier-640.avif';
import aboutAtelier640Webp from './images/about-atelier-640.webp';
import aboutAtelier1024Avif from './images/about-atelier-1024.avif';
import aboutAtelier1024Webp from './images/about-atelier-1024.webp';

/** One picture in two modern formats at several widths, with its intrinsic size. */
export interface ResponsiveImage {
  /** `srcset` of the AVIF source ("url 640w, url 1024w, …"). */
  avifSrcSet: string;
  /** `srcset` of the WebP source. */
  webpSrcSet: string;
  /** The fallback `src` (a mid-size WebP). */
  src: string;
  /** Intrinsic width and height of the largest rendition (reserves the box: no layout shift). */
  width: number;
  height: number;
}

function imageSet(
  sizes: { width: number; avif: string; webp: string }[],
  height: (width: number) => number,
): ResponsiveImage {
  const largest = sizes[sizes.length - 1];
  const fallback = sizes[Math.min(1, sizes.length - 1)];
  return {
    avifSrcSet: sizes.map((size) => `${size.avif} ${size.width}w`).join(', '),
    webpSrcSet: sizes.map((size) => `${size.webp} ${size.width}w`).join(', '),
    src: fallback.webp,
    width: largest.width,
    height: height(largest.width),
  };
}

const sixteenByNine = (width: number) => Math.round((width * 9) / 16);
const fourByThree = (width: number) => Math.round((width * 3) / 4);

export const artwork = {
  heroWatch: imageSet(
    [
      { width: 640, avif: heroWatch640Avif, webp: heroWatch640Webp },
      { width: 1024, avif: heroWatch1024Avif, webp: heroWatch1024Webp },
      { width: 1600, avif: heroWatch1600Avif, webp: heroWatch1600Webp },
    ],
    sixteenByNine,
  ),
  heroJewellery: imageSet(
    [
      { width: 640, avif: heroJewellery640Avif, webp: heroJewellery640Webp },
      { width: 1024, avif: heroJewellery1024Avif, webp: heroJewellery1024Webp },
      { width: 1600, avif: heroJewellery1600Avif, webp: heroJewellery1600Webp },
    ],
    sixteenByNine,
  ),
  heroHandbag: imageSet(
    [
      { width: 640, avif: heroHandbag640Avif, webp: heroHandbag640Webp },
      { width: 1024, avif: heroHandbag1024Avif, webp: heroHandbag1024Webp },
      { width: 1600, avif: heroHandbag1600Avif, webp: heroHandbag1600Webp },
    ],
    sixteenByNine,
  ),
  heroArt: imageSet(
    [
      { width: 640, avif: heroArt640Avif, webp: heroArt640Webp },
      { width: 1024, avif: heroArt1024Avif, webp: heroArt1024Webp },
      { width: 1600, avif: heroArt1600Avif, webp: heroArt1600Webp },
    ],
    sixteenByNine,
  ),
  aboutAtelier: imageSet(
    [
      { width: 640, avif: aboutAtelier640Avif, webp: aboutAtelier640Webp },
      { width: 1024, avif: aboutAtelier1024Avif, webp: aboutAtelier1024Webp },
    ],
    fourByThree,
  ),
} satisfies Record<string, ResponsiveImage>;
