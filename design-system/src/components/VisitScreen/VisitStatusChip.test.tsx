import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { VisitStatusChip } from './VisitStatusChip';

describe('VisitStatusChip', () => {
  it.each([
    ['awaiting_deposit', 'Awaiting deposit', 'Warning'],
    ['confirmed', 'Confirmed', 'Success'],
    ['completed', 'Completed', 'Info'],
    ['cancelled', 'Cancelled', 'Default'],
  ] as const)('shows %s as "%s" in the %s tone', (status, label, tone) => {
    const { container } = renderWithTheme(<VisitStatusChip status={status} />);
    expect(screen.getByText(label)).toBeVisible();
    expect(container.firstElementChild).toHaveClass(`MuiChip-color${tone}`);
  });
});
