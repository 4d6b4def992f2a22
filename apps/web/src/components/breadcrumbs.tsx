import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from '../lib/router-links';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items, inverted = false }: { items: Crumb[]; inverted?: boolean }) {
  return (
    <Breadcrumb.Root size="sm" aria-label="Breadcrumb">
      <Breadcrumb.List flexWrap="wrap" color={inverted ? 'sand.200' : 'fg.muted'}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              <Breadcrumb.Item>
                {last || !item.to ? (
                  <Breadcrumb.CurrentLink color={inverted ? 'sand.50' : 'fg'} fontWeight="600">
                    {item.label}
                  </Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link
                    asChild
                    color={inverted ? 'sand.200' : 'fg.muted'}
                    _hover={{ color: inverted ? 'white' : 'brand.700' }}
                  >
                    <RouterLink to={item.to}>{item.label}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
