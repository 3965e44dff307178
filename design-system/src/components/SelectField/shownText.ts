import { Children, isValidElement, type ReactNode } from 'react';

/** The text of the option whose value is `value` (a MenuItem's children), as the select shows it. */
export function shownText(children: ReactNode, value: unknown): string {
  const chosen = Children.toArray(children).find(
    (child) => isValidElement<{ value?: unknown }>(child) && child.props.value === value,
  );
  if (!isValidElement<{ children?: ReactNode }>(chosen)) return '';
  return Children.toArray(chosen.props.children)
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .join('');
}
