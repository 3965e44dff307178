import { SAMPLE_ADDRESS } from './fixtures';
import { visitPrice, type StaffVisit, type Visit, type VisitSlot } from '@valuation/contracts';

/** "Now" of the visit stories and tests: Monday 2 March 2026, 09:00 UK time. */
export const VISIT_NOW = new Date('2026-03-02T09:00:00Z');

export function sampleVisit(overrides: Partial<Visit> = {}): Visit {
  return {
    id: '5f0c2b7e-9a41-4d3e-8c55-2b1f0e6a7d11',
    reference: 'HV-7K3Q-9M2D',
    status: 'confirmed',
    start: '2026-03-18T10:00:00+00:00',
    end: '2026-03-18T12:00:00+00:00',
    hours: 2,
    address: SAMPLE_ADDRESS,
    phone: '+44 20 7946 0958',
    itemsDescription: 'A Cartier necklace and two watches',
    expressRequest: false,
    price: visitPrice(2),
    expert: { id: 'e1', name: 'Eleanor Grant' },
    holdUntil: null,
    freeChangesUntil: '2026-03-16T10:00:00.000Z',
    hoursSpent: null,
    balance: null,
    refund: null,
    payments: [
      {
        purpose: 'deposit',
        amount: 185,
        status: 'paid',
        paidAt: '2026-03-02T09:05:00.000Z',
        refundedAt: null,
      },
    ],
    timeline: [
      {
        status: 'awaiting_deposit',
        at: '2026-03-02T09:00:00.000Z',
        note: 'Booked; the time is held for 30 minutes',
      },
      { status: 'confirmed', at: '2026-03-02T09:05:00.000Z', note: 'Deposit paid' },
    ],
    cancellationReason: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:05:00.000Z',
    ...overrides,
  };
}

export function sampleStaffVisit(overrides: Partial<StaffVisit> = {}): StaffVisit {
  return {
    ...sampleVisit(),
    customer: { id: 'c1', name: 'Jane Doe', email: 'jane@example.com' },
    ...overrides,
  };
}

/** Free starts of a winter weekday (UK time = UTC). */
export function sampleSlots(day = '2026-03-18', hours = 2): VisitSlot[] {
  const starts = ['09:00', '09:30', '10:00', '14:00', '14:30', '15:00'];
  return starts.map((t) => {
    const start = `${day}T${t}:00+00:00`;
    const end = new Date(new Date(start).getTime() + hours * 3600_000)
      .toISOString()
      .replace('.000Z', '+00:00');
    return { start, end };
  });
}
