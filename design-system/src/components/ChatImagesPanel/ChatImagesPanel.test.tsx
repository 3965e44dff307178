import type { ChatImageCandidate } from '@valuation/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ChatImagesPanel, NO_CHAT_IMAGES } from './ChatImagesPanel';

const image = (over: Partial<ChatImageCandidate> = {}): ChatImageCandidate => ({
  attachmentId: 'a1',
  name: 'caseback.jpg',
  sentAt: '2026-11-24T10:00:00.000Z',
  senderRole: 'customer' as const,
  previewUrl: 'data:,',
  added: false,
  ...over,
});

describe('ChatImagesPanel', () => {
  it('adds an image to the request and shows the refusal', async () => {
    const onAdd = jest
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('This image is already on the request.'));
    renderWithTheme(<ChatImagesPanel images={[image()]} onAdd={onAdd} />);
    const add = screen.getByRole('button', { name: 'Add to request: caseback.jpg' });
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith('a1');
    await userEvent.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image is already on the request.',
    );
  });

  it('marks an image already on the request and says when there is none', () => {
    const { unmount } = renderWithTheme(
      <ChatImagesPanel images={[image({ added: true })]} onAdd={jest.fn()} />,
    );
    expect(screen.getByText('On the request')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithTheme(<ChatImagesPanel images={[]} onAdd={jest.fn()} />);
    expect(screen.getByText(NO_CHAT_IMAGES)).toBeInTheDocument();
  });
});
