import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { ROUTES } from '@valuation/contracts';
import {
  AppLayout,
  CURRENT_YEAR_ATTRIBUTE,
  DesignSystemProvider,
  Navbar,
  prepareTheme,
  StaticIsland,
  StaticPartsProvider,
  staticPartsMarkup,
  type StaticPartsMarkup,
} from '@valuation/design-system';
import { documentTitle } from '../lib/brand';
import { useStandalone } from '../lib/pwa/displayMode';
import { PwaProvider, type PwaServices } from '../lib/pwa/PwaContext';
import { goTo, setInDocumentNavigation } from './navigate';
import { preloadable, prerenderedIsland } from './islands';
import { SiteToasts } from './SiteToasts';
import type { ContactPrefill, SitePageProps } from './pages/types';
import { signOutOfSite, useSiteUser } from './session';
import { isSitePage, loadSitePage, SITE_PAGES } from './sitePages';
import '../lib/pageTransitions.css';

export type { ContactPrefill, SitePageProps } from './pages/types';

/**
 * The marketing site's shell (issue 12; ADR 012): the prerendered pages /, /about, /services,
 * /contact, /terms and /login, hydrated without the router, the store or the app's other code.
 * A visitor with a stored session keeps the hydrated page: once the session check has answered,
 * the navbar turns to the signed-in one (account menu, Sign Out, the bell), and the installed
 * app shows its tab bar, as updates of the same tree (issue 27: nothing the visitor is using is
 * replaced). Between its own pages it moves in the document (the same page transition
 * as the app's); a link into the app loads that page, and the hand-off to /valuation travels
 * through lib/handoff. What the app's containers in features/marketing do through the router and
 * RTK Query, the pages in ./pages do through this shell and fetch.
 */

export interface SiteAppProps {
  path: string;
  /** The page's component (loaded before the first render: sitePages.ts). */
  Page: ComponentType<SitePageProps>;
  catalogue: SitePageProps['catalogue'];
  /** A drafted enquiry handed to /contact by the page that loaded this one. */
  contactPrefill?: ContactPrefill;
  /** Any other page's navigation state handed over by the page that loaded this one. */
  navigationState?: unknown;
  /** The page-lifetime PWA controllers (the browser only). */
  pwa?: PwaServices;
  /**
   * The prerendered footer's markup, when hydrating the page the server sent: kept as it is, its
   * code never loaded (./islands.tsx).
   */
  footerHtml?: string;
  /**
   * The prerendered markup of the pages' static parts (design system's StaticPart), when hydrating
   * the page the server sent: kept as it is, never rendered nor hydrated (ADR 012).
   */
  staticParts?: StaticPartsMarkup;
  /** Hydrating the prerendered page. */
  hydrating?: boolean;
  /**
   * The page holds every theme CSS variable (prerendered, or in the stylesheet its loader added:
   * ./themeVariables.ts); when hydrating, the theme then does not generate them again.
   */
  themeInPage?: boolean;
}

interface Shown {
  path: string;
  Page: ComponentType<SitePageProps>;
  state?: unknown;
  /** Re-keys the page on every navigation: a fresh page, and the entrance animation. */
  key: number;
}

const noStaticParts: StaticPartsMarkup = new Map();

/** The footer: static, so a hydrated page keeps the prerendered one and never loads its code. */
export const SiteFooter = preloadable(async () => (await import('./SiteFooter')).Footer);
const FOOTER_ISLAND = 'footer';

/** The prerendered footer's markup (`footerHtml`), its year the visitor's, not the build's. */
export function prerenderedFooter(root: ParentNode): string | undefined {
  for (const line of root.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`))
    line.textContent = (line.textContent ?? '').replace(/\d{4}/, String(new Date().getFullYear()));
  return prerenderedIsland(root, FOOTER_ISLAND);
}

/** Builds the design system's theme ahead of the first render (main.tsx: a task of its own). */
export { prepareTheme };

/** The pages' static parts as prerendered (`staticParts`), read before hydrating. */
export const prerenderedParts = (root: ParentNode): StaticPartsMarkup => staticPartsMarkup(root);

/** The drafted enquiry in navigation state ("Schedule Home Visit"), if well-formed. */
export function contactPrefillOf(state: unknown): ContactPrefill | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { subject, message } = state as Record<string, unknown>;
  return {
    subject: typeof subject === 'string' ? subject : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/** A left click on a link to another page of the site, which the shell shows in the document. */
function sitePathOfClick(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.search || !isSitePage(url.pathname)) return null;
  if (url.hash && url.pathname === window.location.pathname) return null; // an anchor on this page
  return url.pathname;
}

/** Moves between the site's pages in the document: links, back/forward and hand-offs. */
function useSiteNavigation(initial: Omit<Shown, 'key'>): Shown {
  const [shown, setShown] = useState<Shown>({ ...initial, key: 0 });
  useEffect(() => {
    let latest = 0;
    const show = async (path: string, state: unknown, push: boolean) => {
      const navigation = ++latest;
      const Page = await loadSitePage(path);
      if (navigation !== latest) return; // a later click won
      if (push) window.history.pushState({ lvSite: state ?? null }, '', path);
      document.title = documentTitle(SITE_PAGES[path].title);
      setShown({ path, Page, state, key: navigation });
      if (push) window.scrollTo(0, 0);
    };
    const onClick = (event: MouseEvent) => {
      const path = sitePathOfClick(event);
      if (!path) return;
      event.preventDefault();
      void show(path, undefined, true);
    };
    const onPopState = (event: PopStateEvent) => {
      const path = window.location.pathname;
      if (!isSitePage(path)) {
        window.location.reload(); // an entry of the app's: load it
        return;
      }
      const state = (event.state as { lvSite?: unknown } | null)?.lvSite ?? undefined;
      void show(path, state, false);
    };
    setInDocumentNavigation((path, state) => void show(path, state, true));
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      setInDocumentNavigation(null);
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
  return shown;
}

// The signed-in parts (the bell, the installed app's tab bar): their code loads where they show.
const SiteBell = lazy(async () => ({ default: (await import('./SiteSignedIn')).SiteBell }));
const BottomTabBar = lazy(async () => ({
  default: (await import('./SiteSignedIn')).BottomTabBar,
}));

/** Sign Out on a page of the shell: the session ends, and the visitor is taken home (as the app does). */
function signOut(): void {
  void signOutOfSite().then(() => {
    if (window.location.pathname !== ROUTES.home) goTo(ROUTES.home);
  });
}

// The install invitation and "A new version is available": their code loads when one applies.
const PwaPrompts = lazy(async () => ({
  default: (await import('../lib/pwa/PwaPrompts')).PwaPrompts,
}));

/** Mounts the prompts (and loads their code) only once there is something to offer. */
function SitePwaPrompts({ pwa, installed }: { pwa: PwaServices; installed: boolean }) {
  const installKind = useSyncExternalStore(
    pwa.installPrompt.subscribe,
    pwa.installPrompt.getSnapshot,
    () => 'hidden' as const,
  );
  const update = useSyncExternalStore(
    pwa.serviceWorker.subscribe,
    pwa.serviceWorker.getSnapshot,
    () => false,
  );
  return installKind !== 'hidden' || update ? (
    <PwaProvider services={pwa}>
      <PwaPrompts installed={installed} />
    </PwaProvider>
  ) : null;
}

/** A marketing page: the navbar (or the installed app's tab bar), the page, the footer, the PWA prompts. */
export function SiteApp({
  path,
  Page,
  catalogue,
  contactPrefill,
  navigationState,
  pwa,
  footerHtml,
  staticParts = noStaticParts,
  hydrating = false,
  themeInPage = true,
}: SiteAppProps) {
  const shown = useSiteNavigation({
    path,
    Page,
    state: contactPrefill ?? navigationState,
  });
  // Both null/false on the prerendered page and while hydrating, then the visitor's (ADR 012).
  const user = useSiteUser();
  const installed = useStandalone();
  const bell = user ? (
    <Suspense fallback={null}>
      <SiteBell />
    </Suspense>
  ) : undefined;
  return (
    <DesignSystemProvider prerenderedStyleSheet={hydrating && themeInPage}>
      {/* Suspense boundaries: hydration commits in pieces, yielding to the browser between; the
          footer is a static island, kept as prerendered. */}
      <AppLayout
        installed={installed}
        navbar={
          <Suspense fallback={null}>
            <Navbar user={user} onSignOut={signOut} currentPath={shown.path} bell={bell} />
          </Suspense>
        }
        bottomBar={
          <Suspense fallback={null}>
            <BottomTabBar
              currentPath={shown.path}
              onSignOut={user ? signOut : undefined}
              bell={bell}
            />
          </Suspense>
        }
        footer={
          <StaticIsland name={FOOTER_ISLAND} html={footerHtml}>
            <Suspense fallback={null}>
              <SiteFooter />
            </Suspense>
          </StaticIsland>
        }
      >
        {/* Only navigations in the document animate: the first page paints at once. */}
        <div key={shown.key} className={shown.key > 0 ? 'page-transition' : undefined}>
          <Suspense fallback={null}>
            <StaticPartsProvider value={staticParts}>
              <shown.Page
                catalogue={catalogue}
                navigationState={shown.state}
                contactPrefill={
                  shown.path === ROUTES.contact ? contactPrefillOf(shown.state) : undefined
                }
              />
            </StaticPartsProvider>
          </Suspense>
        </div>
      </AppLayout>
      {/* Rendered by the prerender too (empty), so hydration finds the same boundary. */}
      <Suspense fallback={null}>
        {pwa ? <SitePwaPrompts pwa={pwa} installed={installed} /> : null}
      </Suspense>
      {/* The toasts (e.g. /login's errors): the stack's code loads with the first one. */}
      <Suspense fallback={null}>
        <SiteToasts />
      </Suspense>
    </DesignSystemProvider>
  );
}
