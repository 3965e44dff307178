import { screen } from '@testing-library/react';
import { NOTICES } from '@valuation/contracts';
import { leaveFlash, takeFlash } from '../../lib/flash';
import { testUser } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';

describe('the dashboard', () => {
  it('after a passkey sign-in on the site shell shows the success toast left for it', async () => {
    leaveFlash(NOTICES.biometricSuccess, 'success');
    renderApp('/dashboard', { user: testUser });
    expect(await screen.findByTestId('toast-stack', {}, { timeout: 10_000 })).toHaveTextContent(
      NOTICES.biometricSuccess,
    );
    expect(takeFlash()).toBeUndefined(); // once
  });
});
