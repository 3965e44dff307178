import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { HeroCarousel, HERO_INTERVAL_MS } from './HeroCarousel';
import { heroSlides } from './heroSlides';

const titles = heroSlides.map((slide) => slide.title);

function shownTitle() {
  return screen.getByRole('heading', { level: 2 }).textContent;
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const originalMatchMedia = window.matchMedia;

function preferReducedMotion() {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query.includes('prefers-reduced-motion: reduce'),
  })) as typeof window.matchMedia;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
});

describe('HeroCarousel', () => {
  it('shows the four service slides in order: watch, jewellery, handbag, art', () => {
    renderWithTheme(<HeroCarousel onGetStarted={jest.fn()} />);
    expect(heroSlides.map((slide) => slide.serviceType)).toEqual([
      'watch',
      'jewellery',
      'handbag',
      'art',
    ]);
    expect(shownTitle()).toBe('Watch Valuation');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: heroSlides[0].imageAlt })).toBeInTheDocument();
  });

  it('holds only the shown slide’s content at first, and keeps a slide’s once it has shown', () => {
    const { container } = renderWithTheme(<HeroCarousel onGetStarted={jest.fn()} />);
    const inDocument = () => [...container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(4);
    expect(inDocument()).toEqual([titles[0]]);
    // A jump by its dot shows the slide's content at once; the slide left keeps its own (fading out).
    fireEvent.click(screen.getByRole('button', { name: `Go to slide 3: ${titles[2]}` }));
    expect(shownTitle()).toBe(titles[2]);
    expect(inDocument()).toEqual([titles[0], titles[2]]);
    fireEvent.click(screen.getByRole('button', { name: `Go to slide 1: ${titles[0]}` }));
    expect(inDocument()).toEqual([titles[0], titles[2]]);
  });

  it('advances every 5 seconds and wraps around after the last slide', () => {
    renderWithTheme(<HeroCarousel onGetStarted={jest.fn()} />);
    advance(HERO_INTERVAL_MS - 1);
    expect(shownTitle()).toBe(titles[0]);
    advance(1);
    expect(shownTitle()).toBe(titles[1]);
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe(titles[2]);
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe(titles[3]);
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe(titles[0]);
  });

  it('jumps to a slide from its dot, marks that dot current and restarts the interval', () => {
    renderWithTheme(<HeroCarousel onGetStarted={jest.fn()} />);
    advance(4000);
    const dot = screen.getByRole('button', { name: 'Go to slide 3: Handbag Valuation' });
    fireEvent.click(dot);
    expect(shownTitle()).toBe('Handbag Valuation');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /Go to slide 1/ })).not.toHaveAttribute(
      'aria-current',
    );
    advance(HERO_INTERVAL_MS - 1);
    expect(shownTitle()).toBe('Handbag Valuation');
    advance(1);
    expect(shownTitle()).toBe('Art Valuation');
  });

  it('calls onGetStarted with the shown slide’s service type', () => {
    const onGetStarted = jest.fn();
    renderWithTheme(<HeroCarousel onGetStarted={onGetStarted} />);
    fireEvent.click(screen.getByRole('button', { name: /Go to slide 4/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Started Now' }));
    expect(onGetStarted).toHaveBeenCalledWith('art');
  });

  it('does not advance while the page is hidden and resumes when it is shown again', () => {
    renderWithTheme(<HeroCarousel onGetStarted={jest.fn()} />);
    setPageHidden(true);
    advance(HERO_INTERVAL_MS * 3);
    expect(shownTitle()).toBe(titles[0]);
    setPageHidden(false);
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe(titles[1]);
  });

  it('does not advance on its own when reduced motion is preferred, until Play is pressed', () => {
    preferReducedMotion();
    renderWithTheme(<HeroCarousel onGetStarted={jest.fn()} />);
    advance(HERO_INTERVAL_MS * 3);
    expect(shownTitle()).toBe(titles[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe(titles[1]);
  });

  it('stops with the pause button and announces slides politely while paused', () => {
    renderWithTheme(<HeroCarousel onGetStarted={jest.fn()} />);
    const region = screen.getByRole('region', { name: 'Our valuation services' });
    fireEvent.click(within(region).getByRole('button', { name: 'Pause slideshow' }));
    advance(HERO_INTERVAL_MS * 2);
    expect(shownTitle()).toBe(titles[0]);
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(region.querySelector('[aria-live="off"]')).not.toBeNull();
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe(titles[1]);
  });

  it('pauses while keyboard focus is on a slide’s button', () => {
    renderWithTheme(<HeroCarousel onGetStarted={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Get Started Now' });
    fireEvent.focus(button);
    advance(HERO_INTERVAL_MS * 2);
    expect(shownTitle()).toBe(titles[0]);
    fireEvent.blur(button);
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe(titles[1]);
  });

  it('loads only the shown slide’s image, eagerly with high priority; the next one shortly before it shows', () => {
    const { container } = renderWithTheme(<HeroCarousel onGetStarted={jest.fn()} />);
    let images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', '900');
    expect(container.querySelectorAll('source[type="image/avif"]')).toHaveLength(1);

    advance(HERO_INTERVAL_MS - 2000);
    images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    expect(images[1]).toHaveAttribute('alt', heroSlides[1].imageAlt);
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).not.toHaveAttribute('fetchpriority', 'high');

    // A dot shows its slide, image included, at once.
    fireEvent.click(screen.getByRole('button', { name: `Go to slide 4: ${titles[3]}` }));
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('renders the page heading when given', () => {
    renderWithTheme(
      <HeroCarousel onGetStarted={jest.fn()} heading="Expert Valuations for Luxury Items" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Expert Valuations for Luxury Items',
    );
  });
});
