import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOGUE } from '@valuation/contracts';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import {
  catalogueHandlers,
  contactHandlers,
  type SentContactMessage,
} from '../../test/marketingHandlers';

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
    server.use(catalogueHandlers.success());
    const { router } = renderApp('/');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Go to slide 3: Handbag Valuation' }, loaded),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get Started Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/valuation'));
    // docs/product.md §2.8: the service in the navigation state is applied once, then cleared.
    const handbag = await screen.findByRole(
      'radio',
      { name: /Professional handbag valuation service/ },
      loaded,
    );
    await waitFor(() => expect(handbag).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await waitFor(() => expect(document.title).toBe('Online Valuation | Luxe Valuations'));
  });

  it('Schedule Home Visit hands the subject and a draft quoting the catalogue’s rate to /contact', async () => {
    server.use(
      catalogueHandlers.success({
        ...CATALOGUE,
        homeVisit: { hourlyRate: 190, depositRate: 0.5, minHours: 1, maxHours: 4, currency: 'GBP' },
      }),
    );
    const { router } = renderApp('/');
    expect(await screen.findByText('£190 per hour', {}, loaded)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule Home Visit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    const subject = await screen.findByRole('textbox', { name: 'Subject' }, loaded);
    expect(subject).toHaveValue('Home Visit Valuation Service Enquiry');
    expect(
      (screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value,
    ).toContain('£190 per hour');
    expect(screen.getByText(/You can edit it before sending/)).toBeInTheDocument();
  });

  it('still drafts the enquiry at £185 per hour when the catalogue cannot be loaded', async () => {
    server.use(catalogueHandlers.networkError());
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule Home Visit' }, loaded));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    const message = await screen.findByRole('textbox', { name: 'Message' }, loaded);
    expect((message as HTMLTextAreaElement).value).toContain('£185 per hour');
  });

  it('Start Online Valuation links to /valuation', async () => {
    server.use(catalogueHandlers.success());
    renderApp('/');
    expect(
      await screen.findByRole('link', { name: 'Start Online Valuation' }, loaded),
    ).toHaveAttribute('href', '/valuation');
  });
});

describe('ServicesPage', () => {
  it('shows the catalogue’s prices and hands the chosen service to /valuation', async () => {
    server.use(catalogueHandlers.success());
    const { router } = renderApp('/services');
    const art = await screen.findByRole('article', { name: 'Art Valuation' }, loaded);
    expect(art).toHaveTextContent('£155');
    expect(art).toHaveTextContent('4-7 business days');
    expect(document.title).toBe('Our Services | Luxe Valuations');
    fireEvent.click(within(art).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/valuation'));
    const artService = await screen.findByRole(
      'radio',
      { name: /Professional art valuation service/ },
      loaded,
    );
    await waitFor(() => expect(artService).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('shows the load error and recovers with Try again', async () => {
    server.use(catalogueHandlers.failingThenSuccess(1));
    renderApp('/services');
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(
      'Network error. Please check your connection.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Watch Valuation' })).toHaveTextContent(
      '£75',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ContactPage', () => {
  it('sends the message and says "Message sent successfully!"', async () => {
    const sent: SentContactMessage[] = [];
    server.use(contactHandlers.success(sent));
    renderApp('/contact');
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
    renderApp('/contact');
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
    renderApp('/contact');
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
    renderApp({ pathname: '/contact', state: { subject: 'Watch strap', message: 'Hello' } });
    expect(await screen.findByRole('textbox', { name: 'Subject' }, loaded)).toHaveValue(
      'Watch strap',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });
});

describe('TermsPage and AboutPage', () => {
  it('renders the terms with today’s en-GB date and a robots noindex meta', async () => {
    server.use(catalogueHandlers.success());
    renderApp('/terms');
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
    server.use(catalogueHandlers.success());
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }, loaded);
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About Luxe Valuations' }, loaded);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.title).toBe('About Us | Luxe Valuations');
  });
});
