import type { AuthResponse } from '@valuation/contracts';
import type { AppDispatch } from '../hooks';
import { credentialsReceived } from './authSlice';
import { tokenStorage } from './tokenStorage';

/**
 * A sign-in or registration answer stores the token and sets the user (docs/product.md §4), from
 * /login, /register or a page's sign-in dialog alike. A failure is the caller's to show.
 */
export async function storeCredentials(
  queryFulfilled: Promise<{ data: AuthResponse }>,
  dispatch: AppDispatch,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    tokenStorage.set(data.token);
    dispatch(credentialsReceived(data));
  } catch {
    // Nothing to store.
  }
}
