import type { CreateSavedReplyRequest, UpdateSavedReplyRequest } from '@valuation/contracts';
import { SavedRepliesScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../../lib/apiError';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import { useToast } from '../../../lib/useToast';
import {
  useCreateSavedReplyMutation,
  useDeleteSavedReplyMutation,
  useGetSavedRepliesQuery,
  useUpdateSavedReplyMutation,
} from '../savedRepliesApi';

const LOAD_FAILED = 'The saved replies could not be loaded.';
const SAVE_FAILED = 'The reply could not be saved. Please try again.';
const DELETE_FAILED = 'The reply could not be deleted. Please try again.';

/** /staff/replies: the expert's saved replies and the shared ones (docs/product.md §2.21). */
export function SavedRepliesPage() {
  const user = useAppSelector(selectCurrentUser);
  const toast = useToast();
  const list = useGetSavedRepliesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create] = useCreateSavedReplyMutation();
  const [update] = useUpdateSavedReplyMutation();
  const [remove] = useDeleteSavedReplyMutation();

  const onCreate = async (reply: CreateSavedReplyRequest) => {
    try {
      await create(reply).unwrap();
    } catch (error) {
      throw new Error(getErrorMessage(error, SAVE_FAILED));
    }
  };
  const onUpdate = async (id: string, change: UpdateSavedReplyRequest) => {
    try {
      await update({ id, ...change }).unwrap();
    } catch (error) {
      throw new Error(getErrorMessage(error, SAVE_FAILED));
    }
  };
  const onDelete = async (id: string) => {
    try {
      await remove(id).unwrap();
    } catch (error) {
      toast.error(getErrorMessage(error, DELETE_FAILED));
      throw error;
    }
  };

  return (
    <SavedRepliesScreen
      replies={list.data?.replies}
      loading={list.isLoading}
      errorMessage={list.isError ? getErrorMessage(list.error, LOAD_FAILED) : undefined}
      onRetry={() => void list.refetch()}
      canShare={user?.role === 'admin'}
      onCreate={onCreate}
      onUpdate={onUpdate}
      onDelete={onDelete}
    />
  );
}
