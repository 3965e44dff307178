export {
  StaticIsland,
  StaticPart,
  StaticPartsProvider,
  staticPartsMarkup,
  STATIC_PART_ATTRIBUTE,
  type StaticPartsMarkup,
} from './StaticPart';
