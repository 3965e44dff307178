import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@valuation/contracts';
import { PolicyList, PolicyScreen, type PolicySection } from './PolicyScreen';

export const PRIVACY_TITLE = 'Privacy Policy';

const sections: PolicySection[] = [
  {
    title: 'What We Keep',
    body: (
      <>
        <Typography>When you use Luxe Valuations we keep:</Typography>
        <PolicyList
          items={[
            'Your account: email address, first and last name, phone number, time zone, preferred language, notification preferences and whether you agreed to marketing. Your password is kept only as a one-way hash; a passkey only as its public key.',
            'Your sessions: when each started and was last used, the browser that signed in and its IP address, so that you and we can recognise and end them.',
            'Your valuation requests: the item’s description, brand, last known value and year of purchase, the photographs you upload (we remove location data such as GPS positions from them), the name, email, phone and postal address you give, the price, the status and its history, and the expert’s valuation and certificate.',
            'Payments: the amount, the status and the payment provider’s references. Card details go straight to the payment provider; we never see or keep them.',
            'Expert Chat: your messages, their attachments and when they were delivered and read.',
            'Messages from the contact form: your name, email, subject and message.',
            'Notifications we send you, and, if you turn on push notifications, your browser’s push address.',
          ]}
        />
      </>
    ),
  },
  {
    title: 'Why We Keep It',
    body: (
      <PolicyList
        items={[
          'To value your items, take payment and send you your results (the contract between us).',
          'To keep your account safe: sessions, sign-in attempts and passkeys (our legitimate interest in security).',
          'To answer your messages and enquiries.',
          'To keep payment records as the law requires (legal obligation).',
          'To send you news and offers, only if you agreed (consent, which you can withdraw in Profile at any time).',
        ]}
      />
    ),
  },
  {
    title: 'How Long We Keep It',
    body: (
      <PolicyList
        items={[
          'Your account and everything linked to it: until you delete your account.',
          'A valuation request that is not paid within 30 days is cancelled and its photographs are deleted.',
          'A session ends after 30 days without use, or when you sign out; a password reset link works once, for 60 minutes.',
          'Payment records are kept after an account is deleted, without the link to it, for our accounts.',
          'A valuation in progress on this device (the wizard’s draft) stays in your browser until you submit it or choose “Start again”.',
        ]}
      />
    ),
  },
  {
    title: 'Who Receives It',
    body: (
      <>
        <Typography>
          We do not sell your details. We share them only with the providers that run the service
          for us:
        </Typography>
        <PolicyList
          items={[
            'Our payment provider, Stripe, which processes your card payment.',
            'Our email provider, which delivers the emails we send you (confirmations, results, replies).',
            'Our storage provider, where photographs and attachments are kept when we use cloud storage.',
            'If you turn on push notifications, your browser’s push service, which delivers them.',
          ]}
        />
        <Typography>
          Our valuation experts see your requests and messages in order to answer them.
        </Typography>
      </>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <>
        <Typography>
          Under UK data protection law you may see, correct, take away and delete your details. In{' '}
          <Link href={ROUTES.profile}>Profile</Link>:
        </Typography>
        <PolicyList
          items={[
            '“Your data” downloads everything we hold about you as one file (your right of access and to take your data with you).',
            'Profile Information corrects your details; the marketing choice withdraws your consent.',
            '“Delete account” deletes your account, its requests, photographs, messages, passkeys and sessions (your right to erasure).',
          ]}
        />
        <Typography>
          For anything else, write to us through the <Link href={ROUTES.contact}>Contact</Link>{' '}
          page. You may also complain to the Information Commissioner’s Office (ico.org.uk).
        </Typography>
      </>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <Typography>
        We use only what the site needs to work, and no advertising or tracking cookies: see our{' '}
        <Link href={ROUTES.cookies}>Cookie Policy</Link>.
      </Typography>
    ),
  },
];

/** /privacy: what the service keeps about you, why, for how long, who receives it, your rights. */
export function PrivacyScreen() {
  return (
    <PolicyScreen
      title={PRIVACY_TITLE}
      intro="Luxe Valuations, London, keeps the details you give us to value your items. This notice says what we keep, why, for how long and who receives it."
      sections={sections}
      partName="privacy-sections"
    />
  );
}
