import { API, API_BASE, NOTICES } from '@valuation/contracts';
import {
  CONTACT_FAILED_MESSAGE,
  ContactScreen,
  type ContactFormValues,
} from '@valuation/design-system';
import type { SitePageProps } from './types';

/** POST /api/contact; rejects with the server's sentence, the network notice or the fallback. */
async function sendContactMessage(values: ContactFormValues): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${API.contact}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    });
  } catch {
    throw new Error(NOTICES.networkError);
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const sentence = typeof body?.error === 'string' && body.error.trim() ? body.error : undefined;
  throw new Error(sentence ?? CONTACT_FAILED_MESSAGE);
}

export function ContactPage({ contactPrefill }: SitePageProps) {
  return (
    <ContactScreen
      initialSubject={contactPrefill?.subject}
      initialMessage={contactPrefill?.message}
      onSubmit={sendContactMessage}
    />
  );
}
