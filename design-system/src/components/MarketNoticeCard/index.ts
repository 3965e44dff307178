export { MarketNoticeCard, type MarketNoticeCardProps } from './MarketNoticeCard';
