import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { PageHeader } from '../PageHeader';

export interface PageScaffoldProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A simple page: h1 title, optional lead text and content. */
export function PageScaffold({ title, description, children }: PageScaffoldProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader title={title} subtitle={description} sx={{ mb: 4 }} />
      {children}
    </Container>
  );
}
