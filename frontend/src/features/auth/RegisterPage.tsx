import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTICES, ROUTES } from '@valuation/contracts';
import { RegisterScreen, type AuthFormValues } from '@valuation/design-system';
import { useToast } from '../../lib/useToast';
import { useRegisterMutation } from './api';
import { registerErrorMessage } from './messages';

export function RegisterPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const [errorMessage, setErrorMessage] = useState<string>();

  const handleSubmit = async (values: AuthFormValues) => {
    setErrorMessage(undefined);
    try {
      await register({
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
      }).unwrap();
      toast.success(NOTICES.registerSuccess);
      await navigate(ROUTES.dashboard, { replace: true });
    } catch (error) {
      const message = registerErrorMessage(error);
      setErrorMessage(message);
      toast.error(message);
    }
  };

  return (
    <RegisterScreen onSubmit={handleSubmit} submitting={isLoading} errorMessage={errorMessage} />
  );
}
