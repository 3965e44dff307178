import { lazyPart } from '../lazyPart';
import type { SaveContactBoxProps } from './SaveContactBox';

/**
 * "Save this phone number and address to my profile" from its own chunk: offered only to a
 * signed-in customer whose typed contact differs from the profile.
 */
export const LazySaveContactBox = lazyPart<SaveContactBoxProps>(() =>
  import('./SaveContactBox').then((module) => module.SaveContactBox),
);
