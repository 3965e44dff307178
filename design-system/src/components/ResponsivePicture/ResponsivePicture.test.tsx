import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import type { ResponsiveImage } from '../../assets';
import { ResponsivePicture } from './ResponsivePicture';

const image: ResponsiveImage = {
  avifSrcSet: '/a-640.avif 640w, /a-1600.avif 1600w',
  webpSrcSet: '/a-640.webp 640w, /a-1600.webp 1600w',
  src: '/a-640.webp',
  width: 1600,
  height: 900,
};

describe('ResponsivePicture', () => {
  it('offers AVIF then WebP sources with the sizes, and reserves the box with width and height', () => {
    const { container } = renderWithTheme(
      <ResponsivePicture image={image} alt="A gold watch" sizes="100vw" />,
    );
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', image.avifSrcSet);
    expect(sources[1]).toHaveAttribute('srcset', image.webpSrcSet);
    expect(sources[0]).toHaveAttribute('sizes', '100vw');
    const img = screen.getByRole('img', { name: 'A gold watch' });
    expect(img).toHaveAttribute('src', '/a-640.webp');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('loads a priority picture eagerly with high fetch priority', () => {
    renderWithTheme(<ResponsivePicture image={image} alt="Hero" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
