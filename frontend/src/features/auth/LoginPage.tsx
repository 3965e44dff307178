import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginScreen } from '@valuation/design-system';
import { redirectTargetFrom } from '../../lib/navigation';
import { useToast } from '../../lib/useToast';
import { useLoginMutation } from './api';
import { loginErrorMessage } from './messages';

export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [errorMessage, setErrorMessage] = useState<string>();
  const target = redirectTargetFrom(location.state);

  const handleSubmit = async (values: { email: string; password: string }) => {
    setErrorMessage(undefined);
    try {
      await login({ email: values.email, password: values.password }).unwrap();
      await navigate(target, { replace: true });
    } catch (error) {
      const message = loginErrorMessage(error);
      setErrorMessage(message);
      toast.error(message);
    }
  };

  return <LoginScreen onSubmit={handleSubmit} submitting={isLoading} errorMessage={errorMessage} />;
}
