export {
  ImageUploader,
  IMAGE_EXTENSIONS,
  acceptImages,
  imageRefusal,
  type ImageUploaderProps,
} from './ImageUploader';
