// The entities' import cycle resolves from the attachment's side, as in the app module.
import './entities/chat-attachment.entity';
import { ConversationAnnouncer } from './conversation-announcer.service';

describe('ConversationAnnouncer', () => {
  it('coalesces a burst of changes into few batches, each conversation announced', async () => {
    const sent: unknown[] = [];
    const realtime = { io: {}, toStaff: (_e: string, p: unknown) => sent.push(p) };
    const batches: string[][] = [];
    const summaries = {
      manyWithPeople: jest.fn(async (ids: string[]) => {
        batches.push(ids);
        return ids.map((id) => ({ id }));
      }),
      toJSON: jest.fn(async (rows: { id: string }[]) => rows),
    };
    const announcer = new ConversationAnnouncer(realtime as never, summaries as never);
    await Promise.all(['a', 'b', 'a', 'c', 'b'].map((id) => announcer.announce(id)));
    expect(batches.length).toBeLessThanOrEqual(2);
    expect(new Set(batches.flat())).toEqual(new Set(['a', 'b', 'c']));
    expect(sent).toHaveLength(batches.flat().length);
  });

  it('does nothing without a live server', async () => {
    const summaries = { manyWithPeople: jest.fn() };
    const announcer = new ConversationAnnouncer({ io: null } as never, summaries as never);
    await announcer.announce('a');
    expect(summaries.manyWithPeople).not.toHaveBeenCalled();
  });
});
