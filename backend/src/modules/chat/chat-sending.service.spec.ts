import { CHAT_LIMITS, CHAT_TEXTS } from '@valuation/contracts';
import { DomainError } from '../../common/domain-error';
import { checkedContent } from './chat-sending.service';
import { CHAT_ERRORS } from './chat.types';

describe('a chat message’s text', () => {
  const refusal = (raw: string | undefined, files = 0) => {
    try {
      checkedContent(raw, files);
    } catch (err) {
      return (err as DomainError).details;
    }
    throw new Error('accepted');
  };

  it('is trimmed, and may be blank only with an attachment', () => {
    expect(checkedContent('  hello \n', 0)).toBe('hello');
    expect(checkedContent(undefined, 1)).toBe('');
    expect(refusal('   ')).toEqual([{ field: 'content', message: CHAT_TEXTS.blankMessage }]);
  });

  it('is refused when too long or holding control characters', () => {
    expect(refusal('x'.repeat(CHAT_LIMITS.maxContentLength + 1))).toEqual([
      { field: 'content', message: CHAT_ERRORS.contentTooLong },
    ]);
    expect(refusal('a\u0000b')).toEqual([
      { field: 'content', message: CHAT_ERRORS.controlCharacters },
    ]);
  });
});
