import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateAfter, typeBeforeHydration } from '../../test/hydrate';
import { renderWithTheme } from '../../test/render';
import { ContactScreen, CONTACT_SENT_NOTICE_MS } from './ContactScreen';

const field = (label: string) => screen.getByRole('textbox', { name: label });

function fillForm() {
  const values = {
    Name: 'Amelia Hart',
    Email: 'amelia@example.co.uk',
    Subject: 'Ring valuation',
    Message: 'Please value my ring.',
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
}

describe('ContactScreen', () => {
  it('shows the contact details and the business hours', () => {
    renderWithTheme(<ContactScreen onSubmit={jest.fn()} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('London, United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'enquiries@luxevaluations.co.uk' })).toHaveAttribute(
      'href',
      'mailto:enquiries@luxevaluations.co.uk',
    );
    expect(screen.getByRole('link', { name: /^\+44/ })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
    expect(screen.getByText('Monday to Friday 9:00 AM-6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Saturday 10:00 AM-4:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Sunday closed')).toBeInTheDocument();
  });

  it('has four required fields, the email one of type email, and no hints when empty', () => {
    renderWithTheme(<ContactScreen onSubmit={jest.fn()} />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(screen.queryByText(/You can edit it/)).not.toBeInTheDocument();
  });

  it('pre-fills subject and message with hints that they can be edited', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(
      <ContactScreen
        initialSubject="Home Visit Valuation Service Enquiry"
        initialMessage="I would like a home visit at £185 per hour."
        onSubmit={jest.fn()}
      />,
    );
    expect(field('Subject')).toHaveValue('Home Visit Valuation Service Enquiry');
    expect(field('Subject')).toHaveAccessibleDescription(
      'We filled in the subject for you. You can edit it.',
    );
    expect(field('Message')).toHaveValue('I would like a home visit at £185 per hour.');
    expect(field('Message')).toHaveAccessibleDescription(
      'We drafted this message for you. You can edit it before sending.',
    );
    await user.clear(field('Subject'));
    await user.type(field('Subject'), 'Changed');
    expect(field('Subject')).toHaveValue('Changed');
  });

  it('sends the values, says "Message sent successfully!" for 3 seconds and clears the form', async () => {
    jest.useFakeTimers();
    try {
      const onSubmit = jest.fn().mockResolvedValue(undefined);
      renderWithTheme(<ContactScreen onSubmit={onSubmit} />);
      fillForm();
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Amelia Hart',
        email: 'amelia@example.co.uk',
        subject: 'Ring valuation',
        message: 'Please value my ring.',
      });
      await act(async () => {});
      expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!');
      expect(field('Name')).toHaveValue('');
      expect(field('Message')).toHaveValue('');

      act(() => {
        jest.advanceTimersByTime(CONTACT_SENT_NOTICE_MS - 1);
      });
      expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!');
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows "Sending..." while busy', async () => {
    let finish: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<ContactScreen onSubmit={onSubmit} />);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the failure as an alert and keeps what was typed', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValue(new Error('Too many messages sent. Please try again later.'));
    renderWithTheme(<ContactScreen onSubmit={onSubmit} />);
    fillForm();
    fireEvent.submit(field('Name').closest('form')!);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many messages sent. Please try again later.',
      ),
    );
    expect(field('Name')).toHaveValue('Amelia Hart');
    expect(field('Message')).toHaveValue('Please value my ring.');
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it('on a prerendered page, sends what was typed before hydration', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    hydrateAfter(<ContactScreen onSubmit={onSubmit} />, (page) => {
      typeBeforeHydration(page, 'name', 'Amelia Hart');
      typeBeforeHydration(page, 'email', 'amelia@example.co.uk');
      typeBeforeHydration(page, 'subject', 'Ring valuation');
      typeBeforeHydration(page, 'message', 'Please value my ring.');
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Amelia Hart',
        email: 'amelia@example.co.uk',
        subject: 'Ring valuation',
        message: 'Please value my ring.',
      }),
    );
  });
});
