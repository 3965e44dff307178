// The webauthn module's public door: what other modules may import from it. Everything else in
// modules/webauthn is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { defaultPasskeyName } from './passkey-name';
export { PasskeysService } from './passkeys.service';
export { WebauthnModule } from './webauthn.module';
