import { useLocation, useNavigate } from 'react-router-dom';
import { LoginScreen } from '@valuation/design-system';
import { redirectTargetFrom } from '../../lib/navigation';
import { useToast } from '../../lib/useToast';
import { useDeviceSupport } from '../../lib/webauthn';
import { useLoginMutation, usePasskeyLoginMutation, usePasskeyLoginOptionsMutation } from './api';
import { useLoginFlow } from './useLoginFlow';

/**
 * /login in the app: useLoginFlow with RTK Query (which stores the session) and React Router. The
 * site shell's /login (site/pages/LoginPage.tsx) is the same flow with fetch and the document.
 */
export function LoginPage() {
  const [login] = useLoginMutation();
  const [getPasskeyOptions] = usePasskeyLoginOptionsMutation();
  const [passkeyLogin] = usePasskeyLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const support = useDeviceSupport();
  const screen = useLoginFlow({
    signIn: (credentials) => login(credentials).unwrap(),
    passkeyOptions: () => getPasskeyOptions({}).unwrap(),
    passkeyVerify: (assertion) => passkeyLogin(assertion).unwrap(),
    navigate: (to) => navigate(to, { replace: true }),
    toast,
    target: () => redirectTargetFrom(location.state),
    support,
  });
  return <LoginScreen {...screen} />;
}
