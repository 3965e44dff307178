import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { staffHandlers } from '../../test/staffHandlers';

describe('/verify/:reference', () => {
  it('shows a valid certificate to anyone, signed out', async () => {
    server.use(staffHandlers.verify());
    renderApp('/verify/LVC-7K3Q-9M2D');
    expect(await screen.findByText('This certificate is valid.')).toBeVisible();
    expect(screen.getByText('£12,450')).toBeVisible();
    expect(screen.getByText('Eleanor Grant')).toBeVisible();
  });

  it('shows "Certificate not found" for an unknown reference', async () => {
    server.use(staffHandlers.verifyNotFound());
    renderApp('/verify/LVC-2222-2222');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeVisible();
  });
});
