// The expert-profiles module's public door: what other modules may import from it. Everything else in
// modules/expert-profiles is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { ExpertProfilesModule } from './expert-profiles.module';
export { ExpertProfilesService } from './expert-profiles.service';
