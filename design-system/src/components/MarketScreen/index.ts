export { MARKET_SCREEN_TEXTS, MarketScreen, type MarketScreenProps } from './MarketScreen';
export { MarketMovementScreen, type MarketMovementScreenProps } from './MarketMovementScreen';
