import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FullScreenLoader } from '@valuation/design-system';
import { leaveFlash } from '../lib/flash';
import { navigateWithState } from '../lib/handoff';
import { useAppSelector } from '../lib/hooks';
import { selectToasts } from '../lib/toastSlice';
import { replaceWith } from '../site/navigate';

/**
 * A page of the site shell reached inside the app (a guard's redirect to /login, Sign Out's /,
 * the catch-all's /): the app has no copy of it (ADR 019), so the page is loaded in place of this
 * entry of the history, with any navigation state handed to it (lib/handoff: /login's target) and
 * the last toast the app was showing ("Password reset instructions have been sent…") left for it
 * (lib/flash), as a link to it loads it.
 */
export function SitePageLoad() {
  const { pathname, search, hash, state } = useLocation();
  const toasts = useAppSelector(selectToasts);
  const last = toasts.at(-1);
  useEffect(() => {
    if (last) leaveFlash(last.message, last.type);
    const load = () => replaceWith(`${pathname}${search}${hash}`);
    if (state === null || state === undefined) load();
    else navigateWithState(pathname, state, load);
    // Once per location: a toast shown later is not this load's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, hash, state]);
  return <FullScreenLoader />;
}
