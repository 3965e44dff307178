import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppException, FieldError } from '../errors';
import { NOT_AN_OBJECT } from './request-input';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const constraints = e.constraints ?? {};
    if (constraints.whitelistValidation) {
      out.push({ field, message: `Unknown field "${field}"` });
    } else if (constraints.unknownValue || e.property === '' || e.property === undefined) {
      out.push({ field: 'body', message: NOT_AN_OBJECT });
    } else {
      const messages = Object.values(constraints);
      // Our rule validators put their one message first; keep exactly one per field.
      if (messages.length > 0) out.push({ field, message: messages[0] });
    }
    if (e.children?.length) out.push(...flatten(e.children, field));
  }
  return out;
}

/**
 * The 400 answer for failing fields: `error` is the one message, or the messages joined with
 * ". "; `details` one entry per field. Used by the pipe and by the request-input checks.
 */
export function validationException(details: FieldError[]): AppException {
  const unique = details.filter((d, i) => details.findIndex((x) => x.field === d.field) === i);
  const list = unique.length ? unique : [{ field: 'body', message: 'The request is not valid.' }];
  return new AppException(
    400,
    list.length === 1 ? list[0].message : list.map((d) => d.message.replace(/\.$/, '')).join('. '),
    list,
  );
}

/** whitelist + forbidNonWhitelisted + transform; errors become 400 with one detail per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => validationException(flatten(errors)),
  });
}
