export {
  PRIORITY_IMAGE_TIMING,
  ResponsivePicture,
  type ResponsivePictureProps,
} from './ResponsivePicture';
