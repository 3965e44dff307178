import Typography, { type TypographyProps } from '@mui/material/Typography';

/**
 * One line cut with an ellipsis where it does not fit (a long email must not wrap a queue row to
 * three lines). The whole text stays in the page, so screen readers read all of it, and shows as
 * the tooltip on hover.
 */
export function TruncatedText({ children, sx, ...props }: TypographyProps & { children: string }) {
  return (
    <Typography
      component="span"
      noWrap
      title={children}
      {...props}
      sx={[{ display: 'block', maxWidth: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Typography>
  );
}
