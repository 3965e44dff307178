import { useLayoutEffect, type RefObject } from 'react';

/** A field's value as a form's state holds it: text (inputs, textareas, selects) or a checkbox. */
export type TypedValue = string | boolean;

/** A field the visitor changed before the page hydrated: its name (dotted for nested values). */
export interface TypedField {
  name: string;
  value: TypedValue;
}

/** Inputs that hold no typed value, or that a visitor cannot type into. */
const UNTYPED_INPUTS = new Set(['button', 'file', 'hidden', 'image', 'reset', 'submit']);

const valueAt = (values: unknown, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      values,
    );

/** The value a field shows, in the shape its state value has, or undefined to leave it alone. */
function shownValue(element: Element, stateValue: unknown): TypedValue | undefined {
  if (element.getAttribute('aria-hidden') === 'true') return undefined; // e.g. MUI Select's mirror
  if (element instanceof HTMLInputElement) {
    if (UNTYPED_INPUTS.has(element.type)) return undefined;
    if (element.type === 'checkbox') {
      return typeof stateValue === 'boolean' ? element.checked : undefined;
    }
    if (element.type === 'radio') {
      return element.checked && typeof stateValue === 'string' ? element.value : undefined;
    }
  } else if (!(element instanceof HTMLTextAreaElement) && !(element instanceof HTMLSelectElement)) {
    return undefined;
  }
  return typeof stateValue === 'string' ? element.value : undefined;
}

/** The form's fields whose shown value differs from the state's (what was typed before hydration). */
export function typedFields(form: HTMLFormElement, values: unknown): TypedField[] {
  const typed: TypedField[] = [];
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (!name) continue;
    const stateValue = valueAt(values, name);
    const shown = shownValue(element, stateValue);
    if (shown !== undefined && shown !== stateValue) typed.push({ name, value: shown });
  }
  return typed;
}

/**
 * A prerendered page (ADR 011) shows its forms before its JavaScript has run: what a visitor types
 * then is in the inputs (hydration keeps it) but not in the form's state, so the form would submit
 * empty values under filled fields. On mount, before the browser paints or handles another event,
 * this hands each field whose shown value differs from the state's to `adopt`, which sets it in the
 * state (values only: nothing is marked touched). After a plain client render every field already
 * shows its state, so nothing is adopted. The values go to `adopt` only (passwords among them).
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  values: unknown,
  adopt: (typed: TypedField[]) => void,
): void {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedFields(form, values);
    if (typed.length) adopt(typed);
    // On mount only: afterwards the fields' own change handlers keep the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
