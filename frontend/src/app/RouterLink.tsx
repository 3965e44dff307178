import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { isSitePage } from '../site/sitePages';

export type RouterLinkProps = Omit<LinkProps, 'to'> &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href?: LinkProps['to'] };

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The design system renders links as MUI `href`s; this adapter (passed as `linkComponent`) turns
 * them into client-side router links. External URLs (http:, mailto:, tel:) stay plain anchors, and
 * so do the pages of the site shell (ADR 019): the app has no copy of them, the link loads them.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  if (
    href === undefined ||
    (typeof href === 'string' && (EXTERNAL.test(href) || isSitePage(href.split(/[?#]/)[0])))
  ) {
    return <a ref={ref} href={typeof href === 'string' ? href : undefined} {...rest} />;
  }
  return <Link ref={ref} to={href} {...rest} />;
});
