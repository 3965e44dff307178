/**
 * `react-dom/client` for the site shell's build (ADR 012): Preact's roots. Hydration keeps what
 * the visitor did before it: text typed into a field is put back (and announced with an `input`
 * event, so the form's state has it) and the focused field keeps the focus.
 */
import type { ComponentChild } from 'preact';
import { hydrate, render, unmountComponentAtNode } from 'preact/compat';
import { hydration } from './hydration';

interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

export function createRoot(container: Element): Root {
  return {
    render: (children) => render(children, container),
    unmount: () => void unmountComponentAtNode(container),
  };
}

/** The fields a visitor types into (not checkboxes, radios, files, buttons or hidden inputs). */
const TYPED = `textarea, input${[
  'checkbox',
  'radio',
  'hidden',
  'file',
  'button',
  'submit',
  'reset',
  'image',
]
  .map((type) => `:not([type=${type}])`)
  .join('')}`;

export function hydrateRoot(container: Element, children: ComponentChild): Root {
  const fields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)];
  const typed = fields.map((field) => field.value);
  const focused = container.ownerDocument.activeElement;
  hydration.set(true);
  try {
    hydrate(children, container);
  } finally {
    hydration.set(false);
  }
  fields.forEach((field, index) => {
    if (!field.isConnected || field.value === typed[index]) return;
    field.value = typed[index];
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  if (focused instanceof HTMLElement && focused !== container.ownerDocument.activeElement)
    if (focused.isConnected && container.contains(focused)) focused.focus({ preventScroll: true });
  return createRoot(container);
}

export default { createRoot, hydrateRoot };
