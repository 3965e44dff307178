import { useLocation } from 'react-router-dom';
import {
  CONTACT_FAILED_MESSAGE,
  ContactScreen,
  type ContactFormValues,
} from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useSendContactMessageMutation } from './api';

/** Navigation state other pages may hand to /contact (e.g. "Schedule Home Visit"). */
export interface ContactLocationState {
  subject?: string;
  message?: string;
}

function prefill(state: unknown): ContactLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { subject, message } = state as Record<string, unknown>;
  return {
    subject: typeof subject === 'string' ? subject : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

export function ContactPage() {
  const location = useLocation();
  const [send] = useSendContactMessageMutation();
  const { subject, message } = prefill(location.state);

  const submit = async (values: ContactFormValues) => {
    try {
      await send(values).unwrap();
    } catch (error) {
      throw new Error(getErrorMessage(error, CONTACT_FAILED_MESSAGE));
    }
  };

  return (
    <ContactScreen
      // A new hand-off (another navigation to /contact with state) starts a fresh form.
      key={location.key}
      initialSubject={subject}
      initialMessage={message}
      onSubmit={submit}
    />
  );
}
