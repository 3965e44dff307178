import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { PASSWORD_RULES as passwordRules } from '@valuation/contracts';
import { PasswordChecklist } from './PasswordChecklist';

describe('PasswordChecklist', () => {
  it('shows only the 8-character rule, unmet for a short password', () => {
    renderWithTheme(<PasswordChecklist password="short" />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('At least 8 characters (not met)');
  });

  it('marks the rule met once the password is long enough', () => {
    renderWithTheme(<PasswordChecklist password="12345678" />);
    expect(screen.getByRole('listitem')).toHaveTextContent('At least 8 characters (met)');
  });

  it('can list every rule', () => {
    renderWithTheme(<PasswordChecklist password="Secret12" rules={passwordRules} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/One special character/)).toHaveTextContent('(not met)');
  });
});
