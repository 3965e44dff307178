import { Children, isValidElement, type ReactNode } from 'react';
import type { SelectOption } from './selectOptions';

/**
 * The text of the option whose value is `value`: its label (`options`), or the text of the
 * MenuItem whose value it is (`children`).
 */
export function shownText(
  children: ReactNode,
  value: unknown,
  options?: readonly SelectOption[],
): string {
  if (options) return options.find((option) => option.value === value)?.label ?? '';
  const chosen = Children.toArray(children).find(
    (child) => isValidElement<{ value?: unknown }>(child) && child.props.value === value,
  );
  if (!isValidElement<{ children?: ReactNode }>(chosen)) return '';
  return Children.toArray(chosen.props.children)
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .join('');
}
