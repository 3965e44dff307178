// The info-requests module's public door: what other modules may import from it. Everything else in
// modules/info-requests is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { InfoRequestAnswered } from './info-request.events';
export { InfoRequestsModule } from './info-requests.module';
