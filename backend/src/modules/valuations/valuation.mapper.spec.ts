import type { ValuationRequest } from './entities/valuation-request.entity';
import { ALLOWED_TRANSITIONS } from './valuation-lifecycle.service';
import { cancellableUntil } from './valuation.mapper';

const DAY = 24 * 60 * 60 * 1000;
const created = new Date('2026-11-01T10:00:00Z');
const request = (over: Partial<ValuationRequest>) =>
  ({
    status: 'awaiting_payment',
    createdAt: created,
    paidAt: null,
    startedAt: null,
    ...over,
  }) as ValuationRequest;

describe('cancellation window', () => {
  it('lets an unpaid request be cancelled until it expires (30 days)', () => {
    expect(cancellableUntil(request({}), new Date(created.getTime() + DAY))).toEqual(
      new Date(created.getTime() + 30 * DAY),
    );
    expect(cancellableUntil(request({}), new Date(created.getTime() + 31 * DAY))).toBeNull();
  });

  it('lets a paid request be cancelled for 14 days while no expert started', () => {
    const paidAt = new Date(created.getTime() + DAY);
    const paid = request({ status: 'paid', paidAt });
    expect(cancellableUntil(paid, new Date(paidAt.getTime() + 13 * DAY))).toEqual(
      new Date(paidAt.getTime() + 14 * DAY),
    );
    expect(cancellableUntil(paid, new Date(paidAt.getTime() + 15 * DAY))).toBeNull();
    expect(
      cancellableUntil(request({ status: 'paid', paidAt, startedAt: paidAt }), paidAt),
    ).toBeNull();
    expect(cancellableUntil(request({ status: 'in_review', paidAt }), paidAt)).toBeNull();
    expect(cancellableUntil(request({ status: 'cancelled' }), created)).toBeNull();
  });
});

describe('lifecycle transitions', () => {
  it('follow the contract: nothing leaves completed or cancelled; cancel only before an expert', () => {
    expect(ALLOWED_TRANSITIONS.completed).toEqual([]);
    expect(ALLOWED_TRANSITIONS.cancelled).toEqual([]);
    expect(ALLOWED_TRANSITIONS.in_review).not.toContain('cancelled');
    expect(ALLOWED_TRANSITIONS.awaiting_payment).toEqual(['paid', 'cancelled']);
  });
});
