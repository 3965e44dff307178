import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public verification shows a serial number (or a handbag's date code) only by its last four
 * characters (issue 33, contracts "Valuation requests"). New certificates store their public item
 * summary masked; this masks the summaries stored before, from the identity their request
 * recorded (the PDF, rendered from that identity, keeps the serial whole). Not undone by `down`:
 * the whole serial stays in the request's identity and on the PDF.
 */
export class MaskCertificateSerials1795713000000 implements MigrationInterface {
  name = 'MaskCertificateSerials1795713000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const key of ['serial', 'dateCode']) {
      const serial = `trim(v."resultIdentity"->>'${key}')`;
      await queryRunner.query(
        `UPDATE "certificates" c
            SET "itemSummary" = replace(c."itemSummary", ${serial},
                  '••••' || CASE WHEN length(${serial}) > 4 THEN right(${serial}, 4) ELSE '' END)
           FROM "valuation_requests" v
          WHERE v."id" = c."valuationId"
            AND coalesce(${serial}, '') <> ''
            AND position('••••' in c."itemSummary") = 0`,
      );
    }
  }

  public async down(): Promise<void> {
    // nothing to undo: the whole serial was never lost (see above)
  }
}
