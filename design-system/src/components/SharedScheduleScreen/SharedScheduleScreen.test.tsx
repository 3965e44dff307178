import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleSharedSchedule } from '../../test/collectionFixtures';
import { renderWithTheme } from '../../test/render';
import { SharedScheduleScreen } from './SharedScheduleScreen';

const PDF = '/api/shared/schedules/tok/schedule.pdf';

describe('SharedScheduleScreen', () => {
  it("shows the customer's name, the recipient and the date, never their contact details", () => {
    renderWithTheme(<SharedScheduleScreen schedule={sampleSharedSchedule()} pdfHref={PDF} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Insurance schedule');
    expect(screen.getByText('The insured items of Amelia Hart')).toBeVisible();
    expect(document.body).toHaveTextContent(
      'Prepared for Hiscox, Private Clients on 24 November 2026. This link works until 20 December 2026.',
    );
    expect(document.body).not.toHaveTextContent(/@|Bond Street/);
  });

  it('lists each item with its photo, identity, value, certificate (to /verify) and valid until', () => {
    renderWithTheme(<SharedScheduleScreen schedule={sampleSharedSchedule()} pdfHref={PDF} />);
    const items = screen.getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      '1. Rolex Submariner Date',
      '2. Diamond solitaire ring',
      '3. Harbour at Dusk, oil on canvas',
    ]);
    const watch = items[0];
    expect(
      within(watch).getByRole('img', { name: 'Photo of Rolex Submariner Date' }),
    ).toBeVisible();
    expect(watch).toHaveTextContent('MakerRolex');
    expect(watch).toHaveTextContent('Reference126610LN');
    expect(watch).toHaveTextContent('Value£11,500');
    expect(watch).toHaveTextContent('BasisInsurance replacement');
    expect(watch).toHaveTextContent('Valuation date23 November 2026');
    expect(watch).toHaveTextContent('Valid until23 November 2028');
    expect(within(watch).getByRole('link', { name: 'LVC-4F7K-2M9Q' })).toHaveAttribute(
      'href',
      '/verify/LVC-4F7K-2M9Q',
    );
  });

  it('totals each category and all items, and links the public PDF', () => {
    renderWithTheme(<SharedScheduleScreen schedule={sampleSharedSchedule()} pdfHref={PDF} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Jewellery1 item£8,200',
      'Watch1 item£11,500',
      'Art1 item£24,000',
      'All items3 items£43,700',
    ]);
    expect(screen.getByRole('link', { name: 'Download schedule (PDF)' })).toHaveAttribute(
      'href',
      PDF,
    );
    expect(
      screen.getByText('Each certificate can be checked at /verify/<reference>.'),
    ).toBeVisible();
  });

  it('says a link that does not open is not valid, whatever the reason', () => {
    renderWithTheme(<SharedScheduleScreen notFound pdfHref={PDF} />);
    expect(
      screen.getByText('This schedule link is not valid. It may have expired or been revoked.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download schedule (PDF)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers "Try again" when the schedule could not be opened', async () => {
    const onRetry = jest.fn();
    renderWithTheme(
      <SharedScheduleScreen errorMessage="Network error." onRetry={onRetry} pdfHref={PDF} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
