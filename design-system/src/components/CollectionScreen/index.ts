export { CollectionScreen, type CollectionScreenProps } from './CollectionScreen';
export { DEFAULT_COLLECTION_SORT } from './CollectionToolbar';
export { ItemPhoto } from './CollectionItemCard';
export {
  categoryName,
  formatDay as formatCollectionDay,
  formatPounds,
  identityLine,
} from './collectionFormats';
