import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { renderWithTheme } from '../../test/render';
import { FormDialog, useOpeningKey, type FormDialogProps } from '.';

jest.setTimeout(20_000);

function Harness(props: Partial<FormDialogProps> & { onSubmitted?: () => void }) {
  const [open, setOpen] = useState(false);
  const openingKey = useOpeningKey(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <span data-testid="openings">{openingKey}</span>
      <FormDialog
        open={open}
        title="Rename passkey"
        submitLabel="Save"
        busyLabel="Saving..."
        onClose={() => setOpen(false)}
        onSubmit={() => props.onSubmitted?.()}
        {...props}
      >
        <TextField id="name" label="Passkey name" />
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('is named by its title, submits with the button or Enter, and Cancel returns focus', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmitted = jest.fn();
    renderWithTheme(<Harness onSubmitted={onSubmitted} description="Choose a name." />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    expect(dialog).toHaveAccessibleDescription('Choose a name.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    await user.type(within(dialog).getByLabelText('Passkey name'), 'Laptop{Enter}');
    expect(onSubmitted).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Rename passkey' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('while busy: reads the busy label, both buttons disabled, Escape and Enter ignored', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmitted = jest.fn();
    renderWithTheme(<Harness busy onSubmitted={onSubmitted} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Rename passkey' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Passkey name'), '{Enter}');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('shows a failure in an alert', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness errorMessage="Passkey not found" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Passkey not found');
  });

  it('gives every opening a new key (a fresh form)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness />);
    expect(screen.getByTestId('openings')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('openings')).toHaveTextContent('1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('openings')).toHaveTextContent('2');
  });

  describe('on a phone', () => {
    const original = window.matchMedia;
    beforeAll(() => {
      // MUI's breakpoints.down('sm') asks for (max-width:599.95px): answer as a phone does.
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterAll(() => {
      window.matchMedia = original;
    });
    const paper = () =>
      screen.getByRole('dialog').closest('.MuiDialog-paper') ?? screen.getByRole('dialog');

    it('fills the screen for a form with fields', () => {
      renderWithTheme(
        <FormDialog
          open
          title="Rename passkey"
          submitLabel="Save"
          onClose={jest.fn()}
          onSubmit={jest.fn()}
        >
          <TextField id="name" label="Passkey name" />
        </FormDialog>,
      );
      expect(paper()).toHaveClass('MuiDialog-paperFullScreen');
    });

    it('keeps a one-line confirmation compact over the page', () => {
      renderWithTheme(
        <FormDialog
          open
          title="Remove passkey"
          description="This passkey will no longer sign you in."
          submitLabel="Remove"
          onClose={jest.fn()}
          onSubmit={jest.fn()}
        />,
      );
      expect(paper()).not.toHaveClass('MuiDialog-paperFullScreen');
    });
  });
});
