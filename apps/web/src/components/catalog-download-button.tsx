import { Button, type ButtonProps } from '@chakra-ui/react';
import { Download } from 'lucide-react';

/** where the gateway serves the catalogue download (apps/gateway/src/catalog/catalog-csv.controller.ts) */
export const CATALOG_CSV_URL = '/catalog.csv';

/**
 * "Download Catalog": a plain link to GET /catalog.csv, which the gateway builds for the caller (the
 * session cookie goes along, so a signed-in buyer's file has prices). A link, not a script: it works
 * before the app is live and costs the page nothing.
 */
export function CatalogDownloadButton(props: Omit<ButtonProps, 'asChild' | 'children'>) {
  return (
    <Button asChild {...props}>
      <a href={CATALOG_CSV_URL} download data-testid="catalog-download">
        <Download aria-hidden="true" /> Download Catalog
      </a>
    </Button>
  );
}
