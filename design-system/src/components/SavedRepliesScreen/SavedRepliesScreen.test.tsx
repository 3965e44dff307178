import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { sampleSavedReplies } from '../../test/staffFixtures';
import { SavedRepliesScreen } from './SavedRepliesScreen';

// Multiline MUI fields are slow in jsdom on the shared 2-core machine.
jest.setTimeout(45_000);

function setup(canShare = false) {
  const handlers = {
    onCreate: jest.fn(async () => {}),
    onUpdate: jest.fn(async () => {}),
    onDelete: jest.fn(async () => {}),
  };
  renderWithTheme(
    <SavedRepliesScreen replies={sampleSavedReplies()} canShare={canShare} {...handlers} />,
  );
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('SavedRepliesScreen', () => {
  it("lists the expert's replies and the shared ones, editable only where allowed", () => {
    setup();
    const items = within(screen.getByRole('list', { name: 'Saved replies' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(within(items[1]).getByText('Shared')).toBeVisible();
    expect(within(items[0]).getByRole('button', { name: 'Edit Strap photo' })).toBeVisible();
    expect(within(items[1]).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Shared with every expert' })).toBeNull();
  });

  it('adds a reply after checking its fields, and shows a refusal', async () => {
    const { user, onCreate } = setup(true);
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Text is required')).toBeVisible();
    expect(onCreate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste(' Papers ');
    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    await user.paste('Do you have the papers?');
    await user.click(screen.getByRole('checkbox', { name: 'Shared with every expert' }));
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(onCreate).toHaveBeenCalledWith({
      title: 'Papers',
      content: 'Do you have the papers?',
      shared: true,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));

    onCreate.mockRejectedValueOnce(
      new Error('You have 100 saved replies already; delete one first.'),
    );
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('One more');
    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    await user.paste('Hello.');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have 100 saved replies already; delete one first.',
    );
  });

  it('changes a reply in place and deletes one', async () => {
    const { user, onUpdate, onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Strap photo' }));
    const item = within(
      within(screen.getByRole('list', { name: 'Saved replies' })).getAllByRole('listitem')[0],
    );
    const text = item.getByRole('textbox', { name: 'Text' });
    expect(text).toHaveValue('Could you add a photo of the strap and the buckle?');
    await user.clear(text);
    await user.paste('Could you add a photo of the strap?');
    await user.click(item.getByRole('button', { name: 'Save changes' }));
    expect(onUpdate).toHaveBeenCalledWith('a1b2c3d4-0000-4000-8000-000000000001', {
      title: 'Strap photo',
      content: 'Could you add a photo of the strap?',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete Strap photo' }));
    expect(onDelete).toHaveBeenCalledWith('a1b2c3d4-0000-4000-8000-000000000001');
  });
});
