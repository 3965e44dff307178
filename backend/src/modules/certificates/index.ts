// The certificates module's public door: what other modules may import from it. Everything else in
// modules/certificates is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { formatCertificateDate, renderCertificate } from './certificate-renderer';
export { renderSchedule } from './schedule-renderer';
export type { SchedulePdfData, SchedulePdfRow } from './schedule-renderer';
export { CertificatesModule } from './certificates.module';
export { CertificatesService } from './certificates.service';
export type { CertificateContent } from './certificates.service';
