// The entities import each other: loading the attachment's first, as the module does, settles the cycle.
import './entities/chat-attachment.entity';
import { Clock } from '../../infrastructure/clock/clock';
import { fakeQueryBuilder } from '../../common/testing/fake-query-builder';
import { ChatAutoReplyService } from './chat-auto-reply.service';
import type { Conversation } from './entities/conversation.entity';

/** The service over a fake conversation store; `claimWins` is what the atomic claim returns. */
function autoReply(
  at: string,
  conversation: Partial<Conversation> | null,
  claimWins = true,
  expertWrote = false,
) {
  const { qb, calls } = fakeQueryBuilder({ execute: { raw: claimWins ? [{ id: 'c1' }] : [] } });
  const repo = {
    findOne: jest.fn(async () => conversation),
    createQueryBuilder: () => qb,
  };
  const messages = { exists: jest.fn(async () => expertWrote) };
  const clock = new Clock();
  clock.set(new Date(at));
  return {
    service: new ChatAutoReplyService(repo as never, messages as never, clock),
    calls,
    messages,
  };
}

describe('ChatAutoReplyService', () => {
  it('stays silent within business hours (Monday 10:00 UK)', async () => {
    const { service, calls } = autoReply('2026-11-23T10:00:00Z', { id: 'c1', autoReplyAt: null });
    expect(await service.claim('c1')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('answers the first message of an off-hours period, saying when experts are back', async () => {
    const { service } = autoReply('2026-11-23T20:00:00Z', { id: 'c1', autoReplyAt: null });
    const reply = await service.claim('c1');
    expect(reply).toEqual(expect.stringMatching(/\S/));
  });

  it('answers once per off-hours period', async () => {
    const { service } = autoReply('2026-11-23T21:00:00Z', {
      id: 'c1',
      autoReplyAt: new Date('2026-11-23T20:00:00Z'),
    });
    expect(await service.claim('c1')).toBeNull();
  });

  it('leaves the reply to whoever won the claim (concurrent messages)', async () => {
    const { service } = autoReply('2026-11-23T20:00:00Z', { id: 'c1', autoReplyAt: null }, false);
    expect(await service.claim('c1')).toBeNull();
  });

  it('stays silent in a live conversation: an expert wrote in the last 30 minutes', async () => {
    const { service, calls, messages } = autoReply(
      '2026-11-25T20:40:00Z',
      { id: 'c1', autoReplyAt: null },
      true,
      true,
    );
    expect(await service.claim('c1')).toBeNull();
    expect(calls).toHaveLength(0);
    const { where } = (messages.exists.mock.calls[0] as unknown as [{ where: object }])[0];
    expect(where).toMatchObject({ conversationId: 'c1', senderRole: 'expert' });
  });

  it('states the chat hours in UK time', async () => {
    const { service } = autoReply('2026-11-23T20:00:00Z', { id: 'c1', autoReplyAt: null });
    expect(await service.claim('c1')).toContain('Monday to Friday, 9am to 5pm UK time');
  });
});
