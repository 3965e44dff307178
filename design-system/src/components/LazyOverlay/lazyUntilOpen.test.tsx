import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { renderWithTheme } from '../../test/render';
import { lazyUntilOpen } from './lazyUntilOpen';
import { LazyDialog } from './LazyDialog';
import { LazyMenu } from './LazyMenu';

describe('lazyUntilOpen', () => {
  it('loads nothing while closed, then renders the real component with the same props', async () => {
    const load = jest.fn(async () => ({
      default: ({ open, label }: { open?: boolean; label: string }) =>
        open ? <p>{label}</p> : null,
    }));
    const Lazy = lazyUntilOpen(load, 'Test');
    const { rerender } = renderWithTheme(<Lazy open={false} label="Hello" />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Lazy open label="Hello" />);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    rerender(<Lazy open={false} label="Hello" />);
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens MUI dialog and menu on first use, focus inside, and closes them', async () => {
    function Page() {
      const [dialog, setDialog] = useState(false);
      const [anchor, setAnchor] = useState<HTMLElement | null>(null);
      return (
        <>
          <Button onClick={() => setDialog(true)}>Open dialog</Button>
          <Button onClick={(event) => setAnchor(event.currentTarget)}>Open menu</Button>
          <LazyDialog
            open={dialog}
            onClose={() => setDialog(false)}
            slotProps={{ paper: { 'aria-label': 'Lazy dialog' } }}
          >
            <Button onClick={() => setDialog(false)}>Close</Button>
          </LazyDialog>
          <LazyMenu open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}>
            <MenuItem onClick={() => setAnchor(null)}>First</MenuItem>
          </LazyMenu>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lazy dialog' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'First' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
