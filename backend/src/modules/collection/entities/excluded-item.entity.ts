import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An item the customer left out of the schedule (sold, given away): it stays in the list but not
 * in the totals, the schedule or its shares. Keyed by the item's id (its first request's id), so
 * it survives revaluations; a row exists only while the item is left out. Indexed by userId.
 */
@Entity({ name: 'collection_excluded_items' })
export class ExcludedItem {
  @PrimaryColumn({ type: 'uuid' })
  itemId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'timestamptz' })
  excludedAt: Date;
}
