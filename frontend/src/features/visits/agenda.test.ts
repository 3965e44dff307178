import { http, HttpResponse } from 'msw';
import { API, type StaffVisit } from '@valuation/contracts';
import { makeStore } from '../../test/app';
import { server } from '../../test/server';
import { visitsApi } from './api';

/** A busy week: more visits than the API's largest page. */
const TOTAL = 230;

describe('the staff agenda', () => {
  it('shows every visit of the window, however many pages it takes', async () => {
    const pages: number[] = [];
    server.use(
      http.get(`/api${API.staff.visits}`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page'));
        const pageSize = Number(params.get('pageSize'));
        pages.push(page);
        const start = (page - 1) * pageSize;
        const items = Array.from(
          { length: Math.max(0, Math.min(pageSize, TOTAL - start)) },
          (_, i) => ({ id: `visit-${start + i}` }) as StaffVisit,
        );
        return HttpResponse.json({ items, total: TOTAL, page, pageSize });
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(
      visitsApi.endpoints.getAgenda.initiate({
        from: '2026-03-16',
        to: '2026-03-22',
        expert: 'any',
      }),
    );
    expect(pages).toEqual([1, 2, 3]);
    expect(result.data?.items).toHaveLength(TOTAL);
    expect(new Set(result.data?.items.map((v) => v.id)).size).toBe(TOTAL);
  });
});
