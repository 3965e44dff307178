import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useColorScheme } from '@mui/material/styles';
import { DesignSystemProvider } from './DesignSystemProvider';
import { createAppTheme } from './createAppTheme';

const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  function RouterLink(props, ref) {
    return <a ref={ref} data-router-link="true" {...props} />;
  },
);

function ModeProbe() {
  const { mode } = useColorScheme();
  return <span>mode:{mode}</span>;
}

describe('DesignSystemProvider', () => {
  it('renders every href through the given link component', () => {
    render(
      <DesignSystemProvider linkComponent={RouterLink} persistMode={false}>
        <Button href="/valuation">Start</Button>
        <Link href="/about">About</Link>
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('data-router-link', 'true');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('data-router-link', 'true');
  });

  it('follows the system mode by default', () => {
    render(
      <DesignSystemProvider persistMode={false}>
        <ModeProbe />
      </DesignSystemProvider>,
    );
    expect(screen.getByText('mode:system')).toBeInTheDocument();
  });
});

describe('createAppTheme', () => {
  it('is dark by default with light and dark schemes and the serif heading font', () => {
    const theme = createAppTheme() as ReturnType<typeof createAppTheme> & {
      defaultColorScheme: string;
      colorSchemes: Record<string, unknown>;
    };
    expect(theme.defaultColorScheme).toBe('dark');
    expect(Object.keys(theme.colorSchemes).sort()).toEqual(['dark', 'light']);
    expect(String(theme.typography.h1.fontFamily)).toContain('Playfair Display');
    expect(String(theme.typography.body1.fontFamily ?? theme.typography.fontFamily)).toContain(
      'Inter',
    );
  });
});
