export { ResponsivePicture, type ResponsivePictureProps } from './ResponsivePicture';
