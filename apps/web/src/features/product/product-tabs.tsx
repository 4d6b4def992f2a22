import { List, Table, Tabs, Text } from '@chakra-ui/react';
import { RichText } from '../../components/rich-text';

interface ProductTabsProps {
  description: string | null;
  isLoggedIn: boolean;
  benefits: string[];
  ingredients: string[];
  specifications: { label: string; value: string }[];
}

/** Description always; Benefits, Ingredients and Specifications only when there is data. */
export function ProductTabs({ description, isLoggedIn, benefits, ingredients, specifications }: ProductTabsProps) {
  return (
    <Tabs.Root defaultValue="description" variant="line" colorPalette="brand" lazyMount={false}>
      <Tabs.List flexWrap="wrap">
        <Tabs.Trigger value="description">Description</Tabs.Trigger>
        {benefits.length > 0 && <Tabs.Trigger value="benefits">Benefits</Tabs.Trigger>}
        {ingredients.length > 0 && <Tabs.Trigger value="ingredients">Ingredients</Tabs.Trigger>}
        {specifications.length > 0 && <Tabs.Trigger value="specifications">Specifications</Tabs.Trigger>}
      </Tabs.List>
      <Tabs.Content value="description" py="6">
        {isLoggedIn && description ? (
          <RichText html={description} data-testid="product-description" />
        ) : isLoggedIn ? (
          <Text color="fg.muted">No description available.</Text>
        ) : (
          <Text color="fg.muted" fontStyle="italic" data-testid="description-hidden">
            Description hidden (please log in)
          </Text>
        )}
      </Tabs.Content>
      {benefits.length > 0 && (
        <Tabs.Content value="benefits" py="6">
          <List.Root gap="2" ps="5">
            {benefits.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List.Root>
        </Tabs.Content>
      )}
      {ingredients.length > 0 && (
        <Tabs.Content value="ingredients" py="6">
          <List.Root gap="2" ps="5">
            {ingredients.map((ingredient) => (
              <List.Item key={ingredient}>{ingredient}</List.Item>
            ))}
          </List.Root>
        </Tabs.Content>
      )}
      {specifications.length > 0 && (
        <Tabs.Content value="specifications" py="6">
          <Table.Root size="sm" variant="outline" maxW="xl">
            <Table.Body>
              {specifications.map((spec, index) => (
                <Table.Row key={`${spec.label}-${index}`}>
                  {spec.label ? (
                    <>
                      <Table.Cell as="th" scope="row" fontWeight="600" w="40%" bg="bg.subtle">
                        {spec.label}
                      </Table.Cell>
                      <Table.Cell>{spec.value}</Table.Cell>
                    </>
                  ) : (
                    <Table.Cell colSpan={2}>{spec.value}</Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
