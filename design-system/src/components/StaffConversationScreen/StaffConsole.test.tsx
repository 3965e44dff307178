import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { EXPERT_ID, sampleConversation, sampleConversationMessages } from '../../test/fixtures';
import { ConversationInbox, SEARCH_DELAY_MS } from '../ConversationInbox';
import { StaffConsoleLayout } from '../StaffConsoleLayout';
import { StaffConversationScreen } from './StaffConversationScreen';

const details = {
  conversation: sampleConversation(),
  valuations: [
    {
      id: 'v-9',
      reference: 'LV-7K3Q-9M2D',
      serviceType: 'watch' as const,
      status: 'info_requested' as const,
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  customerOnline: false,
};

describe('StaffConsoleLayout', () => {
  it('has its own navigation, marking the current section', () => {
    renderWithTheme(<StaffConsoleLayout currentPath="/staff/conversations/abc" />);
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Valuation queue' })).toHaveAttribute(
      'href',
      '/staff',
    );
    const conversations = within(nav).getByRole('link', { name: 'Conversations' });
    expect(conversations).toHaveAttribute('href', '/staff/conversations');
    expect(conversations).toHaveAttribute('aria-current', 'page');
  });
});

describe('ConversationInbox', () => {
  it('lists conversations with unread counts and links, and filters', () => {
    jest.useFakeTimers();
    const onFiltersChange = jest.fn();
    renderWithTheme(
      <ConversationInbox
        filters={{ view: 'all', status: 'open', search: '' }}
        onFiltersChange={onFiltersChange}
        onPageChange={jest.fn()}
        data={{ items: [sampleConversation()], total: 1, page: 1, pageSize: 20 }}
      />,
    );
    const row = screen.getByRole('link', { name: /Jane Doe/ });
    expect(row).toHaveAttribute('href', `/staff/conversations/${sampleConversation().id}`);
    expect(within(row).getByText('2 unread')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unassigned' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      view: 'unassigned',
      status: 'open',
      search: '',
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by customer' }), {
      target: { value: 'jane' },
    });
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      view: 'all',
      status: 'open',
      search: 'jane',
    });
    jest.useRealTimers();
  });

  it('pages with the staff lists’ pager: the range shown and previous / next', () => {
    const onPageChange = jest.fn();
    renderWithTheme(
      <ConversationInbox
        filters={{ view: 'all', status: 'open', search: '' }}
        onFiltersChange={jest.fn()}
        onPageChange={onPageChange}
        data={{ items: [sampleConversation()], total: 45, page: 2, pageSize: 20 }}
      />,
    );
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });
});

describe('StaffConversationScreen', () => {
  const props = {
    connection: 'online' as const,
    messages: sampleConversationMessages(),
    currentUserId: EXPERT_ID,
    onSend: jest.fn(),
    onAssignToMe: jest.fn(),
    onSetStatus: jest.fn(),
  };

  it('shows the customer, their requests, the typing, and assign / resolve', () => {
    renderWithTheme(<StaffConversationScreen {...props} details={details} customerTyping />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('Customer is typing...')).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Valuation requests' });
    expect(within(requests).getByRole('link', { name: 'LV-7K3Q-9M2D' })).toHaveAttribute(
      'href',
      '/staff/valuations/v-9',
    );
    // A message about a request links to the request's staff page.
    expect(
      within(screen.getByRole('log')).getByRole('link', { name: 'LV-7K3Q-9M2D' }),
    ).toHaveAttribute('href', '/staff/valuations/v-1');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Type a message...',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(props.onAssignToMe).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(props.onSetStatus).toHaveBeenCalledWith('resolved');
    // The expert's own messages are theirs here; the customer's are the other side's.
    const own = screen.getAllByRole('listitem').filter((item) => item.dataset.own === 'true');
    expect(own).toHaveLength(2);
  });

  it('offers "Reopen" on a resolved conversation and no "Assign to me" when it is theirs', () => {
    renderWithTheme(
      <StaffConversationScreen
        {...props}
        details={{
          ...details,
          conversation: sampleConversation({
            status: 'resolved',
            assignee: { id: EXPERT_ID, firstName: 'Oliver', lastName: 'Grant', email: 'o@x.com' },
          }),
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(props.onSetStatus).toHaveBeenCalledWith('open');
  });

  it("says whose connection the pill shows: the customer's, or the expert's own being restored", () => {
    const { rerender } = renderWithTheme(<StaffConversationScreen {...props} details={details} />);
    expect(screen.getByRole('status')).toHaveTextContent('Customer offline');
    expect(screen.queryByText('Online')).toBeNull();
    rerender(<StaffConversationScreen {...props} details={details} customerOnline />);
    expect(screen.getByRole('status')).toHaveTextContent('Customer online');
    rerender(
      <StaffConversationScreen
        {...props}
        details={details}
        customerOnline
        connection="reconnecting"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting...');
  });
});
