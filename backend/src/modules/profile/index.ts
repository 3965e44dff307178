// The profile module's public door: what other modules may import from it. Everything else in
// modules/profile is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { ProfileModule } from './profile.module';
