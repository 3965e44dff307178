import { registerDecorator, ValidationArguments } from 'class-validator';

/**
 * A property rule that yields exactly one message: `check` returns the first failing
 * message (or null), so the order of the rules is explicit rather than decorator order.
 */
export function Rule(
  name: string,
  check: (value: unknown, object: object) => string | null,
): PropertyDecorator {
  return (target, propertyKey) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyKey),
      validator: {
        validate: (value: unknown, args: ValidationArguments) => check(value, args.object) === null,
        defaultMessage: (args: ValidationArguments) =>
          check(args.value, args.object) ?? 'Invalid value',
      },
    });
  };
}

/** The contracts' text rule, re-exported beside the decorator that applies it. */
export { textProblem } from '@valuation/contracts';

/** "Status must be one of a, b, c" unless the value is one of `values`: the enum rule of every DTO. */
export const oneOf =
  (label: string, values: readonly string[]) =>
  (v: unknown): string | null =>
    (values as readonly unknown[]).includes(v)
      ? null
      : `${label} must be one of ${values.join(', ')}`;
