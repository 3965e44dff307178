import {
  forwardRef,
  lazy,
  startTransition,
  Suspense,
  useId,
  useState,
  type FocusEventHandler,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { TextField } from '../TextField';
import type { OpenSelectFieldProps } from './OpenSelectField';
import { shownText } from './shownText';

const loadSelect = () => import('./OpenSelectField');
const OpenSelectField = lazy(loadSelect);

/** The keys that open MUI's Select from its closed field. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/**
 * MUI's TextField props without `select`, outlined; the options as data (`options`: value and
 * label, drawn as MenuItems in the part that loads on the first open) or as MenuItem children.
 */
export type SelectFieldProps = Omit<OpenSelectFieldProps, 'variant'> & {
  variant?: 'outlined';
};

/** MUI's Select shows nothing for an empty value unless `displayEmpty` (its `isFilled`). */
const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

interface DisplayProps extends InputBaseComponentProps {
  shown: string;
  labelId?: string;
  onOpen: () => void;
}

/**
 * The closed select as MUI's Select renders it (its combobox, hidden input and arrow, the same
 * roles, names and classes), drawn in the outlined field of the design system's TextField.
 */
const SelectDisplay = forwardRef<HTMLDivElement, DisplayProps>(function SelectDisplay(
  {
    className,
    shown,
    labelId,
    onOpen,
    id,
    value,
    name,
    disabled,
    required,
    onFocus,
    onBlur,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  },
  ref,
) {
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    (event.currentTarget as HTMLElement).focus();
    onOpen();
  };
  return (
    <>
      <div
        ref={ref}
        id={id}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={[labelId, id].filter(Boolean).join(' ') || undefined}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        className={`MuiSelect-select MuiSelect-outlined ${className ?? ''}`}
        onFocus={(event) => {
          // A keyboard user reaches it by Tab: its code starts loading before the key that opens it.
          void loadSelect();
          (onFocus as FocusEventHandler<HTMLDivElement> | undefined)?.(event);
        }}
        onBlur={onBlur as FocusEventHandler<HTMLDivElement>}
        onPointerEnter={() => void loadSelect()}
        onMouseDown={(event) => {
          if (event.button === 0 && !disabled) open(event);
        }}
        onKeyDown={(event) => {
          if (OPEN_KEYS.has(event.key) && !disabled) open(event);
        }}
      >
        {shown || (
          <span className="notranslate" aria-hidden="true">
            &#8203;
          </span>
        )}
      </div>
      <input
        aria-invalid={invalid}
        aria-hidden="true"
        tabIndex={-1}
        name={name}
        value={value === undefined || value === null ? '' : String(value)}
        required={required}
        disabled={disabled}
        readOnly
        className="MuiSelect-nativeInput"
        style={{
          bottom: 0,
          left: 0,
          position: 'absolute',
          opacity: 0,
          pointerEvents: 'none',
          width: '100%',
          boxSizing: 'border-box',
        }}
      />
      <ArrowDropDown
        className="MuiSelect-icon MuiSelect-iconOutlined"
        sx={{
          position: 'absolute',
          right: 7,
          top: 'calc(50% - .5em)',
          pointerEvents: 'none',
          color: disabled ? 'action.disabled' : 'action.active',
        }}
      />
    </>
  );
});

/** MUI Select's look for the closed field (its `select` slot's styles). */
const displaySx = {
  '& .MuiSelect-select': {
    height: 'auto',
    minHeight: '1.4375em',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    cursor: 'pointer',
    userSelect: 'none',
    '&&&': { paddingRight: '32px' },
  },
  '& .Mui-disabled .MuiSelect-select': { cursor: 'default' },
} as const;

/**
 * The design system's select field (issue 35): MUI's TextField with `select`, whose Select brings
 * its Menu, Popover and Modal (~14 KB gzipped), loaded when the visitor first opens it — a click,
 * Enter, Space or an arrow key — or hovers or focuses it. Until then it renders the closed select as MUI
 * does (a combobox with the label and the chosen option's text, its hidden input, its arrow), so a
 * prerendered page shows it at first paint without that code; the first open waits for one chunk,
 * then MUI's Select opens its menu with the focus on it, and is the field from then on. Same props
 * as MUI's TextField, and `options` ({ value, label }[]): given so, the MenuItems (and MenuItem's
 * code) come with the first open too; MenuItem children also work, but their code loads with the
 * page. Jest, Storybook and the build run this same code.
 */
export function SelectField(props: SelectFieldProps) {
  const [opened, setOpened] = useState(false);
  const generatedId = useId();
  const { id = generatedId, label, value, children, options, slotProps = {}, sx } = props;
  const select = typeof slotProps.select === 'object' ? slotProps.select : {};
  if (opened) {
    const real = (
      <OpenSelectField
        {...props}
        id={id}
        slotProps={{ ...slotProps, select: { ...select, defaultOpen: true, autoFocus: true } }}
      />
    );
    return <Suspense fallback={null}>{real}</Suspense>;
  }
  const displayProps: Omit<DisplayProps, 'className'> = {
    shown: isEmpty(value) && !select.displayEmpty ? '' : shownText(children, value, options),
    labelId: label != null && label !== '' ? `${id}-label` : undefined,
    onOpen: () => startTransition(() => setOpened(true)),
  };
  return (
    <TextField
      id={id}
      label={label}
      value={value ?? ''}
      name={props.name}
      helperText={props.helperText}
      error={props.error}
      disabled={props.disabled}
      required={props.required}
      fullWidth={props.fullWidth}
      size={props.size}
      className={props.className}
      sx={[displaySx, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      slotProps={{
        input: {
          inputComponent: SelectDisplay as never,
          inputProps: displayProps,
        },
      }}
    />
  );
}
