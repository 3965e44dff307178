export * from './CertificateVerificationScreen';
