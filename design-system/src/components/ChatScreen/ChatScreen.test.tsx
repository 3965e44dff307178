import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_TEXTS } from '@valuation/contracts';
import { renderWithTheme } from '../../test/render';
import {
  CUSTOMER_ID,
  longHistory,
  sampleConversationMessages,
  sampleMessage,
} from '../../test/fixtures';
import { SCROLL_TO_BOTTOM_LABEL } from '../ChatMessageList';
import { ChatScreen, type ChatScreenProps } from './ChatScreen';

// The picker is loaded on first open; a stand-in records the props it was given.
const pickerProps: Record<string, unknown>[] = [];
jest.mock('emoji-picker-react', () => ({
  __esModule: true,
  default: (props: Record<string, unknown> & { onEmojiClick: (data: unknown) => void }) => {
    pickerProps.push(props);
    return (
      <button type="button" onClick={() => props.onEmojiClick({ emoji: '😀' })}>
        grinning face
      </button>
    );
  },
}));

function renderChat(props: Partial<ChatScreenProps> = {}) {
  const onSend = jest.fn();
  const onTyping = jest.fn();
  const view = renderWithTheme(
    <ChatScreen
      connection="online"
      now={TUESDAY_MORNING}
      messages={sampleConversationMessages()}
      currentUserId={CUSTOMER_ID}
      onSend={onSend}
      onTyping={onTyping}
      {...props}
    />,
  );
  return { ...view, onSend, onTyping };
}

/** Within the experts' hours: Tuesday 24 November 2026, 10:00 UK time. */
const TUESDAY_MORNING = new Date('2026-11-24T10:00:00Z');

const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

/** A part that loads its code when it first shows: the first load compiles it (slow on a busy machine). */
const LAZY = { timeout: 10_000 };

describe('ChatScreen', () => {
  beforeEach(() => {
    pickerProps.length = 0;
  });

  it('says "Online" only within the hours: on a Saturday, when the experts are back', () => {
    const { rerender } = renderChat({ now: new Date('2026-11-28T10:42:00Z') });
    expect(screen.getByRole('status')).toHaveTextContent('Experts are back Monday at 9am UK time');
    expect(screen.queryByText('Online')).toBeNull();
    rerender(
      <ChatScreen
        connection="reconnecting"
        now={new Date('2026-11-28T10:42:00Z')}
        messages={[]}
        currentUserId={CUSTOMER_ID}
        onSend={jest.fn()}
        onTyping={jest.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting...');
  });

  it('shows the header, the panel and the footer note', () => {
    renderChat();
    expect(screen.getByRole('heading', { level: 1, name: 'Expert Chat' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Online');
    expect(screen.getByText('Connected with a valuation expert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Chat Support' })).toBeInTheDocument();
    expect(
      screen.getByText('Our experts are available Monday to Friday, 9am to 5pm UK time'),
    ).toBeInTheDocument();
  });

  it('says "Reconnecting..." and "Expert is typing..." when so', () => {
    renderChat({ connection: 'reconnecting', expertTyping: true });
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting...');
    expect(screen.getByText('Expert is typing...')).toBeInTheDocument();
    expect(screen.queryByText(CHAT_TEXTS.connected)).not.toBeInTheDocument();
  });

  it('shows a spinner while loading and the empty state with no messages', () => {
    const { rerender } = renderChat({ loading: true, messages: [] });
    expect(screen.getByRole('progressbar', { name: 'Loading messages' })).toBeInTheDocument();
    expect(screen.queryByText('Start a conversation')).not.toBeInTheDocument();
    rerender(
      <ChatScreen
        connection="online"
        messages={[]}
        currentUserId={CUSTOMER_ID}
        onSend={jest.fn()}
      />,
    );
    expect(screen.getByText('Start a conversation')).toBeInTheDocument();
    expect(
      screen.getByText('Our team is here to help with your valuation needs'),
    ).toBeInTheDocument();
  });

  it('shows times as HH:mm, own messages apart, and status icons by name', () => {
    renderChat();
    const log = screen.getByRole('log');
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('data-own', 'true');
    expect(items[1]).not.toHaveAttribute('data-own');
    expect(within(items[0]).getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
    // Own messages carry their state: read (circled check), delivered (single check).
    expect(within(items[0]).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(items[2]).getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    // The expert's messages show no status of ours.
    expect(within(items[1]).queryByRole('img', { name: /Sent|Delivered|Read/ })).toBeNull();
    // The read icon differs from the single check used for sent and delivered.
    const read = within(items[0]).getByRole('img', { name: 'Read' });
    const delivered = within(items[2]).getByRole('img', { name: 'Delivered' });
    expect(read.getAttribute('data-testid')).not.toBe(delivered.getAttribute('data-testid'));
  });

  it('shows images as thumbnails (spinner, then image or failure) and other files as links', () => {
    renderChat();
    const item = screen.getAllByRole('listitem')[2];
    expect(within(item).getAllByRole('progressbar')).toHaveLength(2);
    const images = within(item).getAllByRole('img', { name: /dial|case-back/ });
    fireEvent.load(images[0]);
    fireEvent.error(images[1]);
    expect(within(item).queryAllByRole('progressbar')).toHaveLength(0);
    expect(within(item).getByText('Failed to load image')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'receipt.pdf' })).toHaveAttribute(
      'href',
      '#receipt.pdf',
    );
    expect(within(item).getByRole('link', { name: 'LV-7K3Q-9M2D' })).toHaveAttribute(
      'href',
      '/valuations/v-1',
    );
  });

  it('enables send only for non-blank text or an attachment, and clears after sending', async () => {
    const user = userEvent.setup();
    const { onSend, onTyping } = renderChat();
    expect(messageBox()).toHaveAttribute('placeholder', 'Type a message...');
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), 'Is my ring insured?');
    expect(onTyping).toHaveBeenCalled();
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith({ content: 'Is my ring insured?', files: [] });
    expect(messageBox()).toHaveValue('');

    const file = new File(['x'], 'ring.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [file] } });
    expect(screen.getByRole('button', { name: 'Remove ring.png' })).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(onSend).toHaveBeenLastCalledWith({ content: '', files: [file] });
    expect(screen.queryByRole('button', { name: 'Remove ring.png' })).not.toBeInTheDocument();
  });

  it('keeps to five files of 10 MB of the accepted types, each removable', () => {
    renderChat();
    const input = screen.getByTestId('chat-file-input');
    expect(input).toHaveAttribute('accept', 'image/*,.pdf,.doc,.docx');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const files = [
      ...Array.from({ length: 6 }, (_, i) => new File(['x'], `p${i}.jpg`, { type: 'image/jpeg' })),
      big,
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ];
    fireEvent.change(input, { target: { files } });
    expect(screen.getAllByRole('button', { name: /^Remove p\d\.jpg$/ })).toHaveLength(5);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('At most 5 files');
    fireEvent.click(screen.getByRole('button', { name: 'Remove p0.jpg' }));
    expect(screen.getAllByRole('button', { name: /^Remove p\d\.jpg$/ })).toHaveLength(4);
    fireEvent.change(input, { target: { files: [big, files[7]] } });
    expect(screen.getByRole('alert')).toHaveTextContent('huge.pdf is larger than 10 MB.');
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt is not an image');
  });

  it('turns a pasted image into an attachment', () => {
    renderChat();
    const image = new File(['x'], 'pasted.png', { type: 'image/png' });
    fireEvent.paste(messageBox(), {
      clipboardData: { files: [image], getData: () => '' },
    });
    expect(screen.getByRole('button', { name: 'Remove pasted.png' })).toBeInTheDocument();
  });

  it('loads the emoji picker on first open, native and dark, and closes it after a pick', async () => {
    const user = userEvent.setup();
    renderChat();
    expect(pickerProps).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
    await user.click(await screen.findByRole('button', { name: 'grinning face' }));
    expect(pickerProps[0]).toMatchObject({
      theme: 'dark',
      height: 435,
      emojiStyle: 'native',
      skinTonesDisabled: true,
      previewConfig: { showPreview: false },
    });
    expect(pickerProps[0].style).toMatchObject({ minHeight: 230 });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'grinning face' })).not.toBeInTheDocument(),
    );
    expect(messageBox()).toHaveValue('😀');
    expect(sendButton()).toBeEnabled();
  });

  it('offers "About request" when the customer has requests, preselected when opened from one', async () => {
    const user = userEvent.setup();
    const { onSend } = renderChat({
      valuations: [
        { id: 'v-1', reference: 'LV-7K3Q-9M2D' },
        { id: 'v-2', reference: 'LV-AAAA-BBBB' },
      ],
      initialValuationId: 'v-2',
    });
    expect(await screen.findByRole('combobox', { name: 'About request' }, LAZY)).toHaveTextContent(
      'LV-AAAA-BBBB',
    );
    await user.type(messageBox(), 'About this one{Enter}');
    expect(onSend).toHaveBeenCalledWith({
      content: 'About this one',
      files: [],
      valuationId: 'v-2',
    });
  });

  it('offers the scroll-to-bottom button 100 px or more from the bottom, and loads older history at the top', async () => {
    const onLoadOlder = jest.fn();
    renderChat({ messages: longHistory(), hasMore: true, onLoadOlder });
    const scroller = screen.getByTestId('chat-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 5000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    act(() => {
      scroller.scrollTop = 4600 - 99;
      fireEvent.scroll(scroller);
    });
    expect(screen.queryByRole('button', { name: SCROLL_TO_BOTTOM_LABEL })).toBeNull();
    act(() => {
      scroller.scrollTop = 4600 - 100;
      fireEvent.scroll(scroller);
    });
    // Its code loads when it first shows.
    fireEvent.click(await screen.findByRole('button', { name: SCROLL_TO_BOTTOM_LABEL }, LAZY));
    expect(scroller.scrollTop).toBe(5000);
    expect(onLoadOlder).not.toHaveBeenCalled();
    act(() => {
      scroller.scrollTop = 0;
      fireEvent.scroll(scroller);
    });
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it('follows a new message only at the bottom or when just sent, not on its confirmation', async () => {
    const messages = longHistory(20);
    const pending = { ...sampleMessage({ id: 'temp-9', content: 'Mine' }), pending: true };
    const props = { connection: 'online' as const, currentUserId: CUSTOMER_ID, onSend: jest.fn() };
    const { rerender } = renderWithTheme(<ChatScreen {...props} messages={messages} />);
    const scroller = screen.getByTestId('chat-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 5000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    const scrollUp = () =>
      act(() => {
        scroller.scrollTop = 1000;
        fireEvent.scroll(scroller);
      });
    scrollUp();
    // The other side's new message does not pull the reader down.
    const incoming = sampleMessage({
      id: 'x-1',
      senderId: 'someone-else',
      timestamp: '2026-11-24T09:00:00.000Z',
    });
    rerender(<ChatScreen {...props} messages={[...messages, incoming]} />);
    expect(scroller.scrollTop).toBe(1000);
    expect(
      await screen.findByRole('button', { name: SCROLL_TO_BOTTOM_LABEL }, LAZY),
    ).toBeInTheDocument();
    // Their own message, just sent, does.
    rerender(<ChatScreen {...props} messages={[...messages, incoming, pending]} />);
    expect(scroller.scrollTop).toBe(5000);
    scrollUp();
    // Its confirmation (the server's id for the same message) does not.
    const confirmed = sampleMessage({
      id: 'm-9',
      content: 'Mine',
      timestamp: '2026-11-24T09:01:00.000Z',
    });
    rerender(<ChatScreen {...props} messages={[...messages, incoming, confirmed]} />);
    expect(scroller.scrollTop).toBe(1000);
  });

  it('shows a sending message with its upload progress', async () => {
    renderChat({
      messages: [sampleMessage({ id: 'temp-1', status: 'sent' })].map((message) => ({
        ...message,
        pending: true,
        uploadProgress: 40,
      })),
    });
    expect(
      await screen.findByRole('progressbar', { name: 'Upload progress' }, LAZY),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInTheDocument();
  });
});
