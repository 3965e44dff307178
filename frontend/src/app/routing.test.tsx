import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { lazyRoute } from './lazyRoute';
import { useScrollRestoration } from './useScrollRestoration';

describe('lazyRoute', () => {
  it('renders a preloaded route at once, without its loading state (as a hydrating page must)', async () => {
    const route = lazyRoute(
      async () => ({ Page: () => <h1>The page</h1> }),
      (module) => module.Page,
    );
    await route.preload();
    render(<Suspense fallback={<p>Loading...</p>}>{route.element}</Suspense>);
    // Synchronous: no promise was awaited between render and this line.
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('fetches a route not preloaded when it first renders, showing the loading state meanwhile', async () => {
    const load = jest.fn(async () => ({ Page: () => <h1>Fetched</h1> }));
    const route = lazyRoute(load, (module) => module.Page);
    render(<Suspense fallback={<p>Loading...</p>}>{route.element}</Suspense>);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Fetched' })).toBeInTheDocument();
    await route.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('scroll between the app’s pages', () => {
  let y = 0;
  beforeEach(() => {
    y = 0;
    sessionStorage.clear();
    jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
      y = top;
    }) as typeof window.scrollTo);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  });

  /** The visitor scrolls the page to `top`. */
  const scrollTo = (top: number) =>
    act(() => {
      y = top;
      window.dispatchEvent(new Event('scroll'));
    });

  let goBack: () => void;
  function Shell({ children }: { children: React.ReactNode }) {
    useScrollRestoration();
    const navigate = useNavigate();
    goBack = () => void navigate(-1);
    return children;
  }

  /** A page of the test: the shell around a link to the other page. */
  const pageWithLink = (to: string, name: string) => (
    <Shell>
      <Link to={to}>{name}</Link>
    </Shell>
  );

  function renderPages(start = 0) {
    y = start;
    return render(
      <MemoryRouter initialEntries={['/list']}>
        <Routes>
          <Route path="/list" element={pageWithLink('/item', 'An item')} />
          <Route path="/item" element={pageWithLink('/list', 'The list')} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('leaves the first page where the visitor has it, starts a new page at its top, and Back returns to where the visitor was', async () => {
    renderPages(300);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(300);

    await scrollTo(1200);
    await act(async () => screen.getByRole('link', { name: 'An item' }).click());
    expect(await screen.findByRole('link', { name: 'The list' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);

    await scrollTo(40);
    await act(async () => goBack());
    expect(await screen.findByRole('link', { name: 'An item' })).toBeInTheDocument();
    expect(window.scrollY).toBe(1200);
  });

  it('keeps the positions for the tab when the page is left (a reload returns to them)', async () => {
    renderPages();
    await scrollTo(700);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(
      Object.values(JSON.parse(sessionStorage.getItem('lv-scroll-positions') ?? '{}')),
    ).toContain(700);
  });
});
