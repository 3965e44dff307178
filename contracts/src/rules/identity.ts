import type { ServiceType } from '../api/catalogue';
import { IDENTITY_FIELDS, type ItemIdentity } from '../api/item-identity';
import { VALUATION_RULES } from '../api/valuations';
import { textProblem } from './text';

export const IDENTITY_MESSAGES = {
  notObject: 'Identity must be an object of the item’s details',
  notForService: (key: string) => `"${key}" is not a detail of this kind of item`,
} as const;

/**
 * The problems of an identity recorded on completion, `{field: 'identity.<key>', message}`: only
 * the service's keys, each text of at most VALUATION_RULES.maxIdentityFieldLength characters, the
 * required ones filled. Shared by the completion form and the server.
 */
export function itemIdentityProblems(
  service: ServiceType,
  identity: unknown,
): { field: string; message: string }[] {
  if (typeof identity !== 'object' || identity === null || Array.isArray(identity))
    return [{ field: 'identity', message: IDENTITY_MESSAGES.notObject }];
  const fields = IDENTITY_FIELDS[service];
  const problems: { field: string; message: string }[] = [];
  for (const key of Object.keys(identity)) {
    if (!fields.some((f) => f.key === key))
      problems.push({
        field: `identity.${key.slice(0, 40)}`,
        message: IDENTITY_MESSAGES.notForService(key.slice(0, 40)),
      });
  }
  const given = identity as ItemIdentity;
  for (const f of fields) {
    const value = given[f.key];
    if (value === undefined && !f.required) continue;
    const problem = textProblem(
      value ?? '',
      f.label,
      VALUATION_RULES.maxIdentityFieldLength,
      f.required,
    );
    if (problem) problems.push({ field: `identity.${f.key}`, message: problem });
  }
  return problems;
}
