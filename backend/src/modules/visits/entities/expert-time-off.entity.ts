import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Time an expert is not available for visits (holiday, training, illness). */
@Entity({ name: 'expert_time_off' })
export class ExpertTimeOff {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  expertId: string;

  @Column({ type: 'timestamptz' })
  fromAt: Date;

  @Column({ type: 'timestamptz' })
  toAt: Date;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
