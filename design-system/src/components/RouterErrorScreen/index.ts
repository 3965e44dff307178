export { RouterErrorScreen, type RouterErrorScreenProps } from './RouterErrorScreen';
