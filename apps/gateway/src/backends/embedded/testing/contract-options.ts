/** What the demo seed holds, in the terms of the backend contract suite. */
import type { StoreContractOptions } from '../../contract/store-contract.js';
import { BROWSER_SESSION_MS, PERSISTENT_SESSION_MS } from '../customer-identity.js';
import { CATEGORIES, COUPONS, DEMO_CUSTOMER, PRODUCTS } from '../seed/catalogue.js';
import { FAQS, PARTNER_REVIEWS, POSTS, TEAM } from '../seed/content.js';
import type { RecordingMailer } from './test-store.js';

export function seededContractOptions(mailer: RecordingMailer): StoreContractOptions {
  const usedCategories = new Set(PRODUCTS.filter((p) => !p.hidden).map((p) => p.category));
  return {
    expected: {
      products: PRODUCTS.length,
      hiddenProducts: PRODUCTS.filter((p) => p.hidden).length,
      categories: CATEGORIES.filter((c) => usedCategories.has(c.slug)).length,
      posts: POSTS.length,
      faqs: FAQS.length,
      teamMembers: TEAM.length,
      minPartnerReviews: PARTNER_REVIEWS.length,
    },
    knownProductSlug: 'calm-focus-gummies',
    hiddenProductSlug: 'cbg-vape-cartridge',
    knownPostSlug: POSTS[0]!.slug,
    knownCouponCode: COUPONS[0]!.code,
    knownCustomer: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    lastResetLink: async (email) => mailer.lastLinkTo(email),
    sessionTtlMs: { browser: BROWSER_SESSION_MS, persistent: PERSISTENT_SESSION_MS },
  };
}
