import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

export interface ChoiceCardProps {
  selected: boolean;
  onSelect: () => void;
  title: string;
  children?: ReactNode;
}

/** A card that is chosen like a radio button (the service and tier grids). */
export function ChoiceCard({ selected, onSelect, title, children }: ChoiceCardProps) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      sx={{
        display: 'block',
        textAlign: 'left',
        width: '100%',
        p: 2.5,
        borderRadius: 2,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
        '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {title}
        </Typography>
        {selected ? <CheckCircleRounded color="primary" aria-hidden="true" /> : null}
      </Box>
      {children}
    </ButtonBase>
  );
}
