import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../PageHeader';
import { StaticPart } from '../StaticPart';

export interface PolicySection {
  title: string;
  body: ReactNode;
}

export interface PolicyScreenProps {
  title: string;
  intro: ReactNode;
  sections: PolicySection[];
  /** The StaticPart's name (the site shell keeps the prerendered markup of the sections). */
  partName: string;
}

/** A public policy page (/privacy, /cookies): a title, an introduction and numbered sections. */
export function PolicyScreen({ title, intro, sections, partName }: PolicyScreenProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 9 } }}>
      <PageHeader title={title} subtitle={intro} sx={{ mb: { xs: 4, md: 6 } }} />
      <StaticPart name={partName}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sections.map((section, position) => (
            <Box component="li" key={section.title} sx={{ mb: { xs: 4, md: 5 } }}>
              <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
                {position + 1}. {section.title}
              </Typography>
              <Box sx={{ color: 'text.secondary', '& p + p, & p + ul, & ul + p': { mt: 1.5 } }}>
                {section.body}
              </Box>
            </Box>
          ))}
        </Box>
      </StaticPart>
    </Container>
  );
}

/** A bulleted list inside a section. */
export function PolicyList({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {items.map((item, index) => (
        <Typography component="li" key={index} sx={{ mb: 0.5 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
