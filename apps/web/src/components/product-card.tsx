// Why this component has no style props: a catalogue page draws 8-16 of these cards, and a page change
// draws them anew. Chakra resolves every element's style props to CSS and serialises them with emotion on
// every render, ~12 elements a card: the largest share of the "Page 2" tap's render (issue 13; at 4x CPU
// the tap's click took ~145 ms of main thread with them, ~105 ms without them and ProductImage's).
// The card's layout and text are plain elements with the static classes of product-card.css (Chakra's
// CSS variables, so the theme stays the one source of colours, sizes and radii; in the first route's
// stylesheet, so the server-rendered page is styled before any script runs). ProductImage is styled the
// same way, and so are the action buttons (shop-button.css: Chakra's button recipe, its states and colour
// palette, as static rules; 16 Chakra Buttons were most of what was left of a page change's cards). The
// skeleton, drawn only while a listing loads, keeps Chakra's Skeleton.
import { Skeleton, SkeletonText } from '@chakra-ui/react';
import { toCents } from '@shop/domain';
import { Eye, ShoppingCart } from 'lucide-react';
import { memo } from 'react';
import { graphql } from '../gql';
import type { ProductCardFragment } from '../gql/graphql';
import { useAddToCart } from '../lib/cart';
import { formatMoney } from '../lib/money';
import { Link as RouterLink } from '../lib/router-links';
import { priceHiddenLabel, useSession } from '../lib/session';
import { ProductImage } from './product-image';
import './shop-button.css';
import './product-card.css';

/** the card's action buttons: Chakra's Button (size sm) as static CSS (shop-button.css), sharing the row */
const ACTION = 'shop-button product-card__action';

export const ProductCardFields = graphql(`
  fragment ProductCard on Product {
    id
    slug
    name
    type
    shortDescription
    inStock
    price {
      amount
      currencyCode
    }
    fromPrice {
      amount
      currencyCode
    }
    images {
      src
      alt
    }
    categories {
      id
      name
      slug
    }
    attributes {
      name
      options
    }
    variations {
      id
    }
  }
`);

export type ProductCardProduct = ProductCardFragment;
export type ProductView = 'grid' | 'list';

/**
 * One product of a listing. Memoised: Apollo hands the same object for the same product, so a listing
 * drawn again (loading state, another page's paging) renders only the cards that changed.
 */
export const ProductCard = memo(function ProductCard({
  product,
  view = 'grid',
}: {
  product: ProductCardProduct;
  view?: ProductView;
}) {
  const session = useSession();
  const seesPrices = session.canSeePrices;
  const addToCart = useAddToCart();
  const price = formatMoney(product.price);
  // the lowest price the buyer can pay (quantity tiers, variations, the buyer's group) when it is below
  // the card's price: "from €X excl. VAT"; prices are always excluding VAT (the B2B convention)
  const fromPrice =
    product.fromPrice && product.price && toCents(product.fromPrice.amount) < toCents(product.price.amount)
      ? formatMoney(product.fromPrice)
      : null;
  const category = product.categories[0]?.name;
  const outOfStock = !product.inStock;
  const image = product.images[0];
  const list = view === 'list';

  return (
    <article
      aria-label={product.name}
      className={list ? 'product-card product-card--item product-card--list' : 'product-card product-card--item'}
      data-testid="product-card"
    >
      <div className="product-card__media">
        <ProductImage src={image?.src} alt={image?.alt || product.name} borderRadius="0" />
        {outOfStock && (
          <div className="product-card__overlay" data-testid="out-of-stock-overlay">
            <span className="product-card__badge">Out of Stock</span>
          </div>
        )}
      </div>
      <div className="product-card__body">
        {category && <p className="product-card__category">{category}</p>}
        <h3 className="product-card__name">{product.name}</h3>
        {list && product.shortDescription && <p className="product-card__summary">{product.shortDescription}</p>}
        <div className="product-card__pricing">
          {seesPrices && price ? (
            <>
              <p className="product-card__price" data-testid="product-price">
                {price}
              </p>
              <p className="product-card__note" data-testid="product-from-price">
                {fromPrice ? `from ${fromPrice} excl. VAT` : 'excl. VAT'}
              </p>
            </>
          ) : (
            <p className="product-card__note product-card__note--hidden-price" data-testid="price-hidden">
              {priceHiddenLabel(session)}
            </p>
          )}
        </div>
        <div className="product-card__actions">
          {outOfStock ? (
            <button type="button" className={`${ACTION} shop-button--outline`} disabled aria-disabled="true">
              <Eye aria-hidden="true" /> Details
            </button>
          ) : (
            <RouterLink
              to={`/products/${product.slug}`}
              className={`${ACTION} shop-button--outline shop-button--brand`}
              aria-label={`Details: ${product.name}`}
            >
              <Eye aria-hidden="true" /> Details
            </RouterLink>
          )}
          {seesPrices ? (
            <button
              type="button"
              className={`${ACTION} shop-button--solid shop-button--brand`}
              disabled={outOfStock}
              onClick={() => addToCart(product)}
              aria-label={`Add ${product.name} to cart`}
            >
              <ShoppingCart aria-hidden="true" /> Add
            </button>
          ) : outOfStock || session.isLoggedIn ? (
            // a logged-in buyer who is not approved cannot order: the account page says why
            <button type="button" className={`${ACTION} shop-button--solid shop-button--brand`} disabled>
              {session.isLoggedIn ? 'After Approval' : 'Log In to Add'}
            </button>
          ) : (
            <RouterLink to="/account/login" className={`${ACTION} shop-button--solid shop-button--brand`}>
              Log In to Add
            </RouterLink>
          )}
        </div>
      </div>
    </article>
  );
});

export function ProductCardSkeleton({ view = 'grid' }: { view?: ProductView }) {
  return (
    <div
      className={view === 'list' ? 'product-card product-card--list' : 'product-card'}
      data-testid="product-card-skeleton"
    >
      <Skeleton aspectRatio="1" w={view === 'list' ? { base: '100%', sm: '220px' } : '100%'} borderRadius="0" />
      <div className="product-card__body">
        <Skeleton h="3" w="24" />
        <SkeletonText noOfLines={2} />
        <Skeleton h="6" w="20" />
        <Skeleton h="8" />
      </div>
    </div>
  );
}
