/**
 * The app's store and providers for the tests of features and lib: their code may not import
 * app/ (eslint.config.mjs), so their tests reach the composed app through this harness.
 */
export { AppProviders } from '../app/providers';
export { makeStore } from '../app/store';
