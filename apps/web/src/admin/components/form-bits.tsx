import { Button, Checkbox, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/** a native select wired to react-hook-form's register */
export function SelectInput({
  options,
  ...props
}: { options: readonly (readonly [string, string])[] } & React.SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: React.Ref<HTMLSelectElement>;
  }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** a labelled checkbox for a boolean or a member of a list */
export function CheckboxInput({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * A list of short texts (a product's benefits, ingredients) as `{ value }` rows: add, edit, remove.
 */
export function TextListField<T extends FieldValues, N extends ArrayPath<T>>({
  control,
  register,
  name,
  label,
  itemLabel,
  errors,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  name: N;
  label: string;
  itemLabel: string;
  errors?: ({ value?: { message?: string } } | undefined)[];
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Text fontWeight="500" fontSize="sm">
        {label}
      </Text>
      {fields.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          None yet.
        </Text>
      ) : null}
      {fields.map((field, index) => (
        <Stack key={field.id} gap="1">
          <Flex gap="2">
            <Input
              aria-label={`${itemLabel} ${index + 1}`}
              aria-invalid={errors?.[index]?.value ? true : undefined}
              {...register(`${name}.${index}.value` as Path<T>)}
            />
            <Button
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 />
            </Button>
          </Flex>
          {errors?.[index]?.value?.message ? (
            <Text color="fg.error" fontSize="sm">
              {errors[index]!.value!.message}
            </Text>
          ) : null}
        </Stack>
      ))}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => append({ value: '' } as FieldArray<T, N>)}
      >
        <Plus aria-hidden="true" /> Add {itemLabel.toLowerCase()}
      </Button>
    </Stack>
  );
}
