export {
  MarketNoticeCard,
  type MarketNoticeCardProps,
  type RevaluationOffer,
} from './MarketNoticeCard';
