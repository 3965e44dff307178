import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NOTICES, ROUTES } from '@valuation/contracts';
import { ResetPasswordScreen } from '@valuation/design-system';
import { getErrorMessage, isApiError } from '../../lib/apiError';
import { useToast } from '../../lib/useToast';
import { useCheckResetPasswordMutation, useConfirmResetPasswordMutation } from './api';

/** The mailed link: /reset-password?token=… */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [confirmReset, { isLoading }] = useConfirmResetPasswordMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const [errorMessage, setErrorMessage] = useState<string>();
  const [linkRejected, setLinkRejected] = useState(false);
  const [checkReset] = useCheckResetPasswordMutation();

  // The link is checked as the page opens: a used or expired one is said so before the customer
  // chooses a password (a failed check for another reason leaves the form, and confirm decides).
  useEffect(() => {
    if (!token) return undefined;
    let active = true;
    checkReset({ token })
      .unwrap()
      .catch((error: unknown) => {
        if (active && isApiError(error) && error.status === 400) setLinkRejected(true);
      });
    return () => {
      active = false;
    };
  }, [token, checkReset]);

  const handleSubmit = async (values: { password: string; confirmPassword: string }) => {
    if (!token) return;
    setErrorMessage(undefined);
    try {
      await confirmReset({ token, password: values.password }).unwrap();
      toast.success(NOTICES.resetDone);
      await navigate(ROUTES.login, { replace: true });
    } catch (error) {
      const message = getErrorMessage(error, NOTICES.resetConfirmFailed);
      // A 400 without field details is the server refusing the link (unknown, used or expired);
      // with details it is the password rules, which the form can show.
      if (isApiError(error) && error.status === 400 && !error.details?.length) {
        setLinkRejected(true);
      } else {
        setErrorMessage(message);
      }
      toast.error(message);
    }
  };

  return (
    <ResetPasswordScreen
      onSubmit={handleSubmit}
      submitting={isLoading}
      errorMessage={errorMessage}
      invalidLink={!token || linkRejected}
    />
  );
}
