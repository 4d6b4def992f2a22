import { chakra, Button, Flex, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { Panel } from './panel';

/**
 * The form that opens above a list to add or edit one of its items: a panel with a heading, the
 * fields, and "save" and "Cancel" buttons.
 */
export function EditPanelForm({
  title,
  label,
  onSubmit,
  submitting,
  submitLabel,
  onCancel,
  children,
}: {
  /** the panel's heading: "New category", "Edit “Teas”" */
  title: string;
  /** the form's accessible name: "Category" */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  submitting: boolean;
  /** "Create category", "Save category" */
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Panel title={title} mb="4">
      <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
        <Stack gap="4">
          {children}
          <Flex gap="2">
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving...">
              {submitLabel}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </Panel>
  );
}
