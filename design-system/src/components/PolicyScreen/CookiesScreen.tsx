import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@valuation/contracts';
import { PolicyList, PolicyScreen, type PolicySection } from './PolicyScreen';

export const COOKIES_TITLE = 'Cookie Policy';

const sections: PolicySection[] = [
  {
    title: 'The One Cookie',
    body: (
      <Typography>
        When you sign in we set one cookie, “refresh_token”: it keeps you signed in for up to 30
        days and is sent only to our sign-in service. Your browser’s scripts cannot read it, and it
        is deleted when you sign out. We set no advertising, analytics or third-party cookies.
      </Typography>
    ),
  },
  {
    title: 'What Your Browser Keeps',
    body: (
      <>
        <Typography>
          Some things are kept in your browser’s own storage, on your device only:
        </Typography>
        <PolicyList
          items={[
            'Your sign-in (an access token), removed when you sign out.',
            'Your light or dark mode choice.',
            'A valuation request you have started, with its photographs, until you submit it or choose “Start again”.',
            'When you closed the invitation to install the app, so that it is not shown again.',
            'For the moment you move from one page to the next: a service you chose and a message to show.',
            'The site’s files, so that it opens quickly and works offline as an installed app.',
          ]}
        />
      </>
    ),
  },
  {
    title: 'Your Choices',
    body: (
      <Typography>
        Everything here is needed for the site to work, so we do not ask for consent to it. You can
        clear it at any time in your browser’s settings (you will then be signed out). How we use
        your details is in our <Link href={ROUTES.privacy}>Privacy Policy</Link>.
      </Typography>
    ),
  },
];

/** /cookies: the one cookie the service sets and what the browser keeps. */
export function CookiesScreen() {
  return (
    <PolicyScreen
      title={COOKIES_TITLE}
      intro="Luxe Valuations uses one cookie, to keep you signed in, and no tracking."
      sections={sections}
      partName="cookies-sections"
    />
  );
}
