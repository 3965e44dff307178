import { createContext, useContext, type ReactNode } from 'react';

/** Marks a static part in the page's markup: its value is the part's name. */
export const STATIC_PART_ATTRIBUTE = 'data-static-island';
/** A box-less wrapper: the part's content is laid out as if it were its parent's child. */
const contents = { display: 'contents' } as const;

/**
 * The markup of a prerendered page's static parts, by name, for the page that hydrates it: a part
 * found here is kept as it is (see StaticPart). An empty map marks the parts without keeping any
 * (the prerender, a page rendered afresh in the site shell).
 */
export type StaticPartsMarkup = ReadonlyMap<string, string>;

const StaticPartsContext = createContext<StaticPartsMarkup | null>(null);

/** Provided by the site shell (ADR 012); without it a StaticPart is its children, unchanged. */
export const StaticPartsProvider = StaticPartsContext.Provider;

/**
 * One static part given its markup (`html`), or its children to render: a wrapper with no box of
 * its own, which React never looks inside again once it holds the markup.
 */
export function StaticIsland({
  name,
  html,
  children,
}: {
  name: string;
  html?: string;
  children?: ReactNode;
}) {
  const attributes = { [STATIC_PART_ATTRIBUTE]: name, style: contents };
  return html === undefined ? (
    <div {...attributes}>{children}</div>
  ) : (
    <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * A part of a screen with nothing to hydrate (issue 12: cheap hydration): no handlers or state of
 * its own, links that navigate natively or through the shell's document listener, colours from the
 * theme's CSS variables. On a prerendered page that the site shell hydrates, React keeps the
 * server's markup of the part instead of rendering and hydrating its components (their styles,
 * already in the page, are not serialised again); everywhere else it renders its children.
 * Its content must not depend on anything the browser knows and the server did not.
 */
export function StaticPart({ name, children }: { name: string; children: ReactNode }) {
  const markup = useContext(StaticPartsContext);
  if (!markup) return children;
  return (
    <StaticIsland name={name} html={markup.get(name)}>
      {children}
    </StaticIsland>
  );
}

/** The markup of every static part in `root` (a prerendered page, read before hydrating it). */
export function staticPartsMarkup(root: ParentNode): Map<string, string> {
  const markup = new Map<string, string>();
  for (const part of root.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`))
    markup.set(part.getAttribute(STATIC_PART_ATTRIBUTE) ?? '', part.innerHTML);
  return markup;
}
