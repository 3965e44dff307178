import { useMemo } from 'react';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { TextField, type TextFieldProps } from '../TextField';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  cardCvcProblem,
  cardExpiryProblem,
  cardNameProblem,
  cardNumberProblem,
  checkoutSubject,
  PAYMENT_TEXTS,
  type TestCheckout,
  type TestPaymentRequest,
} from '@valuation/contracts';
import { formatPrice } from '../../catalogue';
import { PageHeader } from '../PageHeader';
import { SubmitButton } from '../SubmitButton';

export interface TestPaymentScreenProps {
  /** The checkout being paid; undefined while it loads. */
  checkout?: TestCheckout;
  /** Why the checkout could not be loaded (shown instead of the form). */
  loadError?: string;
  /** Pays; reject with an Error whose message is shown ("Your card was declined."). */
  onPay: (values: TestPaymentRequest) => Promise<void>;
  /** A payment is in flight. */
  paying?: boolean;
  /** The failure of the last attempt, shown above the fields. */
  errorMessage?: string;
  /** The request's page ("Back to your request"). */
  requestHref?: string;
}

export const TEST_PAYMENT_TITLE = 'Payment';

const problemTest = (problem: (value: unknown) => string | null) =>
  string().test('card', (value, context) => {
    const message = problem(value ?? '');
    return message === null || context.createError({ message });
  });

/** The card form's rules: the contracts' (Luhn, MM/YY not past, 3–4 digit CVC). */
const cardSchema = object({
  name: problemTest(cardNameProblem),
  cardNumber: problemTest(cardNumberProblem),
  expiry: problemTest((value) => cardExpiryProblem(value)),
  cvc: problemTest(cardCvcProblem),
});

/** "4242424242424242" → "4242 4242 4242 4242" as the customer types. */
function groupDigits(value: string): string {
  return value
    .replace(/[^\d]/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" → "12/30". */
function formatExpiry(value: string): string {
  const digits = value.replace(/[^\d]/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * /pay/:checkoutId (docs/product.md §2.19): the built-in test payment page used when Stripe is not
 * configured. The amount and what it pays for (`checkoutSubject`: a valuation request, or a home
 * visit's deposit or balance with the visit's reference and time), the notice that no real money is taken, the
 * card form and "Pay £{total}".
 */
export function TestPaymentScreen({
  checkout,
  loadError,
  onPay,
  paying = false,
  errorMessage,
  requestHref,
}: TestPaymentScreenProps) {
  const formik = useFormik<TestPaymentRequest>({
    initialValues: { name: '', cardNumber: '', expiry: '', cvc: '' },
    validationSchema: cardSchema,
    validateOnChange: true,
    onSubmit: async (values) => {
      try {
        await onPay({ ...values, name: values.name.trim() });
      } catch {
        // The caller shows the failure through `errorMessage`.
      }
    },
  });
  const busy = paying || formik.isSubmitting;
  const subject = useMemo(
    () =>
      checkout ? checkoutSubject(checkout) : { lead: undefined, kind: '', part: null, when: null },
    [checkout],
  );
  const amount = useMemo(
    () => (checkout ? formatPrice(checkout.amount, checkout.currency) : ''),
    [checkout],
  );

  const field = (
    name: keyof TestPaymentRequest,
    label: string,
    extra: Partial<TextFieldProps> = {},
    format?: (value: string) => string,
  ) => {
    const shown = formik.touched[name] || formik.submitCount > 0;
    const error = shown ? formik.errors[name] : undefined;
    return (
      <TextField
        id={`pay-${name}`}
        name={name}
        label={label}
        value={formik.values[name]}
        onChange={(event) =>
          void formik.setFieldValue(name, format ? format(event.target.value) : event.target.value)
        }
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        helperText={error ?? ' '}
        disabled={busy}
        required
        fullWidth
        {...extra}
      />
    );
  };

  const back = requestHref ? (
    <Button href={requestHref} variant="text">
      Back to your request
    </Button>
  ) : null;

  let body;
  if (loadError) {
    body = (
      <Alert severity="error" role="alert" action={back}>
        {loadError}
      </Alert>
    );
  } else if (!checkout) {
    body = (
      <Box role="status" aria-busy="true" aria-label="Loading the payment">
        <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  } else if (checkout.status !== 'open') {
    body = (
      <Alert severity={checkout.status === 'paid' ? 'success' : 'warning'} action={back}>
        {checkout.status === 'paid'
          ? PAYMENT_TEXTS.alreadyPaid
          : 'This payment link has expired. Please start the payment again from your request.'}
      </Alert>
    );
  } else {
    body = (
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              flexWrap: 'wrap',
              gap: 1,
              mb: 2,
            }}
          >
            <Box>
              <Typography component="p">
                {subject.kind} <strong>{checkout.reference}</strong>
                {subject.part ? `: ${subject.part}` : null}
              </Typography>
              {subject.when ? (
                <Typography component="p" variant="body2" color="text.secondary">
                  {subject.when}
                </Typography>
              ) : null}
            </Box>
            <Typography component="p" variant="h4">
              {amount}
            </Typography>
          </Box>
          <Alert severity="info" role="note" sx={{ mb: 3 }}>
            {PAYMENT_TEXTS.testNotice}
          </Alert>
          <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
            {errorMessage ? (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {errorMessage}
              </Alert>
            ) : null}
            {field('name', 'Name on card', { autoComplete: 'cc-name' })}
            {field(
              'cardNumber',
              'Card number',
              {
                autoComplete: 'cc-number',
                slotProps: { htmlInput: { inputMode: 'numeric' } },
              },
              groupDigits,
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              {field(
                'expiry',
                'Expiry',
                {
                  autoComplete: 'cc-exp',
                  placeholder: 'MM/YY',
                  slotProps: { htmlInput: { inputMode: 'numeric' } },
                },
                formatExpiry,
              )}
              {field('cvc', 'CVC', {
                autoComplete: 'cc-csc',
                slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 4 } },
              })}
            </Box>
            <SubmitButton
              busy={busy}
              busyLabel="Paying..."
              size="large"
              fullWidth
              startIcon={<LockOutlined aria-hidden="true" />}
              sx={{ mt: 1 }}
            >
              {`Pay ${amount}`}
            </SubmitButton>
          </Box>
          <Box sx={{ mt: 2, textAlign: 'center' }}>{back}</Box>
        </CardContent>
      </Card>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader title={TEST_PAYMENT_TITLE} subtitle={subject.lead} sx={{ mb: 4 }} />
      {body}
    </Container>
  );
}
