import { chakra, Box, Button, Flex, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toastError, toastSuccess } from '../../lib/toast';
import { ACCEPTED_IMAGE_TYPES, uploadMedia } from '../lib/media';

/** an image in a form: uploaded (mediaId) or one the item already had (src only) */
export interface ImageValue {
  mediaId?: string | null;
  src: string;
  alt: string;
}

/** what saveProduct & co. take: `{ mediaId, alt }` for uploads, `{ src, alt }` for images kept as they were */
export function toImageInput(image: ImageValue): { mediaId?: string; src?: string; alt: string } {
  return image.mediaId ? { mediaId: image.mediaId, alt: image.alt } : { src: image.src, alt: image.alt };
}

export function fromAdminImage(image: { mediaId?: string | null; src: string; alt: string } | null | undefined) {
  return image ? { mediaId: image.mediaId ?? null, src: image.src, alt: image.alt } : null;
}

export interface ImagesFieldProps {
  label: string;
  value: ImageValue[];
  onChange: (images: ImageValue[]) => void;
  /** one image at most (a category's, a team member's, a variation's) */
  single?: boolean;
  error?: string | null;
}

/**
 * Images uploaded with POST /admin/media, shown as thumbnails with their alt text, reorderable
 * (earlier/later buttons, keyboard usable) and removable.
 */
export function ImagesField({ label, value, onChange, single = false, error }: ImagesFieldProps) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (files: FileList | null) => {
    const list = Array.from(files ?? []).slice(0, single ? 1 : undefined);
    if (list.length === 0) return;
    setProblem(null);
    setUploading(list.length);
    const added: ImageValue[] = [];
    for (const file of list) {
      try {
        const media = await uploadMedia(file);
        added.push({ mediaId: media.id, src: media.src, alt: '' });
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : `Could not upload ${file.name}.`;
        setProblem(message);
        toastError({ title: 'Upload failed', description: message });
      }
      setUploading((count) => count - 1);
    }
    if (fileInput.current) fileInput.current.value = '';
    if (added.length) {
      onChange(single ? added.slice(0, 1) : [...value, ...added]);
      toastSuccess({ title: added.length === 1 ? 'Image uploaded' : `${added.length} images uploaded` });
    }
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  const shownError = error ?? problem;
  return (
    <Stack gap="3" role="group" aria-label={label}>
      <Text fontWeight="500" fontSize="sm">
        {label}
      </Text>
      {value.length ? (
        <Flex gap="3" wrap="wrap" as="ol" listStyleType="none" aria-label={`${label}: ${value.length}`}>
          {value.map((image, index) => (
            <Box
              as="li"
              key={`${image.mediaId ?? image.src}-${index}`}
              w="40"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              p="2"
              bg="bg.panel"
              data-testid="image-item"
            >
              <chakra.img
                src={image.src}
                alt={image.alt || `Image ${index + 1}`}
                w="full"
                h="28"
                objectFit="cover"
                borderRadius="sm"
                bg="bg.muted"
              />
              <Input
                size="xs"
                mt="2"
                placeholder="Alt text"
                aria-label={`Alt text of image ${index + 1}`}
                value={image.alt}
                onChange={(event) =>
                  onChange(value.map((item, i) => (i === index ? { ...item, alt: event.currentTarget.value } : item)))
                }
              />
              <Flex justify="space-between" mt="1">
                {single ? (
                  <span />
                ) : (
                  <Flex gap="1">
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Move image ${index + 1} earlier`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowLeft />
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Move image ${index + 1} later`}
                      disabled={index === value.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowRight />
                    </Button>
                  </Flex>
                )}
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2 />
                </Button>
              </Flex>
            </Box>
          ))}
        </Flex>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          No image yet.
        </Text>
      )}
      <Box>
        <VisuallyHidden>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            multiple={!single}
            aria-label={single ? `Upload ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
            onChange={(event) => void upload(event.currentTarget.files)}
          />
        </VisuallyHidden>
        <Button
          size="sm"
          variant="outline"
          onClick={() => fileInput.current?.click()}
          loading={uploading > 0}
          loadingText="Uploading..."
        >
          <ImagePlus aria-hidden="true" />
          {single && value.length ? 'Replace image' : single ? 'Upload an image' : 'Upload images'}
        </Button>
      </Box>
      {shownError ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {shownError}
        </Text>
      ) : null}
    </Stack>
  );
}
