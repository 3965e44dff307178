import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedReply } from '@valuation/contracts';
import { renderWithTheme } from '../../test/render';
import { ChatComposer } from './ChatComposer';
import { insertReply, matchReplies, slashQuery } from './savedReplySlash';

const reply = (id: string, title: string, content: string): SavedReply => ({
  id,
  title,
  content,
  shared: true,
  editable: false,
  updatedAt: '2026-11-20T09:00:00.000Z',
});

const replies = [
  reply('r1', 'Caseback photo', 'Could you add a clear photo of the caseback?'),
  reply('r2', 'Box and papers', 'Do you still have the box and papers?'),
  reply('r3', 'Hallmarks', 'Could you add a close-up photo of the hallmarks?'),
];

describe('the "/" of saved replies', () => {
  it('reads the query after a "/" at the start or after a space', () => {
    expect(slashQuery('/case')).toBe('case');
    expect(slashQuery('Hello /')).toBe('');
    expect(slashQuery('and/or')).toBeNull();
    expect(slashQuery('/case photo')).toBeNull();
    expect(slashQuery('no slash')).toBeNull();
  });

  it('matches names first, then texts, and inserts the text in place of "/query"', () => {
    expect(matchReplies(replies, 'PHOTO').map((r) => r.id)).toEqual(['r1', 'r3']);
    expect(matchReplies(replies, 'box').map((r) => r.id)).toEqual(['r2']);
    expect(matchReplies(replies, '').map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(insertReply('Hello Jane, /case', replies[0])).toBe(
      'Hello Jane, Could you add a clear photo of the caseback?',
    );
  });
});

describe('ChatComposer with saved replies', () => {
  function setup(withReplies = true) {
    const onSend = jest.fn();
    renderWithTheme(
      <ChatComposer onSend={onSend} savedReplies={withReplies ? replies : undefined} />,
    );
    return {
      onSend,
      user: userEvent.setup({ delay: null }),
      box: screen.getByRole('textbox', { name: 'Message' }),
    };
  }

  it('opens a filtered list on "/", chosen with the arrows and inserted with Enter', async () => {
    const { onSend, user, box } = setup();
    await user.click(box);
    await user.keyboard('/');
    const list = screen.getByRole('listbox', { name: 'Saved replies' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    await user.keyboard('photo');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Caseback photo'),
      expect.stringContaining('Hallmarks'),
    ]);
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Could you add a close-up photo of the hallmarks?');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith({
      content: 'Could you add a close-up photo of the hallmarks?',
      files: [],
    });
  });

  it('closes on Escape, says when nothing matches, and inserts on a click', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('/zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No saved reply matches.');
    expect(screen.getByRole('link', { name: 'Manage saved replies' })).toHaveAttribute(
      'href',
      '/staff/replies',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Manage saved replies' })).toBeNull();
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Insert a saved reply' }));
    expect(box).toHaveValue('/');
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('option', { name: /Box and papers/ }));
    expect(box).toHaveValue('Do you still have the box and papers?');
  });

  it('offers nothing to a customer: "/" is just a character', async () => {
    const { user, box } = setup(false);
    await user.click(box);
    await user.keyboard('/case');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Insert a saved reply' })).toBeNull();
  });
});
