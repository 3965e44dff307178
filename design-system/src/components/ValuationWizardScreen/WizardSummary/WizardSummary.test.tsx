import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { WizardSummary } from './WizardSummary';

describe('WizardSummary', () => {
  it('states the service, level, auto-revalue and total', () => {
    const { rerender } = renderWithTheme(
      <WizardSummary
        serviceName="Handbag valuation"
        tierName="Express"
        price={{ tier: 135, autoRevalue: 0, total: 135 }}
        currency="GBP"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Handbag valuation, ExpressTotal: £135');
    rerender(
      <WizardSummary
        serviceName="Handbag valuation"
        tierName="Express"
        price={{ tier: 135, autoRevalue: 25, total: 160 }}
        currency="GBP"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Handbag valuation, Express + auto-revalue £25Total: £160',
    );
  });
});
