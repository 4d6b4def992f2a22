import { Button } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteResult {
  ok: boolean;
  userErrors: { message: string }[];
}

/** "Delete" that asks first; runs the delete mutation and tells how it went */
export function DeleteButton({
  what,
  name,
  consequence,
  onDelete,
  size = 'xs',
}: {
  /** "FAQ", "category" */
  what: string;
  /** the item's own name, shown in the question */
  name: string;
  consequence?: string;
  onDelete: () => Promise<DeleteResult | null | undefined>;
  size?: 'xs' | 'sm';
}) {
  const [open, setOpen] = useState(false);
  const run = async () => {
    try {
      const result = await onDelete();
      if (!result?.ok) {
        toastFailure(result ?? null, `The ${what} was not deleted`);
        return false;
      }
      toastSuccess({ title: `${what.charAt(0).toUpperCase()}${what.slice(1)} deleted`, description: name });
      return true;
    } catch (error) {
      toastFailure(error, `The ${what} was not deleted`);
      return false;
    }
  };
  return (
    <>
      <Button
        size={size}
        variant="ghost"
        colorPalette="red"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${name}`}
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${what} “${name}”?`}
        description={consequence ?? 'This cannot be undone.'}
        confirmLabel={`Delete ${what}`}
        destructive
        onConfirm={run}
      />
    </>
  );
}
