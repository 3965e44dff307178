import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '../TextField';
import Typography from '@mui/material/Typography';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { ROUTES } from '@valuation/contracts';
import { getErrorMessage, useTypedBeforeHydration } from '../../utils';
import { HOME_VISIT_SUBJECT } from '../HomeScreen/homeVisitEnquiry';
import { PageHeader } from '../PageHeader';
import { StaticPart } from '../StaticPart';

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactScreenProps {
  /** Pre-filled subject (e.g. from "Schedule Home Visit"); a hint says it can be edited. */
  initialSubject?: string;
  /** Pre-filled message; a hint says it can be edited. */
  initialMessage?: string;
  /** Sends the message; reject with an Error whose message is shown. */
  onSubmit: (values: ContactFormValues) => Promise<void>;
}

/** How long "Message sent successfully!" stays (docs/product.md §9). */
export const CONTACT_SENT_NOTICE_MS = 3000;
export const CONTACT_SENT_MESSAGE = 'Message sent successfully!';
export const CONTACT_FAILED_MESSAGE = 'Failed to send message. Please try again.';

export const contactDetails = {
  location: 'London, United Kingdom',
  email: 'enquiries@luxevaluations.co.uk',
  phone: '+44 20 7946 0321',
} as const;

/** Business hours (docs/product.md §1), exactly as written there. */
export const businessHours = [
  'Monday to Friday 9:00 AM-6:00 PM',
  'Saturday 10:00 AM-4:00 PM',
  'Sunday closed',
] as const;

const empty: ContactFormValues = { name: '', email: '', subject: '', message: '' };

/** /contact: contact details, business hours and the message form. */
export function ContactScreen({ initialSubject, initialMessage, onSubmit }: ContactScreenProps) {
  const [values, setValues] = useState<ContactFormValues>(() => ({
    ...empty,
    subject: initialSubject ?? '',
    message: initialMessage ?? '',
  }));
  const [prefilled, setPrefilled] = useState({
    subject: Boolean(initialSubject),
    message: Boolean(initialMessage),
  });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const mounted = useRef(true);

  // What a visitor typed into the prerendered page before it hydrated (ADR 011) is the form's.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, values, (typed) => {
    setValues((current) => {
      const next = { ...current };
      for (const { name, value } of typed) {
        if (name in next && typeof value === 'string')
          next[name as keyof ContactFormValues] = value;
      }
      return next;
    });
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The sent notice clears after 3 seconds.
  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => setSent(false), CONTACT_SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const change =
    (field: keyof ContactFormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(undefined);
    setSent(false);
    try {
      await onSubmit(values);
      if (!mounted.current) return;
      setValues(empty);
      setPrefilled({ subject: false, message: false });
      setSent(true);
    } catch (failure) {
      if (!mounted.current) return;
      setError(getErrorMessage(failure) || CONTACT_FAILED_MESSAGE);
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  const detailRow = (Icon: typeof EmailOutlined, label: string, content: ReactNode) => (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Icon aria-hidden="true" color="primary" sx={{ mt: 0.25 }} />
      <div>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="div" color="text.secondary">
          {content}
        </Typography>
      </div>
    </Box>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 9 } }}>
      <StaticPart name="contact-intro">
        <PageHeader
          title="Contact Us"
          subtitle="Questions about a valuation, or want to arrange a home or office visit? Send us a message and our team will reply within one business day."
          sx={{ mb: { xs: 4, md: 6 } }}
        />
      </StaticPart>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          alignItems: 'start',
        }}
      >
        <StaticPart name="contact-details">
          <Stack spacing={3}>
            <Card component="section" aria-labelledby="contact-details">
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Typography id="contact-details" component="h2" variant="h4" sx={{ mb: 3 }}>
                  Contact Details
                </Typography>
                <Stack spacing={2.5}>
                  {detailRow(LocationOnOutlined, 'Location', contactDetails.location)}
                  {detailRow(
                    EmailOutlined,
                    'Email',
                    <Link href={`mailto:${contactDetails.email}`}>{contactDetails.email}</Link>,
                  )}
                  {detailRow(
                    PhoneOutlined,
                    'Phone',
                    <Link href={`tel:${contactDetails.phone.replace(/\s/g, '')}`}>
                      {contactDetails.phone}
                    </Link>,
                  )}
                </Stack>
              </CardContent>
            </Card>
            <Card component="section" aria-labelledby="contact-hours">
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
                  <AccessTimeOutlined aria-hidden="true" color="primary" />
                  <Typography id="contact-hours" component="h2" variant="h4">
                    Business Hours
                  </Typography>
                </Box>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {businessHours.map((line) => (
                    <Typography
                      component="li"
                      key={line}
                      sx={{
                        py: 1,
                        borderBottom: 1,
                        borderColor: 'divider',
                        '&:last-of-type': { borderBottom: 0 },
                      }}
                    >
                      {line}
                    </Typography>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Stack>
        </StaticPart>

        {/* Not named after its heading: "Send Us a Message" would also answer to the label "Message". */}
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography id="contact-form-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
              Send Us a Message
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              All fields are required.
            </Typography>
            <Box
              component="form"
              ref={formRef}
              onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}
            >
              <Stack spacing={2.5}>
                {values.subject.trim() === HOME_VISIT_SUBJECT ? (
                  <Alert severity="info">
                    You can also book a home visit online: choose a free time and pay the deposit in
                    a few minutes. <Link href={ROUTES.visitBook}>Book a Home Visit online</Link>
                  </Alert>
                ) : null}
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2.5,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  }}
                >
                  <TextField
                    name="name"
                    label="Name"
                    value={values.name}
                    onChange={change('name')}
                    autoComplete="name"
                    slotProps={{ htmlInput: { required: true } }}
                  />
                  <TextField
                    name="email"
                    label="Email"
                    type="email"
                    value={values.email}
                    onChange={change('email')}
                    autoComplete="email"
                    slotProps={{ htmlInput: { required: true } }}
                  />
                </Box>
                <TextField
                  name="subject"
                  label="Subject"
                  value={values.subject}
                  onChange={change('subject')}
                  helperText={
                    prefilled.subject
                      ? 'We filled in the subject for you. You can edit it.'
                      : undefined
                  }
                  slotProps={{ htmlInput: { required: true } }}
                />
                <TextField
                  name="message"
                  label="Message"
                  value={values.message}
                  onChange={change('message')}
                  multiline
                  minRows={6}
                  helperText={
                    prefilled.message
                      ? 'We drafted this message for you. You can edit it before sending.'
                      : undefined
                  }
                  slotProps={{ htmlInput: { required: true } }}
                />
                {error ? <Alert severity="error">{error}</Alert> : null}
                <div role="status">
                  {sent ? (
                    <Alert severity="success" role="none">
                      {CONTACT_SENT_MESSAGE}
                    </Alert>
                  ) : null}
                </div>
                <Box>
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={sending}
                    sx={{ minWidth: 200 }}
                  >
                    {sending ? 'Sending...' : 'Send Message'}
                  </Button>
                </Box>
              </Stack>
            </Box>
          </CardContent>
        </Card>
      </Box>
    </Container>
  );
}
