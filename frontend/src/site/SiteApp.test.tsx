import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE } from '@valuation/contracts';
import { prerenderedFooter, SiteApp } from './SiteApp';
import { loadSitePage } from './sitePages';

/** The site shell (ADR 012) as the browser hydrates it: a page, then moving between pages. */
async function renderSite(path: string) {
  window.history.replaceState(null, '', path);
  const Page = await loadSitePage(path);
  return render(<SiteApp path={path} Page={Page} catalogue={CATALOGUE} />);
}

describe('site shell', () => {
  it('moves to another page of the site in the document, with the page transition and title', async () => {
    await renderSite('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Expert Valuations for Luxury Items' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'About' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Luxe Valuations' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/about');
    expect(document.title).toBe('About Us | Luxe Valuations');
    expect(document.querySelector('.page-transition')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Back: the home page again.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expert Valuations for Luxury Items' }),
    ).toBeInTheDocument();
  });

  it('"Schedule Home Visit" opens the contact form drafted, in the document', async () => {
    await renderSite('/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Schedule Home Visit' }));
    expect(await screen.findByLabelText('Subject')).toHaveValue(
      'Home Visit Valuation Service Enquiry',
    );
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toMatch(
      /£185 per hour/,
    );
    expect(window.location.pathname).toBe('/contact');
  });

  it('leaves links into the app to the browser', async () => {
    await renderSite('/about');
    const user = userEvent.setup();
    // /register is a page of the app (ADR 012): loaded by the browser, not shown in the document.
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Get Started',
    });
    let defaultPrevented: boolean | undefined;
    document.addEventListener('click', (event) => (defaultPrevented = event.defaultPrevented), {
      once: true,
    });
    await user.click(link);
    expect(defaultPrevented).toBe(false);
  });
});

describe('the kept footer', () => {
  it('shows the visitor’s current year, not the year the page was built', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-static-island="footer"><footer><p data-current-year="">© 1999 Luxe Valuations. All rights reserved.</p></footer></div>';
    const html = prerenderedFooter(root);
    expect(html).toContain(`© ${new Date().getFullYear()} Luxe Valuations. All rights reserved.`);
    expect(html).not.toContain('1999');
  });

  it('is absent from a page that was not prerendered', () => {
    expect(prerenderedFooter(document.createElement('div'))).toBeUndefined();
  });
});
