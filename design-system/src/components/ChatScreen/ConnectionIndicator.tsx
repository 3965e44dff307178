import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CHAT_TEXTS } from '@valuation/contracts';

/** The live connection: connecting the first time, connected, or being restored. */
export type ConnectionState = 'connecting' | 'online' | 'reconnecting';

/** "Online" while the live connection stands, "Reconnecting..." while it is restored. */
export function ConnectionIndicator({ state }: { state: ConnectionState }) {
  const online = state === 'online';
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
        borderColor: online ? 'success.main' : 'warning.main',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: online ? 'success.main' : 'warning.main',
        }}
      />
      <Typography variant="caption" component="span" sx={{ fontWeight: 600 }}>
        {online ? CHAT_TEXTS.online : CHAT_TEXTS.reconnecting}
      </Typography>
    </Box>
  );
}
