import { Clock } from '../../common/clock/clock';
import { fakeQueryBuilder } from '../../common/testing/fake-query-builder';
import { ChatAutoReplyService } from './chat-auto-reply.service';
import type { Conversation } from './entities/conversation.entity';

/** The service over a fake conversation store; `claimWins` is what the atomic claim returns. */
function autoReply(at: string, conversation: Partial<Conversation> | null, claimWins = true) {
  const { qb, calls } = fakeQueryBuilder({ execute: { raw: claimWins ? [{ id: 'c1' }] : [] } });
  const repo = {
    findOne: jest.fn(async () => conversation),
    createQueryBuilder: () => qb,
  };
  const clock = new Clock();
  clock.set(new Date(at));
  return { service: new ChatAutoReplyService(repo as never, clock), calls };
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
});
