// The saved-replies module's public door: what other modules may import from it. Everything else in
// modules/saved-replies is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { SavedRepliesModule } from './saved-replies.module';
