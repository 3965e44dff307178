import type {
  CreateValuationFields,
  LoginRequest,
  RegisterRequest,
  Role,
} from '@valuation/contracts';
import type {
  AuthFormValues,
  ContactToSave,
  SavedContact,
  ValuationWizardScreenProps,
} from '@valuation/design-system';

// What /valuation's flow (useValuationFlow.ts) asks of the page that hosts it, and what it gives
// back: the app's page and the site shell's each implement these effects their own way.

/** The signed-in account's details the wizard pre-fills. */
export interface WizardAccount {
  firstName?: string;
  lastName?: string;
  email: string;
  /** Only a customer is offered to save the phone and address to the profile. */
  role?: Role;
}

/**
 * What /valuation does, whoever renders it: the app's ValuationPage (RTK Query, React Router, the
 * store's session) and the site shell's (fetch, XMLHttpRequest, the document; ADR 012) give their
 * own effects. Every effect rejects with the ApiError of lib/apiError.ts.
 */
export interface ValuationEffects {
  /** The signed-in account, null when signed out (or not known yet: see `settleAccount`). */
  account: WizardAccount | null;
  /**
   * The account once the session check has answered, asked at "Proceed to Payment" while
   * `account` is null (a stored session still being checked is not a reason for the dialog).
   */
  settleAccount?(): Promise<WizardAccount | null>;
  /**
   * A signed-in customer's profile phone and address (GET /api/profile), once known: the wizard
   * fills them in and offers to save what differs. Null or omitted: signed out, staff, not known.
   */
  savedContact?: SavedContact | null;
  /** PUT /api/profile with the phone and address, when "Save … to my profile" was ticked. */
  saveContact?(contact: ContactToSave): Promise<unknown>;
  /**
   * Tells the customer, on the page the browser goes to next (the payment page), that the save to
   * the profile failed (`CONTACT_NOT_SAVED_MESSAGE`): the payment goes on regardless.
   */
  tellContactNotSaved?(message: string): void;
  /**
   * POST /api/valuations with the photos and the draft's Idempotency-Key (the same for every try
   * of one draft): the new request's id.
   */
  upload(
    fields: CreateValuationFields,
    photos: File[],
    onProgress: (percent: number) => void,
    idempotencyKey: string,
  ): Promise<string>;
  /** POST /api/valuations/:id/checkout: where the payment happens. */
  checkout(id: string): Promise<string>;
  /** The sign-in dialog's calls; each stores the session it gets. */
  signIn(credentials: LoginRequest): Promise<unknown>;
  register(details: RegisterRequest): Promise<unknown>;
  /** On to the payment page, with the request's page beneath it in the history. */
  goToPayment(id: string, checkoutUrl: string): Promise<void>;
  /** Clears the navigation state that handed a service over (once, on arrival). */
  clearNavigationState(): void;
}

/** What the page renders: the wizard's props and the sign-in dialog's. */
export interface ValuationFlow {
  wizard: ValuationWizardScreenProps & { key: string };
  dialog: {
    open: boolean;
    registerDefaults?: Partial<Pick<AuthFormValues, 'firstName' | 'lastName' | 'email'>>;
    onLogin: (values: AuthFormValues) => Promise<void>;
    onRegister: (values: AuthFormValues) => Promise<void>;
    onClose: () => void;
    submitting: boolean;
    errorMessage?: string;
  };
}
