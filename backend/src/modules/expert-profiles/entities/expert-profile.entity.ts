import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * An expert's valuer profile (contracts: ExpertProfile): the qualification line and the key of the
 * signature image in the FileStore, both printed on every certificate they issue. One row per
 * staff account that saved one; deleting the account deletes it (foreign key, migration
 * ExpertProfiles).
 */
@Entity({ name: 'expert_profiles' })
export class ExpertProfileEntity {
  @PrimaryColumn('uuid')
  userId: string;

  @Column({ type: 'varchar', length: 160, nullable: true })
  qualification: string | null;

  /** FileStore key: staff/<userId>/signature-<id>.jpg */
  @Column({ type: 'varchar', length: 300, nullable: true })
  signatureKey: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
