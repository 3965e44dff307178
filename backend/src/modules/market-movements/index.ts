// The market-movements module's public door: what other modules may import from it. Everything else in
// modules/market-movements is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { MarketEstimatesService } from './market-estimates.service';
export { MarketMovementsModule } from './market-movements.module';
