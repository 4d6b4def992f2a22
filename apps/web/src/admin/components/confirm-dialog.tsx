import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** red for deleting, blocking, rejecting */
  destructive?: boolean;
  /** runs the action; the dialog stays open (buttons busy) until it settles, and closes when it returns true */
  onConfirm: () => Promise<boolean> | boolean;
  /** extra fields (a reason, a group code) */
  children?: ReactNode;
  /** false keeps the confirm button disabled (e.g. a required reason is empty) */
  canConfirm?: boolean;
}

/**
 * Asks before a destructive or consequential action; Escape, Cancel or the close button leave
 * everything as it was. Chakra's Dialog (Ark UI: focus trap, Escape, aria-modal, focus returned to
 * the trigger) styled in place: the console's theme has no dialog recipe (see app/admin-theme.ts).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
  children,
  canConfirm = true,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !busy && onOpenChange(details.open)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop pos="fixed" inset="0" bg="blackAlpha.500" zIndex="overlay" />
        <Dialog.Positioner
          pos="fixed"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          p="4"
          zIndex="modal"
        >
          <Dialog.Content
            pos="relative"
            bg="bg.panel"
            borderRadius="lg"
            boxShadow="lg"
            w="full"
            maxW="md"
            maxH="calc(100dvh - 2rem)"
            overflowY="auto"
            p="6"
            outline="none"
          >
            <Stack gap="4">
              <Dialog.Title fontSize="lg" fontWeight="600" pe="8">
                {title}
              </Dialog.Title>
              <Dialog.Description asChild>
                <div>{typeof description === 'string' ? <Text>{description}</Text> : description}</div>
              </Dialog.Description>
              {children}
              <Stack direction="row" justify="flex-end" gap="3" pt="2">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette={destructive ? 'red' : 'brand'}
                  onClick={() => void confirm()}
                  loading={busy}
                  disabled={!canConfirm}
                >
                  {confirmLabel}
                </Button>
              </Stack>
            </Stack>
            <Dialog.CloseTrigger asChild pos="absolute" top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
