import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A checkout of the built-in test provider (the /pay/:checkoutId page). */
@Entity({ name: 'test_checkouts' })
export class TestCheckout {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  valuationId: string;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: 'open' | 'paid' | 'expired';

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
