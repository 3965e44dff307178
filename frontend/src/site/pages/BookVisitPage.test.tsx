import { http, HttpResponse } from 'msw';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE } from '@valuation/contracts';
import { EMPTY_VISIT_BOOKING } from '@valuation/design-system';
import { catalogueHandlers } from '../../test/marketingHandlers';
import { server } from '../../test/server';
import {
  loadBookingDraft,
  saveBookingDraft,
  VISIT_DRAFT_KEY,
} from '../../features/visits/bookingDraft';
import { SiteApp } from '../SiteApp';
import { BookVisitPage } from './BookVisitPage';

/** /visits/book as the site shell shows it (its one container: ADR 019). */
function renderBooking() {
  window.history.replaceState(null, '', '/visits/book');
  return render(<SiteApp path="/visits/book" Page={BookVisitPage} catalogue={CATALOGUE} />);
}

/** The London day `n` days after today, as the page counts its days. */
function dayAhead(n: number): string {
  const at = new Date(Date.now() + n * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
}

/** One free time a week ahead, at noon UTC, whatever the length. */
const DAY = dayAhead(7);
const START = `${DAY}T12:00:00+00:00`;

function slotHandlers() {
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
        slots: from <= DAY && DAY < dayAhead(32) ? [{ start: START, end }] : [],
      });
    }),
  ];
}

/** The page loads its chunk, the catalogue and two pages of slots: slow on a loaded machine. */
const SLOW = { timeout: 15_000 };
jest.setTimeout(60_000);

describe('/visits/book draft', () => {
  beforeEach(() => {
    localStorage.clear();
    server.use(...slotHandlers());
  });

  it('keeps what was typed and chosen across a reload', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderBooking();
    await user.click(await screen.findByLabelText(/^Phone number/, {}, SLOW));
    await user.paste('020 7946 0958');
    await user.click(screen.getByLabelText(/^Postcode/));
    await user.paste('W1K 3NU');
    await waitFor(
      () =>
        expect(loadBookingDraft(localStorage)?.values).toMatchObject({
          phone: '020 7946 0958',
          postalCode: 'W1K 3NU',
        }),
      SLOW,
    );
    first.unmount();

    renderBooking();
    expect(await screen.findByLabelText(/^Phone number/, {}, SLOW)).toHaveValue('020 7946 0958');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('W1K 3NU');
  });

  it('restores the chosen length, day and time, and writes when the page is hidden', async () => {
    saveBookingDraft(localStorage, {
      hours: 3,
      values: { ...EMPTY_VISIT_BOOKING, street: '12 Mount Street' },
      day: DAY,
      start: START,
    });
    renderBooking();
    expect(await screen.findByLabelText(/^Street address/, {}, SLOW)).toHaveValue(
      '12 Mount Street',
    );
    const time = await screen.findByRole('button', { name: /^\d\d:00 to \d\d:00$/ }, SLOW);
    await waitFor(() => expect(time).toHaveAttribute('aria-pressed', 'true'), SLOW);
    expect(screen.getByRole('combobox', { name: 'Visit length' })).toHaveTextContent('3 hours');
    // The page is hidden before the write after a change is due: it is written at once.
    localStorage.removeItem(VISIT_DRAFT_KEY);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(loadBookingDraft(localStorage)).toMatchObject({ hours: 3, day: DAY, start: START });
  });

  it('forgets a time that is no longer free', async () => {
    saveBookingDraft(localStorage, {
      hours: 2,
      values: EMPTY_VISIT_BOOKING,
      day: DAY,
      start: `${DAY}T09:00:00+00:00`,
    });
    renderBooking();
    await waitFor(() => expect(loadBookingDraft(localStorage)?.start).toBeUndefined(), SLOW);
    expect(loadBookingDraft(localStorage)?.day).toBe(DAY);
  });
});
