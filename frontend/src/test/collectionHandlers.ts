/**
 * MSW handlers for My Collection and the shared schedule: a small server of its own, holding the
 * customer's items and links, so a page's changes come back in its next answers as the API's do.
 */
import { http, HttpResponse } from 'msw';
import type {
  CollectionItem,
  CreateScheduleShareRequest,
  ScheduleShare,
  SharedScheduleResponse,
} from '@valuation/contracts';
import {
  SAMPLE_SHARE_URL,
  sampleShare,
  sampleSharedSchedule,
  totalsOf,
} from '@valuation/design-system/test';

export interface CollectionServer {
  items: CollectionItem[];
  shares: ScheduleShare[];
  /** Each GET /api/collection's query string, in order. */
  queries: URLSearchParams[];
}

const notFound = (error: string) => HttpResponse.json({ error, statusCode: 404 }, { status: 404 });

/** The collection API over `state` (filtered by `service` and `q` on the title, as the API does). */
export function collectionHandlers(state: CollectionServer) {
  return [
    // the navbar's bell, on every signed-in page
    http.get('/api/notifications', () =>
      HttpResponse.json({ notifications: [], unread: 0, hasMore: false }),
    ),
    http.get('/api/collection', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.queries.push(params);
      const q = params.get('q')?.toLowerCase();
      const service = params.get('service');
      const items = state.items.filter(
        (item) =>
          (!service || item.service === service) && (!q || item.title.toLowerCase().includes(q)),
      );
      return HttpResponse.json({ items, totals: totalsOf(state.items) });
    }),
    http.put<{ id: string }, { excluded: boolean }>(
      '/api/collection/items/:id',
      async ({ params, request }) => {
        const { excluded } = await request.json();
        const item = state.items.find((i) => i.id === params.id);
        if (!item) return notFound('Item not found');
        item.excluded = excluded;
        return HttpResponse.json({ item });
      },
    ),
    http.get('/api/collection/schedule.pdf', () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7 schedule').buffer, {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    ),
    http.get('/api/collection/schedule.csv', () =>
      HttpResponse.text('Number,Description\n1,Rolex Submariner Date\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      }),
    ),
    http.get('/api/collection/shares', () => HttpResponse.json({ shares: state.shares })),
    http.post<never, CreateScheduleShareRequest>('/api/collection/shares', async ({ request }) => {
      const { recipient, expiresInDays } = await request.json();
      const share = sampleShare({
        id: `share-${state.shares.length + 1}`,
        recipient,
        views: 0,
        lastViewedAt: null,
        createdAt: '2026-11-28T12:00:00.000Z',
        expiresAt: new Date(Date.UTC(2026, 10, 28 + expiresInDays, 12)).toISOString(),
      });
      state.shares.unshift(share);
      return HttpResponse.json({ share: { ...share, url: SAMPLE_SHARE_URL } }, { status: 201 });
    }),
    http.delete<{ id: string }>('/api/collection/shares/:id', ({ params }) => {
      const before = state.shares.length;
      state.shares = state.shares.filter((s) => s.id !== params.id);
      return state.shares.length < before
        ? HttpResponse.json({ success: true })
        : notFound('Share not found');
    }),
  ];
}

export const sharedScheduleHandlers = {
  opens: (schedule: SharedScheduleResponse = sampleSharedSchedule()) =>
    http.get('/api/shared/schedules/:token', () => HttpResponse.json(schedule)),
  notFound: () =>
    http.get('/api/shared/schedules/:token', () =>
      notFound('This schedule link is not valid. It may have expired or been revoked.'),
    ),
};
