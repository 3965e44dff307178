import { useCallback } from 'react';
import { baseQueryApiOf, reauthenticate, refreshSettled } from './baseQueryWithReauth';
import { useAppDispatch, type AppThunk } from './hooks';
import { tokenStorage } from './session/tokenStorage';
import { networkError, type UploadOptions } from './sendForm';
import { uploadWithSession } from './uploadWithSession';

export type { ProgressListener, UploadOptions } from './sendForm';

/** `uploadWithSession` in the app: the refresh is the store's (`reauthenticate`). */
export function uploadForm<T>(
  path: string,
  makeBody: () => FormData,
  options: UploadOptions = {},
): AppThunk<Promise<T>> {
  return async (dispatch, getState, extra) => {
    await refreshSettled(extra);
    return uploadWithSession<T>(path, makeBody, options, async (sentToken) => {
      const api = baseQueryApiOf(dispatch, getState, extra, 'upload');
      const outcome = await reauthenticate(api, sentToken);
      if (outcome.retry) return tokenStorage.get();
      if (outcome.reason === 'unreachable') throw networkError();
      return null;
    });
  };
}

/** `uploadForm` bound to this store: `upload(path, makeBody, options)`. */
export function useUpload() {
  const dispatch = useAppDispatch();
  return useCallback(
    <T>(path: string, makeBody: () => FormData, options?: UploadOptions) =>
      dispatch(uploadForm<T>(path, makeBody, options)),
    [dispatch],
  );
}
