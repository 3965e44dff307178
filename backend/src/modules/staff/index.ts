// The staff module's public door: what other modules may import from it. Everything else in
// modules/staff is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { StaffModule } from './staff.module';
