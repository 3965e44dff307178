import { useLocation, useNavigate } from 'react-router-dom';
import { CATALOGUE } from '@valuation/contracts';
import { SignInDialog, ValuationWizardScreen } from '@valuation/design-system';
import { useGetCatalogueQuery } from '../../lib/catalogueApi';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectCurrentUser } from '../../lib/session';
import {
  useCheckoutMutation,
  useDialogLoginMutation,
  useDialogRegisterMutation,
  useGetSavedContactQuery,
  useSaveContactToProfileMutation,
} from './api';
import { goToCheckout } from './checkout';
import { uploadValuation } from './upload';
import { useValuationFlow } from './useValuationFlow';

export {
  CHECKOUT_FAILED_MESSAGE,
  DRAFT_SAVE_DELAY_MS,
  UPLOAD_FAILED_MESSAGE,
} from './useValuationFlow';

/**
 * /valuation in the app (docs/product.md §2.8), for signed-in visitors and client-side
 * navigations: the wizard's flow (useValuationFlow.ts) with RTK Query, the store's session and
 * the router. Signed-out visitors arriving at the prerendered page get the site shell's
 * (site/pages/ValuationPage.tsx), the same flow with fetch and the document (ADR 012).
 */
export function ValuationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { data: catalogue = CATALOGUE } = useGetCatalogueQuery();
  const [checkout] = useCheckoutMutation();
  const [login] = useDialogLoginMutation();
  const [register] = useDialogRegisterMutation();
  const [saveContact] = useSaveContactToProfileMutation();
  const { data: savedContact } = useGetSavedContactQuery(undefined, {
    skip: user?.role !== 'customer',
  });

  const { wizard, dialog } = useValuationFlow(
    {
      account: user,
      savedContact: user?.role === 'customer' ? savedContact : null,
      saveContact: (contact) => saveContact(contact).unwrap(),
      upload: async (fields, photos, onProgress, idempotencyKey) =>
        (await dispatch(uploadValuation(fields, photos, { onProgress, idempotencyKey }))).valuation
          .id,
      checkout: async (id) => (await checkout(id).unwrap()).checkoutUrl,
      signIn: (credentials) => login(credentials).unwrap(),
      register: (details) => register(details).unwrap(),
      goToPayment: (id, checkoutUrl) => goToCheckout(navigate, id, checkoutUrl),
      clearNavigationState: () => void navigate(location.pathname, { replace: true, state: null }),
    },
    location.state,
    catalogue,
  );
  const { key, ...screen } = wizard;

  return (
    <>
      <ValuationWizardScreen key={key} {...screen} />
      <SignInDialog {...dialog} />
    </>
  );
}
