import { render, screen } from '@testing-library/react';
import { StaticPart, StaticPartsProvider, staticPartsMarkup } from './StaticPart';

function Counted({ onRender }: { onRender: () => void }) {
  onRender();
  return <p>Rendered by its component</p>;
}

describe('StaticPart', () => {
  it('is its children, unwrapped, outside the site shell', () => {
    const { container } = render(
      <StaticPart name="why">
        <p>Why choose us</p>
      </StaticPart>,
    );
    expect(container.innerHTML).toBe('<p>Why choose us</p>');
  });

  it('marks its children with its name in a box-less wrapper when there is no markup to keep', () => {
    const { container } = render(
      <StaticPartsProvider value={new Map()}>
        <StaticPart name="why">
          <p>Why choose us</p>
        </StaticPart>
      </StaticPartsProvider>,
    );
    const part = container.querySelector('[data-static-island="why"]');
    expect(part).toHaveStyle({ display: 'contents' });
    expect(part?.innerHTML).toBe('<p>Why choose us</p>');
  });

  it('keeps the prerendered markup of its name instead of rendering its components', () => {
    const onRender = jest.fn();
    render(
      <StaticPartsProvider value={new Map([['why', '<p>As the server sent it</p>']])}>
        <StaticPart name="why">
          <Counted onRender={onRender} />
        </StaticPart>
        <StaticPart name="other">
          <p>Rendered here</p>
        </StaticPart>
      </StaticPartsProvider>,
    );
    expect(screen.getByText('As the server sent it')).toBeInTheDocument();
    expect(screen.queryByText('Rendered by its component')).not.toBeInTheDocument();
    expect(onRender).not.toHaveBeenCalled();
    expect(screen.getByText('Rendered here')).toBeInTheDocument();
  });

  it('reads the markup of every part of a page', () => {
    const page = document.createElement('div');
    page.innerHTML =
      '<main><div data-static-island="a" style="display: contents"><p>One</p></div>' +
      '<section><div data-static-island="b"><h2>Two</h2></div></section></main>';
    expect([...staticPartsMarkup(page)]).toEqual([
      ['a', '<p>One</p>'],
      ['b', '<h2>Two</h2>'],
    ]);
  });
});
