import { Clock } from '../../infrastructure/clock/clock';
import type { AuthenticatedUser } from '../auth';
import type { ValuationRequest } from '../valuations';
import { addYears, StaffValuationsService } from './staff-valuations.service';

const expert = {
  id: 'e1',
  firstName: 'Eleanor',
  lastName: 'Grant',
  role: 'expert',
} as AuthenticatedUser;

function request(overrides: Partial<ValuationRequest> = {}): ValuationRequest {
  return {
    id: 'v1',
    reference: 'LV-7K3Q-9M2D',
    userId: 'c1',
    status: 'in_review',
    serviceType: 'watch',
    watchBrand: 'Rolex',
    otherWatchBrand: null,
    handbagBrand: null,
    otherHandbagBrand: null,
    assigneeId: 'e1',
    ...overrides,
  } as ValuationRequest;
}

/** The service with fakes: the request directory answers `v`, the lifecycle records what it is asked. */
function service(
  v: ValuationRequest,
  chat: { postStaffMessage: jest.Mock } | null,
  inbox: { conversationIdOf: jest.Mock; assignCustomerConversation: jest.Mock } | null = null,
) {
  const transitions: unknown[][] = [];
  const requests = {
    findById: jest.fn(async () => v),
    othersOf: jest.fn(async () => []),
    setAssignee: jest.fn(async () => undefined),
    recommendRevaluation: jest.fn(async () => undefined),
  };
  const users = { find: jest.fn(async () => []) };
  const lifecycle = {
    transition: jest.fn(async (...args: unknown[]) => {
      transitions.push(args);
      return v;
    }),
    record: jest.fn(async () => undefined),
  };
  const valuations = { toDto: jest.fn(async () => ({ id: v.id })) };
  const queue = { people: jest.fn(async () => new Map()) };
  const s = new StaffValuationsService(
    requests as never,
    users as never,
    lifecycle as never,
    valuations as never,
    {} as never,
    new Clock(),
    queue as never,
    chat,
    inbox,
  );
  return { s, transitions };
}

describe('StaffValuationsService', () => {
  it('dates a revaluation two calendar years on (29 February becomes 1 March)', () => {
    expect(addYears(new Date('2026-11-16T10:00:00Z'), 2).toISOString()).toBe(
      '2028-11-16T10:00:00.000Z',
    );
    expect(addYears(new Date('2028-02-29T10:00:00Z'), 2).toISOString()).toBe(
      '2030-03-01T10:00:00.000Z',
    );
  });

  it("posts a request for information to the customer's chat, linked to the request", async () => {
    const chat = { postStaffMessage: jest.fn(async () => ({})) };
    const { s, transitions } = service(request(), chat);
    await s.requestInfo('v1', expert, '  Please add a photo of the caseback.  ');
    expect(transitions[0]).toEqual([
      'v1',
      'info_requested',
      expect.objectContaining({
        note: 'Please add a photo of the caseback.',
        actorLabel: 'Eleanor Grant',
      }),
    ]);
    expect(chat.postStaffMessage).toHaveBeenCalledWith(
      'c1',
      'e1',
      'Please add a photo of the caseback.',
      'v1',
    );
  });

  it('still asks (timeline and mail) when no chat is there or the chat fails', async () => {
    const failing = { postStaffMessage: jest.fn(async () => Promise.reject(new Error('down'))) };
    for (const chat of [null, failing]) {
      const { s, transitions } = service(request(), chat);
      await expect(s.requestInfo('v1', expert, 'More photos please.')).resolves.toBeDefined();
      expect(transitions).toHaveLength(1);
    }
  });

  it("refuses another expert's request and an unpaid one", async () => {
    const other = { ...expert, id: 'e2' } as AuthenticatedUser;
    await expect(service(request(), null).s.requestInfo('v1', other, 'x')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      service(request({ status: 'awaiting_payment' }), null).s.requestInfo('v1', expert, 'x'),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      sentence: 'An unpaid request cannot be worked on.',
    });
  });

  it("assigns the customer's conversation with the request, and links the request to it", async () => {
    const inbox = {
      conversationIdOf: jest.fn(async () => 'conv1'),
      assignCustomerConversation: jest.fn(async () => 'conv1'),
    };
    const { s } = service(request({ status: 'paid', assigneeId: null }), null, inbox);
    const detail = await s.assign('v1', expert);
    expect(inbox.assignCustomerConversation).toHaveBeenCalledWith('c1', 'e1');
    expect(detail.conversationId).toBe('conv1');
  });

  it('still assigns the request when the conversation cannot be assigned', async () => {
    const inbox = {
      conversationIdOf: jest.fn(async () => null),
      assignCustomerConversation: jest.fn(async () => Promise.reject(new Error('down'))),
    };
    const { s, transitions } = service(request({ status: 'paid', assigneeId: null }), null, inbox);
    await expect(s.assign('v1', expert)).resolves.toMatchObject({ conversationId: null });
    expect(transitions[0]).toEqual([
      'v1',
      'in_review',
      expect.objectContaining({ set: expect.objectContaining({ assigneeId: 'e1' }) }),
    ]);
  });
});
