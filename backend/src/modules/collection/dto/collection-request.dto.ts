import { ApiProperty } from '@nestjs/swagger';
import {
  COLLECTION_ORDERS,
  COLLECTION_RULES,
  COLLECTION_SORTS,
  SERVICE_TYPES,
  type CollectionOrder,
  type CollectionQuery,
  type CollectionSort,
  type CreateScheduleShareRequest,
  type ServiceType,
  type UpdateCollectionItemRequest,
} from '@valuation/contracts';
import { Transform } from 'class-transformer';
import { QueryFilter, wholeNumberProblem } from '../../../common/pagination/page-query.dto';
import { oneOf, Rule, textProblem } from '../../../common/validation/rule.decorator';

/** GET /collection: search, category, order (each optional). */
export class CollectionQueryDto implements CollectionQuery {
  @QueryFilter('q', (v) => textProblem(v, 'Search', COLLECTION_RULES.maxQueryLength, false), {
    description:
      'Part of the maker or brand, model, reference, serial, title or description (case ignored)',
    maxLength: COLLECTION_RULES.maxQueryLength,
  })
  q?: string;

  @QueryFilter('service', oneOf('Category', SERVICE_TYPES), { enum: SERVICE_TYPES })
  service?: ServiceType;

  @QueryFilter('sort', oneOf('Sort', COLLECTION_SORTS), {
    enum: COLLECTION_SORTS,
    description: 'value, date (valuation date, the default) or due (revaluation due)',
  })
  sort?: CollectionSort;

  @QueryFilter('order', oneOf('Order', COLLECTION_ORDERS), {
    enum: COLLECTION_ORDERS,
    description: 'desc by default (asc for due)',
  })
  order?: CollectionOrder;
}

/** PUT /collection/items/:id. */
export class UpdateCollectionItemDto implements UpdateCollectionItemRequest {
  @ApiProperty({ description: 'True leaves the item out of the totals and the schedule' })
  @Rule('excluded', (v) => (typeof v === 'boolean' ? null : 'Excluded must be true or false'))
  excluded: boolean;
}

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /collection/shares. */
export class CreateScheduleShareDto implements CreateScheduleShareRequest {
  @ApiProperty({
    example: 'Hiscox, broker desk',
    minLength: COLLECTION_RULES.minRecipientLength,
    maxLength: COLLECTION_RULES.maxRecipientLength,
    description: 'Who the link is for (the insurer or broker), trimmed',
  })
  @Transform(trim)
  @Rule('recipient', (v) => textProblem(v, 'Recipient', COLLECTION_RULES.maxRecipientLength))
  recipient: string;

  @ApiProperty({
    minimum: COLLECTION_RULES.minShareDays,
    maximum: COLLECTION_RULES.maxShareDays,
    example: COLLECTION_RULES.defaultShareDays,
  })
  @Rule(
    'expiresInDays',
    wholeNumberProblem(
      'Expires in days',
      COLLECTION_RULES.minShareDays,
      COLLECTION_RULES.maxShareDays,
    ),
  )
  expiresInDays: number;
}
