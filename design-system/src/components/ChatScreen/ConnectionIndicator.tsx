import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CHAT_TEXTS, chatBackText, isChatHours } from '@valuation/contracts';

/** The live connection: connecting the first time, connected, or being restored. */
export type ConnectionState = 'connecting' | 'online' | 'reconnecting';

export const PRESENCE_TEXTS = {
  customerOnline: 'Customer online',
  customerOffline: 'Customer offline',
} as const;

type Tone = 'success.main' | 'warning.main' | 'text.disabled';

/** A small rounded status: a coloured dot and a word. */
function Pill({ tone, label }: { tone: Tone; label: string }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.25,
        borderRadius: 4,
        border: 1,
        borderColor: tone === 'text.disabled' ? 'divider' : tone,
      }}
    >
      <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: tone }} />
      <Typography variant="caption" component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Box>
  );
}

/** Now, again every minute (the chat's hours begin and end while the page is open). */
export function useMinuteClock(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

/**
 * The customer's chat header: "Online" only while an expert can answer, that is within the chat's
 * hours (CHAT_HOURS, UK time) with the live connection standing; outside them, when the experts are
 * back ("Experts are back Monday at 9am UK time"); "Reconnecting..." while the connection is
 * being restored, whatever the hour. `now` fixes the clock (stories, tests).
 */
export function ConnectionIndicator({ state, now }: { state: ConnectionState; now?: Date }) {
  const at = useMinuteClock(now);
  if (state !== 'online') return <Pill tone="warning.main" label={CHAT_TEXTS.reconnecting} />;
  return isChatHours(at) ? (
    <Pill tone="success.main" label={CHAT_TEXTS.online} />
  ) : (
    <Pill tone="text.disabled" label={chatBackText(at)} />
  );
}

/**
 * The staff console's pill says whose connection it shows: the customer's ("Customer online",
 * "Customer offline") while the expert's own stands, "Reconnecting..." while the expert's is
 * being restored (the customer's is unknown then).
 */
export function CustomerPresenceIndicator({
  connection,
  customerOnline,
}: {
  connection: ConnectionState;
  customerOnline: boolean;
}) {
  if (connection !== 'online') return <Pill tone="warning.main" label={CHAT_TEXTS.reconnecting} />;
  return customerOnline ? (
    <Pill tone="success.main" label={PRESENCE_TEXTS.customerOnline} />
  ) : (
    <Pill tone="text.disabled" label={PRESENCE_TEXTS.customerOffline} />
  );
}
