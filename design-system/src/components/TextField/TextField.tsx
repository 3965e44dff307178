import { forwardRef, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { OutlinedTextFieldProps } from '@mui/material/TextField';

/** MUI's slot props may be an object or a function of the field's state; ours are objects. */
type SlotObject = Record<string, unknown> | undefined;
const slot = (value: unknown): SlotObject =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/**
 * The props of MUI's outlined TextField, without `select` (use MUI's TextField for a select: its
 * Select brings the menu, the popover and the modal with it).
 */
export type TextFieldProps = Omit<OutlinedTextFieldProps, 'variant' | 'select' | 'SelectProps'> & {
  variant?: 'outlined';
};

/**
 * A text field with the markup, classes, labels and ids of MUI's outlined TextField (ADR 021): a
 * FormControl with its InputLabel, OutlinedInput (the label's notch) and FormHelperText. MUI's
 * TextField imports Select for its `select` mode, and Select its Menu, Popover and Modal: every
 * page with a plain text field downloaded them (~14 KB gzipped). The theme's MuiTextField default
 * props and style overrides apply as to MUI's (same class names).
 */
export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(
  {
    autoComplete,
    autoFocus = false,
    className,
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = true,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    variant: _variant,
    ...other
  },
  ref,
) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const inputSlot = slot(slotProps.input) as Partial<OutlinedInputProps> | undefined;
  const htmlInputSlot = slot(slotProps.htmlInput);
  const labelSlot = slot(slotProps.inputLabel);
  const helperSlot = slot(slotProps.formHelperText);
  const shrink = labelSlot?.shrink as boolean | undefined;
  return (
    <FormControl
      {...other}
      ref={ref}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...labelSlot}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        {...(shrink !== undefined && { notched: shrink })}
        inputProps={htmlInputSlot}
        {...inputSlot}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...helperSlot}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
