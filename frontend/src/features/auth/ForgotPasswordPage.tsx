import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTICES, ROUTES } from '@valuation/contracts';
import { ForgotPasswordScreen } from '@valuation/design-system';
import { useToast } from '../../lib/useToast';
import { useResetPasswordMutation } from './api';
import { resetErrorMessage } from './messages';

export function ForgotPasswordPage() {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const [errorMessage, setErrorMessage] = useState<string>();

  const handleSubmit = async (values: { email: string }) => {
    setErrorMessage(undefined);
    try {
      await resetPassword({ email: values.email }).unwrap();
      toast.success(NOTICES.resetSent);
      await navigate(ROUTES.login);
    } catch (error) {
      const message = resetErrorMessage(error);
      setErrorMessage(message);
      toast.error(message);
    }
  };

  return (
    <ForgotPasswordScreen
      onSubmit={handleSubmit}
      submitting={isLoading}
      errorMessage={errorMessage}
    />
  );
}
