import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { londonOffsetMs } from '@valuation/contracts';
import type { StaffPerson } from '@valuation/contracts';
import { SectionCard } from '../SectionCard';

/** A datetime-local value read as UK time (what the expert means), as an ISO instant. */
export function londonLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const guess = new Date(`${local}:00Z`);
  return new Date(guess.getTime() - londonOffsetMs(guess)).toISOString();
}

export interface TimeOffFormProps {
  /** The signed-in expert: time off is recorded for them unless an admin picks another. */
  meId: string;
  isAdmin: boolean;
  experts: StaffPerson[];
  onTimeOff: (expertId: string, from: string, to: string, reason: string) => Promise<void>;
}

/** "Record time off" on the staff agenda: an expert's unavailable period, in UK time. */
export function TimeOffForm({ meId, isAdmin, experts, onTimeOff }: TimeOffFormProps) {
  const [offFor, setOffFor] = useState(meId);
  const [offFrom, setOffFrom] = useState('');
  const [offTo, setOffTo] = useState('');
  const [offReason, setOffReason] = useState('');
  const [offNote, setOffNote] = useState<{ ok: boolean; text: string }>();

  const recordTimeOff = async () => {
    setOffNote(undefined);
    const from = londonLocalToIso(offFrom);
    const to = londonLocalToIso(offTo);
    if (!from || !to) return setOffNote({ ok: false, text: 'Please give the start and the end' });
    try {
      await onTimeOff(offFor, from, to, offReason);
      setOffNote({ ok: true, text: 'Time off recorded: no visits are offered in it.' });
      setOffFrom('');
      setOffTo('');
      setOffReason('');
    } catch (e) {
      setOffNote({ ok: false, text: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <SectionCard
      title="Record time off"
      description="No visits are offered to an expert during their time off (UK time)."
    >
      <Stack
        spacing={2}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void recordTimeOff();
        }}
      >
        {offNote ? <Alert severity={offNote.ok ? 'success' : 'error'}>{offNote.text}</Alert> : null}
        {isAdmin ? (
          <TextField
            select
            label="Expert"
            value={offFor}
            onChange={(e) => setOffFor(e.target.value)}
          >
            {experts.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.firstName} {e.lastName}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="From"
            type="datetime-local"
            value={offFrom}
            onChange={(e) => setOffFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            label="To"
            type="datetime-local"
            value={offTo}
            onChange={(e) => setOffTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
        <TextField
          label="Reason (optional)"
          value={offReason}
          onChange={(e) => setOffReason(e.target.value)}
        />
        <Box>
          <Button type="submit" variant="contained">
            Record time off
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
