import { CHAT_PHOTO_STATUSES, type ValuationStatus } from '@valuation/contracts';
import { ChatImagesPanel } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useAddChatPhotoMutation, useGetChatImagesQuery } from './chatImagesApi';

const ADD_FAILED = 'The photo could not be added. Please try again.';

/** The customer's chat images beside the request's photos, each addable to the request. */
export function ChatImagesContainer({ id, status }: { id: string; status: ValuationStatus }) {
  const { data } = useGetChatImagesQuery(id);
  const [add] = useAddChatPhotoMutation();
  return (
    <ChatImagesPanel
      images={data}
      canAdd={CHAT_PHOTO_STATUSES.includes(status)}
      onAdd={async (attachmentId) => {
        try {
          await add({ id, attachmentId }).unwrap();
        } catch (error) {
          throw new Error(getErrorMessage(error, ADD_FAILED));
        }
      }}
    />
  );
}
