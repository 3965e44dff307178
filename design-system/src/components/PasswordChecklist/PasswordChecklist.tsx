import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULES as passwordRules, type PasswordRule } from '@valuation/contracts';
import { visuallyHidden } from '../../utils';

/** Per the product, only the 8-character rule is displayed in the checklist. */
export const displayedPasswordRules: readonly PasswordRule[] = passwordRules.filter(
  (rule) => rule.id === 'length',
);

export interface PasswordChecklistProps {
  password: string;
  /** The rules to list (default: the 8-character rule only). */
  rules?: readonly PasswordRule[];
}

/** A live checklist of password rules; met/unmet shown by icon, colour and screen-reader text. */
export function PasswordChecklist({
  password,
  rules = displayedPasswordRules,
}: PasswordChecklistProps) {
  return (
    <Box
      component="ul"
      aria-label="Password requirements"
      aria-live="polite"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
    >
      {rules.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? CheckCircleIcon : RadioButtonUncheckedIcon;
        return (
          <Box
            component="li"
            key={rule.id}
            data-met={met}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: met ? 'success.main' : 'text.secondary',
            }}
          >
            <Icon fontSize="small" aria-hidden="true" />
            <Typography variant="body2" component="span" color="inherit">
              {rule.label}
              <Box component="span" sx={visuallyHidden}>
                {met ? ' (met)' : ' (not met)'}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
