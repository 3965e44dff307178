import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CATALOGUE } from '@valuation/contracts';
import { server } from '../../test/server';
import { contactHandlers, type SentContactMessage } from '../../test/marketingHandlers';
import { SiteApp } from '../SiteApp';
import { loadSitePage } from '../sitePages';

/**
 * The public pages as the site shell shows them (ADR 012; the one container of each, ADR 019):
 * the catalogue embedded in the page, moves between the site's pages in the document.
 */
async function renderSite(path: string, navigationState?: unknown) {
  window.history.replaceState(null, '', path);
  const Page = await loadSitePage(path);
  return render(
    <SiteApp path={path} Page={Page} catalogue={CATALOGUE} navigationState={navigationState} />,
  );
}

/** The first render of a lazy route compiles its chunk: allow it more than the default second. */
const loaded = { timeout: 10_000 };

function fillContactForm() {
  const values: Record<string, string> = {
    Name: 'Amelia Hart',
    Email: 'amelia.hart@example.co.uk',
    Subject: 'Ring valuation',
    Message: 'Please value my engagement ring.',
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  }
}

describe('HomePage', () => {
  it('Get Started Now opens /valuation with the slide’s service chosen (handed over in navigation state, then cleared)', async () => {
    await renderSite('/');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Go to slide 3: Handbag Valuation' }, loaded),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get Started Now' }));
    await waitFor(() => expect(window.location.pathname).toBe('/valuation'));
    // docs/product.md §2.8: the service in the navigation state is applied once, then cleared.
    const handbag = await screen.findByRole(
      'radio',
      { name: /Professional handbag valuation service/ },
      loaded,
    );
    await waitFor(() => expect(handbag).toHaveAttribute('aria-checked', 'true'));
    // docs/product.md §2.8: applied once, then cleared from the history entry.
    await waitFor(() => expect(JSON.stringify(window.history.state)).not.toContain('serviceType'));
    await waitFor(() => expect(document.title).toBe('Online Valuation | Luxe Valuations'));
  });

  it('Start Online Valuation links to /valuation', async () => {
    await renderSite('/');
    expect(
      await screen.findByRole('link', { name: 'Start Online Valuation' }, loaded),
    ).toHaveAttribute('href', '/valuation');
  });
});

describe('ServicesPage', () => {
  it('shows the catalogue’s prices and hands the chosen service to /valuation', async () => {
    await renderSite('/services');
    const art = await screen.findByRole('article', { name: 'Art Valuation' }, loaded);
    expect(art).toHaveTextContent('£155');
    expect(art).toHaveTextContent('4-7 business days');
    fireEvent.click(within(art).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(window.location.pathname).toBe('/valuation'));
    const artService = await screen.findByRole(
      'radio',
      { name: /Professional art valuation service/ },
      loaded,
    );
    await waitFor(() => expect(artService).toHaveAttribute('aria-checked', 'true'));
    // docs/product.md §2.8: applied once, then cleared from the history entry.
    await waitFor(() => expect(JSON.stringify(window.history.state)).not.toContain('serviceType'));
  });
});

describe('ContactPage', () => {
  it('sends the message and says "Message sent successfully!"', async () => {
    const sent: SentContactMessage[] = [];
    server.use(contactHandlers.success(sent));
    await renderSite('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, loaded);
    fillContactForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent successfully!', {}, loaded)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Amelia Hart',
        email: 'amelia.hart@example.co.uk',
        subject: 'Ring valuation',
        message: 'Please value my engagement ring.',
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('shows the server’s error and keeps what was typed', async () => {
    server.use(contactHandlers.failure());
    await renderSite('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, loaded);
    fillContactForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages sent. Please try again later.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Please value my engagement ring.',
    );
  });

  it('falls back to a sentence of its own when the server gives none', async () => {
    server.use(contactHandlers.failure(502, ''));
    await renderSite('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, loaded);
    fillContactForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
  });

  it('reads a pre-filled subject and message from navigation state', async () => {
    await renderSite('/contact', { subject: 'Watch strap', message: 'Hello' });
    expect(await screen.findByRole('textbox', { name: 'Subject' }, loaded)).toHaveValue(
      'Watch strap',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });
});

describe('TermsPage and AboutPage', () => {
  it('renders the terms with today’s en-GB date and a robots noindex meta', async () => {
    await renderSite('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }, loaded);
    const today = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent(`Last updated: ${today}`);
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(await screen.findByText(/£185 per hour/)).toBeInTheDocument();
  });

  it('drops the noindex meta when leaving /terms', async () => {
    await renderSite('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }, loaded);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: 'About' }));
      await Promise.resolve();
    });
    await screen.findByRole('heading', { level: 1, name: 'About Luxe Valuations' }, loaded);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.title).toBe('About Us | Luxe Valuations');
  });
});
