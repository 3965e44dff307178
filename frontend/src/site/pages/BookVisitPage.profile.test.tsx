import { http, HttpResponse } from 'msw';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE, type User } from '@valuation/contracts';
import {
  EMPTY_VISIT_BOOKING,
  SIGN_IN_DIALOG_TEXTS,
  VISIT_BOOK_BUTTON,
} from '@valuation/design-system';
import { saveBookingDraft } from '../../features/visits/bookingDraft';
import { catalogueHandlers } from '../../test/marketingHandlers';
import { testUser } from '../../test/handlers';
import { server } from '../../test/server';
import { SiteApp } from '../SiteApp';
import { BookVisitPage } from './BookVisitPage';

// The shell's session (site/session.ts), as a small store each test starts afresh.
jest.mock('../session', () => {
  const { useSyncExternalStore } = jest.requireActual<typeof import('react')>('react');
  let current: unknown = null;
  const listeners = new Set<() => void>();
  const set = (next: unknown) => {
    current = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    useSiteUser: () => useSyncExternalStore(subscribe, () => current),
    showSignedIn: set,
    signedInOnSite: ({ user }: { user: unknown }) => set(user),
    checkSiteSession: async () => current,
    applySiteSession: async () => {},
    signOutOfSite: async () => set(null),
    setUserForTest: set,
  };
});
const session = jest.requireMock<{ setUserForTest(user: unknown): void }>('../session');

const SLOW = { timeout: 15_000 };
jest.setTimeout(60_000);

function dayAhead(n: number): string {
  const at = new Date(Date.now() + n * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
}
const DAY = dayAhead(20);
const START = `${DAY}T12:00:00+00:00`;

const customer: User = { ...testUser, role: 'customer' };
const SAVED_ADDRESS = {
  street: '12 Mount Street',
  city: 'London',
  state: '',
  postalCode: 'W1K 2RD',
  country: 'United Kingdom',
};

function handlers(profile: { phoneNumber: string; address: typeof SAVED_ADDRESS | null }) {
  return [
    catalogueHandlers.success(),
    http.get('/api/visits/slots', ({ request }) => {
      const url = new URL(request.url);
      const hours = Number(url.searchParams.get('hours'));
      const from = url.searchParams.get('from')!;
      const end = new Date(Date.parse(START) + hours * 3600_000).toISOString();
      return HttpResponse.json({
        timeZone: 'Europe/London',
        hours,
        slots: from <= DAY && DAY < dayAhead(45) ? [{ start: START, end }] : [],
      });
    }),
    http.get('/api/profile', () => HttpResponse.json({ user: { ...customer, ...profile } })),
  ];
}

function renderBooking() {
  window.history.replaceState(null, '', '/visits/book');
  return render(<SiteApp path="/visits/book" Page={BookVisitPage} catalogue={CATALOGUE} />);
}

beforeEach(() => {
  localStorage.clear();
  session.setUserForTest(null);
});

describe('/visits/book and the profile (issue 33)', () => {
  it("fills a signed-in customer's phone and address from their profile", async () => {
    server.use(...handlers({ phoneNumber: '+44 20 7946 0958', address: SAVED_ADDRESS }));
    renderBooking();
    const phone = await screen.findByLabelText(/^Phone number/, {}, SLOW);
    expect(phone).toHaveValue('');
    await act(async () => session.setUserForTest(customer));
    await waitFor(() => expect(phone).toHaveValue('+44 20 7946 0958'), SLOW);
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('12 Mount Street');
    expect(screen.getByLabelText(/^City/)).toHaveValue('London');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('W1K 2RD');
  });

  it('keeps what the customer typed (a restored draft) over the profile', async () => {
    server.use(...handlers({ phoneNumber: '+44 20 7946 0958', address: SAVED_ADDRESS }));
    saveBookingDraft(localStorage, {
      hours: 2,
      values: { ...EMPTY_VISIT_BOOKING, phone: '07700 900123', street: '1 Hill Street' },
    });
    renderBooking();
    const phone = await screen.findByLabelText(/^Phone number/, {}, SLOW);
    await waitFor(() => expect(phone).toHaveValue('07700 900123'), SLOW);
    await act(async () => session.setUserForTest(customer));
    // The profile has answered once the page is signed in; nothing typed is replaced.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(phone).toHaveValue('07700 900123');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('1 Hill Street');
    expect(screen.getByLabelText(/^City/)).toHaveValue('');
  });

  it('signed out: the sign-in dialog speaks of the visit and its deposit, not of photos', async () => {
    server.use(...handlers({ phoneNumber: '', address: null }));
    saveBookingDraft(localStorage, {
      hours: 2,
      values: {
        ...EMPTY_VISIT_BOOKING,
        ...SAVED_ADDRESS,
        phone: '07700 900123',
        itemsDescription: 'A Cartier necklace',
      },
      day: DAY,
      start: START,
    });
    const user = userEvent.setup({ delay: null });
    renderBooking();
    const time = await screen.findByRole('button', { name: /^\d\d:00 to \d\d:00$/ }, SLOW);
    await waitFor(() => expect(time).toHaveAttribute('aria-pressed', 'true'), SLOW);
    await user.click(screen.getByRole('button', { name: new RegExp(`^${VISIT_BOOK_BUTTON}`) }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' }, SLOW);
    expect(within(dialog).getByText(SIGN_IN_DIALOG_TEXTS.visitReason)).toBeInTheDocument();
    expect(within(dialog).queryByText(/photos/i)).toBeNull();
  });
});
