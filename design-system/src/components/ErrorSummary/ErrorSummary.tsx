import { useEffect, useRef, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** One problem of a form: its message and the id of the field it is about. */
export interface FormProblem {
  /** The id of the control to focus (the field's input, or a button standing for it). */
  id: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** "Before you can proceed:" */
  title: string;
  problems: readonly FormProblem[];
  /**
   * An entry was activated: the form shows the field (switching step if need be) and focuses it
   * (`focusField` does the focusing once the field is on the page).
   */
  onSelect: (problem: FormProblem) => void;
  /** Changes on each attempt: the summary takes the focus again (e.g. a counter). */
  attempt?: number;
}

/**
 * The GOV.UK error summary: a focused alert above the form listing each problem as a link; a link
 * moves the focus to its field, wherever that field is (another step of a wizard included).
 * Renders nothing when there is no problem.
 */
export function ErrorSummary({ title, problems, onSelect, attempt = 0 }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, attempt]);
  if (!shown) return null;
  const select = (event: MouseEvent, problem: FormProblem) => {
    event.preventDefault();
    onSelect(problem);
  };
  return (
    <Alert
      ref={ref}
      severity="error"
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      sx={{ mt: 3, '&:focus': { outlineOffset: 2 } }}
    >
      <Typography id="error-summary-title" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={`${problem.id}:${problem.message}`}>
            <Link
              href={`#${problem.id}`}
              color="inherit"
              underline="always"
              onClick={(event) => select(event, problem)}
            >
              {problem.message}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * Focuses the control with `id` and brings it into view; for a select, its combobox. Returns false
 * when it is not on the page (yet).
 */
export function focusField(id: string): boolean {
  if (typeof document === 'undefined') return false;
  const element = document.getElementById(id);
  if (!element) return false;
  // A select's id is on its hidden input, a section's on its heading: focus their first control.
  const target =
    element.tabIndex < 0 || element.getAttribute('aria-hidden') === 'true'
      ? (element
          .closest('section, .MuiFormControl-root')
          ?.querySelector<HTMLElement>(
            '[role="combobox"], [role="radio"][tabindex="0"], input:not([type="hidden"]):not([tabindex="-1"]), textarea, button',
          ) ?? element)
      : element;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
  return true;
}
