import { screen, waitFor } from '@testing-library/react';
import { NOTICES } from '@valuation/contracts';
import { leaveFlash, takeFlash } from '../../lib/flash';
import { testUser } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';

describe('the dashboard', () => {
  it('after a passkey sign-in on the site shell shows the success toast left for it', async () => {
    leaveFlash(NOTICES.biometricSuccess, 'success');
    renderApp('/dashboard', { user: testUser });
    // The stack can mount (empty) before the page takes the flash and raises its toast.
    await waitFor(
      () => expect(screen.getByTestId('toast-stack')).toHaveTextContent(NOTICES.biometricSuccess),
      { timeout: 10_000 },
    );
    expect(takeFlash()).toBeUndefined(); // once
  });
});
