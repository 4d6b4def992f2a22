import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Code,
  Dialog,
  Fieldset,
  Flex,
  Input,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toastError, toastSuccess } from '../../lib/toast';

/** A secret just created (an API key, a webhook's signing secret): shown once, with a copy button and a warning. */
export function SecretOnce({
  title,
  warning,
  noun,
  label,
  secret,
  onDone,
  testId,
}: {
  title: string;
  warning: string;
  /** what it is, for the copy toast ("API key") */
  noun: string;
  /** the field's accessible name */
  label: string;
  secret: string;
  onDone: () => void;
  testId: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toastSuccess({ title: `${noun} copied`, description: 'Store it somewhere safe, e.g. your password manager.' });
    } catch {
      toastError({
        title: `Could not copy the ${noun}`,
        description: 'Select it and copy it with Ctrl+C or ⌘+C.',
      });
    }
  };
  return (
    <Alert.Root status="warning" borderRadius="md" alignItems="flex-start" data-testid={testId}>
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{warning}</Alert.Description>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <Input
            readOnly
            value={secret}
            fontFamily="mono"
            fontSize="sm"
            bg="bg.panel"
            aria-label={label}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button colorPalette="brand" onClick={() => void copy()} flexShrink={0}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? 'Copied' : 'Copy'}
          </Button>
        </Flex>
        <Button variant="outline" alignSelf="flex-start" onClick={onDone}>
          I have stored it
        </Button>
      </Stack>
    </Alert.Root>
  );
}

/** A destructive action behind a confirmation dialog (keyboard and screen-reader friendly: an alertdialog). */
export function ConfirmButton({
  trigger,
  triggerLabel,
  title,
  children,
  confirmLabel,
  busyLabel,
  onConfirm,
}: {
  trigger: string;
  triggerLabel: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** resolves true when done (the dialog closes), false to keep it open */
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={triggerLabel}>
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void confirm()} disabled={busy}>
                {busy ? busyLabel : confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A group of checkboxes whose options are codes (API scopes, webhook events), each shown as code with
 * its description; for a react-hook-form Controller's `field` holding the chosen codes.
 */
export function CodeChecklist<T extends string>({
  legend,
  options,
  descriptions,
  field,
  error,
}: {
  legend: string;
  options: readonly T[];
  descriptions: Record<T, string>;
  field: { name: string; value: string[] | undefined; onChange: (value: string[]) => void; onBlur: () => void };
  error?: string;
}) {
  const value = field.value ?? [];
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content mt="2">
        <Stack gap="3">
          {options.map((option) => (
            <Checkbox.Root
              key={option}
              checked={value.includes(option)}
              onCheckedChange={(details) => {
                field.onChange(details.checked === true ? [...value, option] : value.filter((item) => item !== option));
                field.onBlur();
              }}
              colorPalette="brand"
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput name={field.name} value={option} onBlur={field.onBlur} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">
                <Code mr="2">{option}</Code>
                {descriptions[option]}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Content>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
