import { screen } from '@testing-library/react';
import { VALUATION_STATUSES } from '@valuation/contracts';
import { renderWithTheme } from '../../test/render';
import { ValuationStatusChip } from './ValuationStatusChip';

describe('ValuationStatusChip', () => {
  it.each([
    ['awaiting_payment', 'Awaiting payment', 'Warning'],
    ['paid', 'Paid', 'Info'],
    ['in_review', 'In review', 'Primary'],
    ['info_requested', 'More information requested', 'Warning'],
    ['completed', 'Completed', 'Success'],
    ['cancelled', 'Cancelled', 'Default'],
  ] as const)('shows %s as "%s" in the %s tone', (status, label, tone) => {
    const { container } = renderWithTheme(<ValuationStatusChip status={status} />);
    expect(screen.getByText(label)).toBeVisible();
    expect(container.firstElementChild).toHaveClass(`MuiChip-color${tone}`);
  });

  it('has a label for every status', () => {
    for (const status of VALUATION_STATUSES) {
      const { unmount } = renderWithTheme(<ValuationStatusChip status={status} />);
      expect(screen.getByText(/\S/)).toBeVisible();
      unmount();
    }
  });
});
