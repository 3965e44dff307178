import type { Catalogue } from '@valuation/contracts';

export interface ContactPrefill {
  subject?: string;
  message?: string;
}

/** What every page of the site shell is given. */
export interface SitePageProps {
  catalogue: Catalogue;
  /** A drafted enquiry handed to /contact ("Schedule Home Visit"). */
  contactPrefill?: ContactPrefill;
  /** The navigation state the page was shown with (a hand-off, or a move in the document). */
  navigationState?: unknown;
}
