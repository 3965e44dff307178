export { formatPrice, lowestPrice } from './catalogue';
