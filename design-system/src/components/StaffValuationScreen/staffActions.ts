import type { StaffValuation, Role } from '@valuation/contracts';

export interface StaffViewer {
  id: string;
  role: Role;
}

/** Whether an action is offered, and why not when it is not (shown beside the disabled button). */
export interface ActionState {
  allowed: boolean;
  reason?: string;
}

export interface StaffActions {
  assign: ActionState;
  requestInfo: ActionState;
  complete: ActionState;
  recommendRevaluation: ActionState;
}

export const ACTION_REASONS = {
  unpaid: 'An unpaid request cannot be worked on.',
  cancelled: 'This request was cancelled.',
  completed: 'This valuation is completed.',
  notAssignee: 'Only the assigned expert or an admin can do this. Assign it to yourself first.',
  alreadyMine: 'This request is assigned to you.',
  waiting: 'Waiting for the customer to reply or add photos.',
  notCompleted: 'Revaluation can be recommended once the valuation is completed.',
} as const;

const ok: ActionState = { allowed: true };
const no = (reason: string): ActionState => ({ allowed: false, reason });

/**
 * What the viewer may do with a request (docs/product.md §2.20). The server enforces the same
 * rules; the console hides nothing silently: a disabled action says why.
 */
export function staffActions(valuation: StaffValuation, viewer: StaffViewer): StaffActions {
  const admin = viewer.role === 'admin';
  const mine = valuation.assignee?.id === viewer.id;
  const blocked =
    valuation.status === 'awaiting_payment'
      ? no(ACTION_REASONS.unpaid)
      : valuation.status === 'cancelled'
        ? no(ACTION_REASONS.cancelled)
        : valuation.status === 'completed'
          ? no(ACTION_REASONS.completed)
          : null;
  const worker = mine || admin ? ok : no(ACTION_REASONS.notAssignee);
  return {
    assign: blocked ?? (mine && !admin ? no(ACTION_REASONS.alreadyMine) : ok),
    requestInfo:
      blocked ?? (valuation.status === 'info_requested' ? no(ACTION_REASONS.waiting) : worker),
    complete: blocked ?? worker,
    recommendRevaluation: valuation.status === 'completed' ? ok : no(ACTION_REASONS.notCompleted),
  };
}
