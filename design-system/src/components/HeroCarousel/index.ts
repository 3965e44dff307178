export { HeroCarousel, HERO_INTERVAL_MS, type HeroCarouselProps } from './HeroCarousel';
export { heroSlides, type HeroSlide } from './heroSlides';
