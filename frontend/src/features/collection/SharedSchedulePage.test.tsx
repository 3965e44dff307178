import { screen } from '@testing-library/react';
import { sharedScheduleHandlers } from '../../test/collectionHandlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const TOKEN = 'q3Jx8Vb2kT9mWc4LpZ7nYr1sHd6Ge0Af5Ku2Qo8Ni3E';
const LOADS = { timeout: 15_000 };

describe('/shared/schedule/:token', () => {
  it('shows the schedule to anyone, signed out, kept out of search engines', async () => {
    server.use(sharedScheduleHandlers.opens());
    renderApp(`/shared/schedule/${TOKEN}`);
    expect(await screen.findByText('The insured items of Amelia Hart', {}, LOADS)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Download schedule (PDF)' })).toHaveAttribute(
      'href',
      `/api/shared/schedules/${TOKEN}/schedule.pdf`,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  }, 30_000);

  it('says the link is not valid when it does not open', async () => {
    server.use(sharedScheduleHandlers.notFound());
    renderApp(`/shared/schedule/${TOKEN}`);
    expect(
      await screen.findByText(
        'This schedule link is not valid. It may have expired or been revoked.',
        {},
        LOADS,
      ),
    ).toBeVisible();
  }, 30_000);
});
