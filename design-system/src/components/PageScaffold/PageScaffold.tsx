import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface PageScaffoldProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A simple page: h1 title, optional lead text and content. */
export function PageScaffold({ title, description, children }: PageScaffoldProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 4 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}
