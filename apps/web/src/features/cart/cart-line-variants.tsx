import { Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { switchVariation, variantAttributes } from '@shop/domain';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import type { CartLineVariantsQuery as CartLineVariantsResult } from '../../gql/graphql';
import type { CartItem } from '../../lib/cart';

export const CartLineVariantsQuery = graphql(`
  query CartLineVariants($slug: String!) {
    product(slug: $slug) {
      id
      attributes {
        name
        options
      }
      variations {
        id
        price {
          amount
        }
        attributes {
          name
          option
        }
        image {
          src
        }
        inStock
      }
    }
  }
`);

export type CartLineVariation = NonNullable<CartLineVariantsResult['product']>['variations'][number];

interface CartLineVariantsProps {
  item: CartItem;
  /** the line's title, for the selects' accessible names */
  title: string;
  onSwitch(variation: CartLineVariation, attributeName: string): void;
  /** the attribute whose select takes the focus (the line was just switched by keyboard or mouse) */
  focusAttribute?: string | null;
}

/**
 * The variant of a cart line of a variable product, as one select per attribute (SPEC section 4,
 * UPDATE_ATTRIBUTE): choosing another option switches the line to that variation (id, price,
 * attribute, image), merging it with a line that already holds it. Sold-out variations cannot be
 * chosen. Until the product is known (or when it is gone) the line shows its variant as text.
 */
export function CartLineVariants({ item, title, onSwitch, focusAttribute }: CartLineVariantsProps) {
  const { data } = useQuery(CartLineVariantsQuery, { variables: { slug: item.productSlug } });
  // A switched line is another line (another key), or merged into one: keep the focus on its select.
  const focusTarget = useRef<HTMLSelectElement | null>(null);
  const ready = Boolean(data?.product);
  useEffect(() => {
    if (focusAttribute && ready) focusTarget.current?.focus();
  }, [focusAttribute, ready]);
  const product = data?.product;
  const attributes = product ? variantAttributes(product) : [];
  const current = product?.variations.find((variation) => variation.id === item.id);
  if (!product || !current || attributes.length === 0) {
    return item.attribute ? (
      <Text fontSize="sm" color="fg.muted">
        {item.attribute.name}: {item.attribute.value}
      </Text>
    ) : null;
  }
  const chosen = (name: string) =>
    current.attributes.find((a) => a.name.trim().toLowerCase() === name.trim().toLowerCase())?.option ?? '';
  return (
    <HStack gap="3" flexWrap="wrap" data-testid="line-variants">
      {attributes.map((attribute) => (
        <Field.Root key={attribute.name} orientation="horizontal" w="auto" gap="2">
          <Field.Label fontSize="sm" color="fg.muted" fontWeight="500" whiteSpace="nowrap">
            {attribute.name}
          </Field.Label>
          <NativeSelect.Root size="xs" w="auto" minW="28">
            <NativeSelect.Field
              ref={attribute.name === focusAttribute ? focusTarget : undefined}
              aria-label={`${attribute.name} of ${title}`}
              bg="bg.panel"
              value={chosen(attribute.name)}
              onChange={(event) => {
                const next = switchVariation(product.variations, item.id, attribute.name, event.currentTarget.value);
                if (next && next.id !== item.id) onSwitch(next, attribute.name);
              }}
            >
              {attribute.options.map((option) => {
                const target = switchVariation(product.variations, item.id, attribute.name, option);
                return (
                  <option key={option} value={option} disabled={target?.id !== item.id && (!target || !target.inStock)}>
                    {option}
                  </option>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
    </HStack>
  );
}
