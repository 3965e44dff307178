import { artwork, type ResponsiveImage } from '../../assets';
import type { ServiceType } from '@valuation/contracts';

/** A slide of the home page's hero carousel (docs/product.md §3). */
export interface HeroSlide {
  title: string;
  description: string;
  image: ResponsiveImage;
  /** Describes the image for screen readers. */
  imageAlt: string;
  serviceType: ServiceType;
}

/** The four service slides, in the order of docs/product.md §2: watch, jewellery, handbag, art. */
export const heroSlides: HeroSlide[] = [
  {
    title: 'Watch Valuation',
    description:
      'Expert appraisals of luxury timepieces, from Rolex and Patek Philippe to A. Lange & Söhne, for insurance, probate or sale.',
    image: artwork.heroWatch,
    imageAlt: 'A gold dress watch with a midnight-blue dial',
    serviceType: 'watch',
  },
  {
    title: 'Jewellery Valuation',
    description:
      'Diamonds, gemstones, pearls and fine jewellery valued by certified valuers, with results in as little as 24 hours.',
    image: artwork.heroJewellery,
    imageAlt: 'A diamond solitaire ring beside a strand of pearls',
    serviceType: 'jewellery',
  },
  {
    title: 'Handbag Valuation',
    description:
      'Accurate market values for Hermès, Chanel, Louis Vuitton and other designer handbags.',
    image: artwork.heroHandbag,
    imageAlt: 'A structured top-handle handbag with gold hardware',
    serviceType: 'handbag',
  },
  {
    title: 'Art Valuation',
    description:
      'Paintings, prints and collectibles appraised by specialists trusted by insurers and auction houses.',
    image: artwork.heroArt,
    imageAlt: 'A gilded frame holding a moonlit painting, lit on a gallery wall',
    serviceType: 'art',
  },
];
