import { useState, type ChangeEvent } from 'react';
import type { FieldValues, Path, PathValue, SetValueConfig, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { suggestSlug } from './slug';

/**
 * A name (or title) field and the slug that follows it: typing the name fills the slug with its
 * suggestion until the slug is typed in itself. An item that already exists keeps its slug
 * (`ownSlug`): renaming it does not move its address.
 */
export function useSlugFields<T extends FieldValues>({
  register,
  setValue,
  name,
  slug,
  ownSlug,
  setOptions,
}: {
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  /** the field the slug is made from: "name", "title" */
  name: Path<T>;
  slug: Path<T>;
  ownSlug: boolean;
  setOptions?: SetValueConfig;
}) {
  const [slugEdited, setSlugEdited] = useState(ownSlug);
  const nameField = register(name);
  const slugField = register(slug);
  return {
    /** spread on the name's input */
    nameProps: {
      ...nameField,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        void nameField.onChange(event);
        if (!slugEdited) setValue(slug, suggestSlug(event.currentTarget.value) as PathValue<T, Path<T>>, setOptions);
      },
    },
    /** spread on the slug's input */
    slugProps: {
      ...slugField,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setSlugEdited(true);
        void slugField.onChange(event);
      },
    },
  };
}
