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

/** A string of at most `max` characters; `label` names the field in the messages. */
export function textProblem(
  value: unknown,
  label: string,
  max: number,
  required = true,
): string | null {
  if (typeof value !== 'string') return `${label} must be text`;
  if (required && value.trim() === '') return `${label} is required`;
  if (value.length > max) return `${label} must be at most ${max} characters`;
  return null;
}
