import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ChangeEvent, type Ref } from 'react';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** Removes whitespace as the user types (SPEC section 5: spaces are stripped from passwords). */
  stripSpaces?: boolean;
}

/** Password field with a show/hide toggle. Works with react-hook-form's `register` (ref + onChange). */
export function PasswordInput({ ref, stripSpaces = true, onChange, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (stripSpaces && /\s/.test(event.target.value)) {
      const input = event.target;
      const caret = input.selectionStart ?? input.value.length;
      const before = input.value.slice(0, caret).replace(/\s+/g, '');
      input.value = input.value.replace(/\s+/g, '');
      // keep the caret where the user was typing
      if (typeof input.setSelectionRange === 'function') input.setSelectionRange(before.length, before.length);
    }
    onChange?.(event);
  };
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} onChange={handleChange} {...props} />
    </InputGroup>
  );
}
