import { CHAT_TEXTS } from '../api/chat';
import { chatBackText, isChatHours, nextChatOpening } from './chat-hours';

describe('chat hours (Monday to Friday, 9am to 5pm UK time)', () => {
  it('knows the hours in winter (GMT) and summer (BST)', () => {
    expect(isChatHours(new Date('2026-11-23T09:00:00Z'))).toBe(true); // Monday 9:00 GMT
    expect(isChatHours(new Date('2026-11-23T08:59:00Z'))).toBe(false);
    expect(isChatHours(new Date('2026-11-23T17:00:00Z'))).toBe(false);
    expect(isChatHours(new Date('2026-07-06T08:00:00Z'))).toBe(true); // Monday 9:00 BST
    expect(isChatHours(new Date('2026-07-06T16:00:00Z'))).toBe(false); // 17:00 BST
    expect(isChatHours(new Date('2026-11-28T12:00:00Z'))).toBe(false); // Saturday
  });

  it('says when the experts are back', () => {
    expect(nextChatOpening(new Date('2026-11-27T18:00:00Z')).toISOString()).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    // Saturday: Monday
    expect(chatBackText(new Date('2026-11-28T10:42:00Z'))).toBe(
      'Experts are back Monday at 9am UK time',
    );
    // Tuesday 07:00 BST: today; Tuesday 18:00: tomorrow
    expect(chatBackText(new Date('2026-07-07T06:00:00Z'))).toBe(
      'Experts are back today at 9am UK time',
    );
    expect(chatBackText(new Date('2026-11-24T18:00:00Z'))).toBe(
      'Experts are back tomorrow at 9am UK time',
    );
  });

  it('states the hours in UK time, never GMT', () => {
    expect(CHAT_TEXTS.footerNote).toBe(
      'Our experts are available Monday to Friday, 9am to 5pm UK time',
    );
    expect(JSON.stringify(CHAT_TEXTS)).not.toContain('GMT');
  });
});
