import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { gold, ivory, night } from './tokens';

function Scale({ name, scale }: { name: string; scale: Record<string | number, string> }) {
  return (
    <Box component="section" aria-label={`${name} palette`} sx={{ mb: 4 }}>
      <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
        {name}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        }}
      >
        {Object.entries(scale).map(([step, value]) => (
          <li key={step}>
            <Box
              aria-hidden="true"
              sx={{
                height: 56,
                borderRadius: 1,
                bgcolor: value,
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {step}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {value}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function Foundations() {
  return (
    <Box sx={{ p: { xs: 2, md: 5 }, bgcolor: 'background.default', minHeight: '100vh' }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Night &amp; Gold
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The palettes, type and controls of the design system.
      </Typography>
      <Scale name="Night" scale={night} />
      <Scale name="Gold" scale={gold} />
      <Scale name="Ivory" scale={ivory} />
      <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
        Type and controls
      </Typography>
      <Typography variant="h3" component="p">
        Playfair Display for headings
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Inter for body text: fees are based on service time, not item value.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained">Get Started</Button>
        <Button variant="outlined">Learn more</Button>
        <Button>Text button</Button>
        <Link href="#">A link</Link>
      </Stack>
    </Box>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Foundations,
} satisfies Meta<typeof Foundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Light: Story = { globals: { scheme: 'light' } };
export const Dark: Story = { globals: { scheme: 'dark' } };
