import { useEffect, useState } from 'react';
import { API, type ProfileResponse, type User } from '@valuation/contracts';
import type { SavedContact } from '@valuation/design-system';
import { fetchWithSession } from '../lib/session/sessionFetch';

/**
 * A signed-in customer's saved phone and address (GET /api/profile), once answered: the valuation
 * wizard and the home-visit booking fill them in (issue 33). Null while signed out, for staff, or
 * until the profile has answered (without it the forms simply offer nothing).
 */
export function useSavedContact(account: User | null): SavedContact | null {
  const [saved, setSaved] = useState<{ userId: string; contact: SavedContact } | null>(null);
  const userId = account?.role === 'customer' ? account.id : null;
  useEffect(() => {
    if (!userId) return;
    let active = true;
    fetchWithSession<ProfileResponse>(API.profile.profile).then(
      ({ user }) => {
        if (active)
          setSaved({ userId, contact: { phoneNumber: user.phoneNumber, address: user.address } });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [userId]);
  return saved && saved.userId === userId ? saved.contact : null;
}
