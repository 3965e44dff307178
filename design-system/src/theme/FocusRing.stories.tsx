import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { expect } from 'storybook/test';
import { FOCUS_RING } from './focus';

/** Every kind of control, on the page's background and on a card. */
function Controls() {
  const row = (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <Button variant="contained">Gold button</Button>
      <Button variant="outlined">Outlined button</Button>
      <Button>Text button</Button>
      <IconButton aria-label="Close">
        <CloseIcon />
      </IconButton>
      <FormControlLabel control={<Checkbox />} label="Checkbox" />
      <FormControlLabel control={<Radio />} label="Radio" />
      <FormControlLabel control={<Switch />} label="Switch" />
      <Chip label="Chip" onClick={() => undefined} />
      <Link href="#focus">Link</Link>
      <TextField label="Text field" sx={{ width: 200 }} />
    </Stack>
  );
  return (
    <Box sx={{ p: 4, bgcolor: 'background.default', minHeight: '100vh' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Focus ring
      </Typography>
      <Box component="section" aria-label="On the page">
        {row}
      </Box>
      <Paper component="section" aria-label="On a card" sx={{ p: 3, mt: 3 }}>
        {row}
      </Paper>
    </Box>
  );
}

type Rgba = [number, number, number, number];
const rgba = (css: string): Rgba => {
  const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
};
const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) =>
    c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** The colour behind `element`: the nearest ancestor's opaque background. */
function backgroundBehind(element: Element): Rgba {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const colour = rgba(getComputedStyle(node).backgroundColor);
    if (colour[3] > 0.5) return colour;
  }
  return [255, 255, 255, 1];
}

/** The focused control's ring: its outline (or its switch's, its field's 2 px border). */
function ringOf(focused: Element): { width: number; colour: Rgba; around: Element } {
  const field = focused.closest('.MuiOutlinedInput-root');
  if (field) {
    const border = getComputedStyle(field.querySelector('.MuiOutlinedInput-notchedOutline')!);
    return {
      width: parseFloat(border.borderTopWidth),
      colour: rgba(border.borderTopColor),
      around: field,
    };
  }
  const holder = [
    focused,
    focused.closest('.MuiButtonBase-root'),
    focused.closest('.MuiSwitch-root'),
  ].find((node) => node && getComputedStyle(node).outlineStyle === 'solid');
  if (!holder) return { width: 0, colour: [0, 0, 0, 0], around: focused };
  const style = getComputedStyle(holder);
  return {
    width: parseFloat(style.outlineWidth),
    colour: rgba(style.outlineColor),
    around: holder,
  };
}

const meta = {
  title: 'Foundations/Focus ring',
  component: Controls,
  // Tabs through every control: each shows a ring of at least 2 px with 3:1 against what is
  // around it (WCAG 2.2 2.4.7 and 2.4.13).
  play: async ({ canvasElement, userEvent }) => {
    const controls = 2 * 10;
    const seen: string[] = [];
    for (let i = 0; i < controls; i++) {
      await userEvent.tab();
      const focused = canvasElement.ownerDocument.activeElement!;
      const name =
        focused.getAttribute('aria-label') ??
        focused.closest('label')?.textContent ??
        focused.textContent ??
        focused.tagName;
      const ring = ringOf(focused);
      const ratio = contrast(ring.colour, backgroundBehind(ring.around));
      seen.push(name);
      await expect(ring.width, `${name}: ring width`).toBeGreaterThanOrEqual(FOCUS_RING.width);
      await expect(ratio, `${name}: ring contrast`).toBeGreaterThanOrEqual(3);
    }
    await expect(seen).toContain('Gold button');
  },
} satisfies Meta<typeof Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = { globals: { scheme: 'dark' } };
export const Light: Story = { globals: { scheme: 'light' } };
