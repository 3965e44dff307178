import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { API, ROUTES, routePath } from '@valuation/contracts';
import { VisitScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { goToPayment } from '../../lib/checkout';
import { useDownload } from '../../lib/download';
import { useToast } from '../../lib/useToast';
import {
  useCancelVisitMutation,
  useGetVisitQuery,
  useRescheduleVisitMutation,
  useVisitCheckoutMutation,
} from './api';
import { useSlotPicker } from './useVisitSlots';

export const VISIT_LOAD_FAILED = 'This visit could not be loaded.';
const ACTION_FAILED = 'That did not work. Please try again.';

/** /visits/:id (its owner): the visit, paying, the calendar file, moving and cancelling. */
export function VisitPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const download = useDownload();
  const { data: visit, error, refetch } = useGetVisitQuery(id, { refetchOnFocus: true });
  const [checkout, checkoutState] = useVisitCheckoutMutation();
  const [cancel] = useCancelVisitMutation();
  const [reschedule] = useRescheduleVisitMutation();
  const [actionError, setActionError] = useState<string>();
  const [moving, setMoving] = useState(false);
  const slots = useSlotPicker(visit?.hours ?? 1, moving);

  const fail = (e: unknown): never => {
    throw new Error(getErrorMessage(e, ACTION_FAILED));
  };

  return (
    <VisitScreen
      visit={visit}
      loadError={error ? getErrorMessage(error, VISIT_LOAD_FAILED) : undefined}
      onRetry={() => void refetch()}
      now={new Date()}
      actionError={actionError}
      paying={checkoutState.isLoading}
      onPay={async () => {
        setActionError(undefined);
        try {
          const { checkoutUrl } = await checkout(id).unwrap();
          await goToPayment(navigate, routePath(ROUTES.visit, { id }), checkoutUrl);
        } catch (e) {
          setActionError(getErrorMessage(e, ACTION_FAILED));
        }
      }}
      onAddToCalendar={async () => {
        try {
          await download(API.visits.calendar(id), {
            fallbackName: `home-visit-${visit?.reference ?? id}.ics`,
          });
        } catch (e) {
          setActionError(getErrorMessage(e, ACTION_FAILED));
        }
      }}
      onCancel={async () => {
        try {
          await cancel(id).unwrap();
          toast.success('Your visit is cancelled.');
        } catch (e) {
          fail(e);
        }
      }}
      onMoveOpen={() => {
        setMoving(true);
        slots.reset();
      }}
      movePicker={slots.picker}
      onMove={async (request) => {
        try {
          await reschedule({ id, ...request }).unwrap();
          toast.success('Your visit has moved.');
          setMoving(false);
        } catch (e) {
          fail(e);
        }
      }}
    />
  );
}
