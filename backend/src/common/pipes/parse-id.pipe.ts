import { Injectable, PipeTransform } from '@nestjs/common';
import { DomainError } from '../domain-error';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one check of a path id (a uuid). A malformed id names nothing that exists, so it answers
 * exactly like an unknown one: 404 with the resource's sentence (`new ParseIdPipe('User not
 * found')`), never a 400 or a database error.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, string> {
  constructor(private readonly notFoundSentence: string) {}

  transform(value: unknown): string {
    if (typeof value === 'string' && UUID_RE.test(value)) return value.toLowerCase();
    throw new DomainError('NOT_FOUND', this.notFoundSentence);
  }
}
