/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminCustomerFilter = {
  /** name, e-mail, company, registration or VAT number */
  search?: string | null | undefined;
  status?: CustomerStatus | null | undefined;
};

export type AdminImageInput = {
  alt?: string | null | undefined;
  /** from POST /admin/media */
  mediaId?: string | number | null | undefined;
  /** an existing image's path (kept as is) */
  src?: string | null | undefined;
};

export type AdminOrderFilter = {
  /**
   * Inclusive, ISO dates (2026-11-01) or date-times. A date means that whole day in the shop's time zone
   * (Europe/Amsterdam); a date-time at exactly 00:00 UTC is read as that date (it is what a date becomes);
   * any other date-time is that instant.
   */
  from?: string | null | undefined;
  /** order number, buyer name, company, or e-mail */
  search?: string | null | undefined;
  /** pending, processing, completed, cancelled, refunded (lower case) */
  status?: string | null | undefined;
  /** inclusive, as `from` */
  to?: string | null | undefined;
};

export type AdminOrderSort =
  | 'CREATED_AT'
  | 'NUMBER'
  | 'STATUS'
  | 'TOTAL';

export type AdminProductFilter = {
  /** visible or hidden */
  catalogVisibility?: string | null | undefined;
  categorySlug?: string | null | undefined;
  /** part of the name or slug, or the start of a product or variation SKU */
  search?: string | null | undefined;
  /** instock or outofstock */
  stockStatus?: string | null | undefined;
};

export type AdminProductSort =
  | 'CREATED_AT'
  | 'NAME'
  | 'POSITION'
  | 'PRICE';

export type AdminSettingsInput = {
  buyerApproval?: BuyerApproval | null | undefined;
  lowStockThreshold?: number | null | undefined;
  notificationEmail?: string | null | undefined;
};

export type AdminSortDirection =
  | 'ASC'
  | 'DESC';

export type AttributeInput = {
  name: string;
  options: Array<string>;
};

export type AuditFilter = {
  action?: string | null | undefined;
  actor?: string | null | undefined;
  search?: string | null | undefined;
};

export type BuyerApproval =
  | 'auto'
  | 'manual';

export type BuyerGroupInput = {
  /** null: a new group */
  id?: string | number | null | undefined;
  /** replaces every item of the group */
  items: Array<BuyerGroupItemInput>;
  name: string;
  /** 0–100 with at most two decimals */
  percentOff: string;
};

export type BuyerGroupItemInput = {
  /** the explicit unit price excluding VAT (e.g. "9.50"), or null for the percentage */
  price?: string | null | undefined;
  productId: string | number;
  tiers?: Array<BuyerGroupTierInput> | null | undefined;
  variationId?: string | number | null | undefined;
};

export type BuyerGroupTierInput = {
  minQuantity: number;
  price: string;
};

export type CategoryInput = {
  description?: string | null | undefined;
  id?: string | number | null | undefined;
  image?: AdminImageInput | null | undefined;
  name: string;
  position?: number | null | undefined;
  slug: string;
};

export type CouponInput = {
  amount: string;
  code: string;
  discountType: string;
  expiresAt?: string | null | undefined;
  id?: string | number | null | undefined;
  maximumAmount?: string | null | undefined;
  minimumAmount?: string | null | undefined;
  productIds?: Array<string | number> | null | undefined;
  usageLimit?: number | null | undefined;
};

export type CustomerStatus =
  | 'APPROVED'
  | 'BLOCKED'
  | 'PENDING'
  | 'REJECTED';

export type FaqInput = {
  answer: string;
  id?: string | number | null | undefined;
  position?: number | null | undefined;
  question: string;
};

/** When invoices are issued: with the order, or when staff move it to processing or completed. */
export type InvoiceTiming =
  | 'confirmed'
  | 'placed';

export type MessageFilter = {
  search?: string | null | undefined;
  /** unread, open (not handled) or handled; absent: all */
  state?: string | null | undefined;
};

/** Amounts as decimal strings ("9.95"); errors name the field, e.g. ["input", "iban"]. */
export type MoneySettingsInput = {
  bic: string;
  email: string;
  iban: string;
  invoiceTiming: InvoiceTiming;
  kvk: string;
  minimumOrderValue: string;
  paymentTermsDays: number;
  sellerAddress: Array<string>;
  sellerName: string;
  shippingEU: ZoneShippingRateInput;
  shippingNL: ZoneShippingRateInput;
  shippingWorld: ZoneShippingRateInput;
  vatNumber: string;
};

export type PageInput = {
  content: string;
  title: string;
};

export type PartnerReviewInput = {
  companyName?: string | null | undefined;
  content: string;
  id?: string | number | null | undefined;
  partnerName: string;
  partnerPosition?: string | null | undefined;
  position?: number | null | undefined;
  /** 0 (unknown) or 1 to 5 */
  rating?: number | null | undefined;
};

export type PostInput = {
  content: string;
  excerpt?: string | null | undefined;
  id?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  slug: string;
  status: string;
  title: string;
};

export type PriceTierInput = {
  /** 2 or more */
  minQuantity: number;
  /** below the list price */
  price: string;
};

export type ProductInput = {
  attributes?: Array<AttributeInput> | null | undefined;
  benefits?: Array<string> | null | undefined;
  /** visible or hidden */
  catalogVisibility: string;
  categorySlugs: Array<string>;
  /** HTML from the editor; sanitised on save */
  description?: string | null | undefined;
  /** absent: create */
  id?: string | number | null | undefined;
  images?: Array<AdminImageInput> | null | undefined;
  ingredients?: Array<string> | null | undefined;
  name: string;
  position?: number | null | undefined;
  /** the product's own price; a variable product's shop price comes from its variations */
  price: string;
  shortDescription?: string | null | undefined;
  /** unique in the shop (products and variations, case-insensitive); null or empty: none */
  sku?: string | null | undefined;
  slug: string;
  specifications?: Array<SpecificationInput> | null | undefined;
  /** publish or draft (a draft is not in the shop) */
  status: string;
  stockQuantity?: number | null | undefined;
  /** instock or outofstock */
  stockStatus: string;
  /** VAT class: standard (21 %), reduced (9 %) or zero (0 %); absent: standard for a new product, unchanged otherwise */
  taxClass?: string | null | undefined;
  /** simple or variable */
  type: string;
  variations?: Array<VariationInput> | null | undefined;
};

export type SpecificationInput = {
  label: string;
  value: string;
};

export type StaffInput = {
  active?: boolean | null | undefined;
  email: string;
  /** absent: create */
  id?: string | number | null | undefined;
  name: string;
  /** required when creating; when updating, absent keeps the password */
  password?: string | null | undefined;
  role: StaffRole;
};

/** OWNER: everything, incl. staff management and settings. STAFF: orders, buyers, inbox, catalogue, coupons and content. */
export type StaffRole =
  | 'OWNER'
  | 'STAFF';

export type TeamMemberInput = {
  bio?: string | null | undefined;
  id?: string | number | null | undefined;
  image?: AdminImageInput | null | undefined;
  name: string;
  position?: number | null | undefined;
  role?: string | null | undefined;
};

export type VariationAttributeInput = {
  name: string;
  option: string;
};

export type VariationInput = {
  attributes: Array<VariationAttributeInput>;
  /** absent: a new variation */
  id?: string | number | null | undefined;
  image?: AdminImageInput | null | undefined;
  /** minimum order quantity of this variation (absent or null: the product's) */
  minQuantity?: number | null | undefined;
  price: string;
  /** quantity breaks of this variation's price (absent: none) */
  priceTiers?: Array<PriceTierInput> | null | undefined;
  /** case pack of this variation (absent or null: the product's) */
  quantityStep?: number | null | undefined;
  /** unique in the shop (products and variations, case-insensitive); null or empty: none */
  sku?: string | null | undefined;
  stockQuantity?: number | null | undefined;
  /** instock or outofstock */
  stockStatus: string;
};

export type ZoneShippingRateInput = {
  /** empty or null: never free */
  freeFrom?: string | null | undefined;
  rate: string;
};

export type AdminBuyerGroupFieldsFragment = { id: string, name: string, percentOff: string, isDefault: boolean, customerCount: number, items: Array<{ productId: string, productName: string, variationId: string | null, variationLabel: string | null, listPrice: { amount: string }, price: { amount: string } | null, tiers: Array<{ minQuantity: number, price: { amount: string } }> }> };

export type AdminBuyerGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBuyerGroupsQuery = { buyerGroups: Array<{ id: string, name: string, percentOff: string, isDefault: boolean, customerCount: number, items: Array<{ productId: string, productName: string, variationId: string | null, variationLabel: string | null, listPrice: { amount: string }, price: { amount: string } | null, tiers: Array<{ minQuantity: number, price: { amount: string } }> }> }> };

export type AdminBuyerGroupSaveMutationVariables = Exact<{
  input: BuyerGroupInput;
}>;


export type AdminBuyerGroupSaveMutation = { saveBuyerGroup: { group: { id: string, name: string, percentOff: string, isDefault: boolean, customerCount: number, items: Array<{ productId: string, productName: string, variationId: string | null, variationLabel: string | null, listPrice: { amount: string }, price: { amount: string } | null, tiers: Array<{ minQuantity: number, price: { amount: string } }> }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminCustomerSetGroupMutationVariables = Exact<{
  id: string | number;
  groupId?: string | number | null | undefined;
}>;


export type AdminCustomerSetGroupMutation = { setCustomerGroup: { customer: { id: string, groupId: string | null, groupName: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminCustomerApproveInGroupMutationVariables = Exact<{
  id: string | number;
  groupId?: string | number | null | undefined;
}>;


export type AdminCustomerApproveInGroupMutation = { approveCustomer: { customer: { id: string, status: CustomerStatus, groupId: string | null, groupName: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminImageFieldsFragment = { mediaId: string | null, src: string, alt: string };

export type AdminCategoryFieldsFragment = { id: string, name: string, slug: string, description: string, position: number, productCount: number, image: { mediaId: string | null, src: string, alt: string } | null };

export type AdminProductFieldsFragment = { id: string, name: string, slug: string, type: string, status: string, catalogVisibility: string, description: string, shortDescription: string, stockStatus: string, stockQuantity: number | null, sku: string | null, benefits: Array<string>, ingredients: Array<string>, position: number, createdAt: string, price: { amount: string, currencyCode: string }, categories: Array<{ id: string, slug: string, name: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string, stockStatus: string, stockQuantity: number | null, sku: string | null, minQuantity: number | null, quantityStep: number | null, attributes: Array<{ name: string, option: string }>, price: { amount: string }, priceTiers: Array<{ minQuantity: number, price: { amount: string } }>, image: { mediaId: string | null, src: string, alt: string } | null }>, images: Array<{ mediaId: string | null, src: string, alt: string }>, specifications: Array<{ label: string, value: string }> };

export type AdminProductsQueryVariables = Exact<{
  filter?: AdminProductFilter | null | undefined;
  sort?: AdminProductSort | null | undefined;
  direction?: AdminSortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminProductsQuery = { products: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, name: string, slug: string, type: string, status: string, catalogVisibility: string, description: string, shortDescription: string, stockStatus: string, stockQuantity: number | null, sku: string | null, benefits: Array<string>, ingredients: Array<string>, position: number, createdAt: string, price: { amount: string, currencyCode: string }, categories: Array<{ id: string, slug: string, name: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string, stockStatus: string, stockQuantity: number | null, sku: string | null, minQuantity: number | null, quantityStep: number | null, attributes: Array<{ name: string, option: string }>, price: { amount: string }, priceTiers: Array<{ minQuantity: number, price: { amount: string } }>, image: { mediaId: string | null, src: string, alt: string } | null }>, images: Array<{ mediaId: string | null, src: string, alt: string }>, specifications: Array<{ label: string, value: string }> }> } };

export type AdminProductQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminProductQuery = { product: { id: string, name: string, slug: string, type: string, status: string, catalogVisibility: string, description: string, shortDescription: string, stockStatus: string, stockQuantity: number | null, sku: string | null, benefits: Array<string>, ingredients: Array<string>, position: number, createdAt: string, price: { amount: string, currencyCode: string }, categories: Array<{ id: string, slug: string, name: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string, stockStatus: string, stockQuantity: number | null, sku: string | null, minQuantity: number | null, quantityStep: number | null, attributes: Array<{ name: string, option: string }>, price: { amount: string }, priceTiers: Array<{ minQuantity: number, price: { amount: string } }>, image: { mediaId: string | null, src: string, alt: string } | null }>, images: Array<{ mediaId: string | null, src: string, alt: string }>, specifications: Array<{ label: string, value: string }> } | null };

export type SaveProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type SaveProductMutation = { saveProduct: { product: { id: string, name: string, slug: string, type: string, status: string, catalogVisibility: string, description: string, shortDescription: string, stockStatus: string, stockQuantity: number | null, sku: string | null, benefits: Array<string>, ingredients: Array<string>, position: number, createdAt: string, price: { amount: string, currencyCode: string }, categories: Array<{ id: string, slug: string, name: string }>, attributes: Array<{ name: string, options: Array<string> }>, variations: Array<{ id: string, stockStatus: string, stockQuantity: number | null, sku: string | null, minQuantity: number | null, quantityStep: number | null, attributes: Array<{ name: string, option: string }>, price: { amount: string }, priceTiers: Array<{ minQuantity: number, price: { amount: string } }>, image: { mediaId: string | null, src: string, alt: string } | null }>, images: Array<{ mediaId: string | null, src: string, alt: string }>, specifications: Array<{ label: string, value: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { deleteProduct: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesQuery = { categories: Array<{ id: string, name: string, slug: string, description: string, position: number, productCount: number, image: { mediaId: string | null, src: string, alt: string } | null }> };

export type SaveCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type SaveCategoryMutation = { saveCategory: { category: { id: string, name: string, slug: string, description: string, position: number, productCount: number, image: { mediaId: string | null, src: string, alt: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCategoryMutation = { deleteCategory: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminPostFieldsFragment = { id: string, slug: string, title: string, excerpt: string, content: string, status: string, publishedAt: string | null };

export type AdminPostsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminPostsQuery = { posts: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, slug: string, title: string, excerpt: string, content: string, status: string, publishedAt: string | null }> } };

export type AdminPostQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPostQuery = { post: { id: string, slug: string, title: string, excerpt: string, content: string, status: string, publishedAt: string | null } | null };

export type SavePostMutationVariables = Exact<{
  input: PostInput;
}>;


export type SavePostMutation = { savePost: { post: { id: string, slug: string, title: string, excerpt: string, content: string, status: string, publishedAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeletePostMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePostMutation = { deletePost: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminFaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFaqsQuery = { faqs: Array<{ id: string, question: string, answer: string, position: number }> };

export type SaveFaqMutationVariables = Exact<{
  input: FaqInput;
}>;


export type SaveFaqMutation = { saveFaq: { faq: { id: string, question: string, answer: string, position: number } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteFaqMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFaqMutation = { deleteFaq: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ReorderFaqsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ReorderFaqsMutation = { reorderFaqs: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminTeamMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTeamMembersQuery = { teamMembers: Array<{ id: string, name: string, role: string, bio: string, position: number, image: { mediaId: string | null, src: string, alt: string } | null }> };

export type SaveTeamMemberMutationVariables = Exact<{
  input: TeamMemberInput;
}>;


export type SaveTeamMemberMutation = { saveTeamMember: { teamMember: { id: string, name: string, role: string, bio: string, position: number, image: { mediaId: string | null, src: string, alt: string } | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteTeamMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTeamMemberMutation = { deleteTeamMember: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminPartnerReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPartnerReviewsQuery = { partnerReviews: Array<{ id: string, content: string, partnerName: string, partnerPosition: string, companyName: string, rating: number, position: number }> };

export type SavePartnerReviewMutationVariables = Exact<{
  input: PartnerReviewInput;
}>;


export type SavePartnerReviewMutation = { savePartnerReview: { partnerReview: { id: string, content: string, partnerName: string, partnerPosition: string, companyName: string, rating: number, position: number } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeletePartnerReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePartnerReviewMutation = { deletePartnerReview: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminPageQueryVariables = Exact<{
  slug: string;
}>;


export type AdminPageQuery = { page: { slug: string, title: string, content: string, modified: string } | null };

export type SavePageMutationVariables = Exact<{
  slug: string;
  input: PageInput;
}>;


export type SavePageMutation = { savePage: { page: { slug: string, title: string, content: string, modified: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminCouponFieldsFragment = { id: string, code: string, discountType: string, amount: string, minimumAmount: string | null, maximumAmount: string | null, productIds: Array<string>, usageLimit: number | null, usageCount: number, expiresAt: string | null, createdAt: string };

export type AdminCouponsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCouponsQuery = { coupons: Array<{ id: string, code: string, discountType: string, amount: string, minimumAmount: string | null, maximumAmount: string | null, productIds: Array<string>, usageLimit: number | null, usageCount: number, expiresAt: string | null, createdAt: string }> };

export type SaveCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type SaveCouponMutation = { saveCoupon: { coupon: { id: string, code: string, discountType: string, amount: string, minimumAmount: string | null, maximumAmount: string | null, productIds: Array<string>, usageLimit: number | null, usageCount: number, expiresAt: string | null, createdAt: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteCouponMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCouponMutation = { deleteCoupon: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminCustomerFieldsFragment = { id: string, name: string, email: string, phone: string | null, company: string | null, companyName: string | null, companyRegNumber: string | null, companyVatNumber: string | null, address: string | null, status: CustomerStatus, statusReason: string | null, groupCode: string | null, groupId: string | null, groupName: string, memberSince: string, orderCount: number, totalSpent: { amount: string, currencyCode: string } };

export type AdminCustomerListQueryVariables = Exact<{
  filter?: AdminCustomerFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminCustomerListQuery = { customers: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, name: string, email: string, phone: string | null, company: string | null, companyName: string | null, companyRegNumber: string | null, companyVatNumber: string | null, address: string | null, status: CustomerStatus, statusReason: string | null, groupCode: string | null, groupId: string | null, groupName: string, memberSince: string, orderCount: number, totalSpent: { amount: string, currencyCode: string } }> } };

export type AdminCustomerDetailQueryVariables = Exact<{
  id: string | number;
  ordersPage?: number | null | undefined;
  ordersPageSize?: number | null | undefined;
}>;


export type AdminCustomerDetailQuery = { customer: { id: string, name: string, email: string, phone: string | null, company: string | null, companyName: string | null, companyRegNumber: string | null, companyVatNumber: string | null, address: string | null, status: CustomerStatus, statusReason: string | null, groupCode: string | null, groupId: string | null, groupName: string, memberSince: string, orderCount: number, orders: { totalCount: number, page: number, pageSize: number, items: Array<{ number: string, status: string, total: { amount: string } }> }, totalSpent: { amount: string, currencyCode: string } } | null };

export type AdminCustomerApproveMutationVariables = Exact<{
  id: string | number;
  groupCode?: string | null | undefined;
}>;


export type AdminCustomerApproveMutation = { approveCustomer: { customer: { id: string, name: string, email: string, phone: string | null, company: string | null, companyName: string | null, companyRegNumber: string | null, companyVatNumber: string | null, address: string | null, status: CustomerStatus, statusReason: string | null, groupCode: string | null, groupId: string | null, groupName: string, memberSince: string, orderCount: number, totalSpent: { amount: string, currencyCode: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminCustomerRejectMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type AdminCustomerRejectMutation = { rejectCustomer: { customer: { id: string, name: string, email: string, phone: string | null, company: string | null, companyName: string | null, companyRegNumber: string | null, companyVatNumber: string | null, address: string | null, status: CustomerStatus, statusReason: string | null, groupCode: string | null, groupId: string | null, groupName: string, memberSince: string, orderCount: number, totalSpent: { amount: string, currencyCode: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminCustomerBlockMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type AdminCustomerBlockMutation = { blockCustomer: { customer: { id: string, name: string, email: string, phone: string | null, company: string | null, companyName: string | null, companyRegNumber: string | null, companyVatNumber: string | null, address: string | null, status: CustomerStatus, statusReason: string | null, groupCode: string | null, groupId: string | null, groupName: string, memberSince: string, orderCount: number, totalSpent: { amount: string, currencyCode: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminCustomerUnblockMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminCustomerUnblockMutation = { unblockCustomer: { customer: { id: string, name: string, email: string, phone: string | null, company: string | null, companyName: string | null, companyRegNumber: string | null, companyVatNumber: string | null, address: string | null, status: CustomerStatus, statusReason: string | null, groupCode: string | null, groupId: string | null, groupName: string, memberSince: string, orderCount: number, totalSpent: { amount: string, currencyCode: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminDashboardFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardFiguresQuery = { dashboard: { ordersToday: number, ordersThisMonth: number, ordersAwaitingProcessing: number, customersAwaitingApproval: number, unreadMessages: number, revenueToday: { amount: string, currencyCode: string }, revenueThisMonth: { amount: string, currencyCode: string }, lowStock: Array<{ productId: string, name: string, slug: string, stockQuantity: number | null, inStock: boolean }> } };

export type AdminMessageFieldsFragment = { id: string, createdAt: string, name: string, email: string, phone: string | null, company: string, subject: string, message: string, read: boolean, handled: boolean, handledAt: string | null, replies: Array<{ at: string, actor: string, text: string }> };

export type AdminMessageListQueryVariables = Exact<{
  filter?: MessageFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminMessageListQuery = { messages: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, createdAt: string, name: string, email: string, phone: string | null, company: string, subject: string, message: string, read: boolean, handled: boolean, handledAt: string | null, replies: Array<{ at: string, actor: string, text: string }> }> } };

export type AdminMessageDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminMessageDetailQuery = { message: { id: string, createdAt: string, name: string, email: string, phone: string | null, company: string, subject: string, message: string, read: boolean, handled: boolean, handledAt: string | null, replies: Array<{ at: string, actor: string, text: string }> } | null };

export type AdminMessageMarkReadMutationVariables = Exact<{
  id: string | number;
  read?: boolean | null | undefined;
}>;


export type AdminMessageMarkReadMutation = { markMessageRead: { message: { id: string, createdAt: string, name: string, email: string, phone: string | null, company: string, subject: string, message: string, read: boolean, handled: boolean, handledAt: string | null, replies: Array<{ at: string, actor: string, text: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminMessageMarkHandledMutationVariables = Exact<{
  id: string | number;
  handled?: boolean | null | undefined;
}>;


export type AdminMessageMarkHandledMutation = { markMessageHandled: { message: { id: string, createdAt: string, name: string, email: string, phone: string | null, company: string, subject: string, message: string, read: boolean, handled: boolean, handledAt: string | null, replies: Array<{ at: string, actor: string, text: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminMessageReplyMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type AdminMessageReplyMutation = { replyToMessage: { message: { id: string, createdAt: string, name: string, email: string, phone: string | null, company: string, subject: string, message: string, read: boolean, handled: boolean, handledAt: string | null, replies: Array<{ at: string, actor: string, text: string }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type MoneySettingsFieldsFragment = { minimumOrderValue: string, paymentTermsDays: number, invoiceTiming: InvoiceTiming, paymentMethod: string, shipping: Array<{ zone: string, name: string, rate: string, freeFrom: string | null }>, seller: { name: string, addressLines: Array<string>, kvk: string, vatNumber: string, iban: string, bic: string, email: string } };

export type MoneySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneySettingsQuery = { moneySettings: { minimumOrderValue: string, paymentTermsDays: number, invoiceTiming: InvoiceTiming, paymentMethod: string, shipping: Array<{ zone: string, name: string, rate: string, freeFrom: string | null }>, seller: { name: string, addressLines: Array<string>, kvk: string, vatNumber: string, iban: string, bic: string, email: string } } };

export type SaveMoneySettingsMutationVariables = Exact<{
  input: MoneySettingsInput;
}>;


export type SaveMoneySettingsMutation = { saveMoneySettings: { moneySettings: { minimumOrderValue: string, paymentTermsDays: number, invoiceTiming: InvoiceTiming, paymentMethod: string, shipping: Array<{ zone: string, name: string, rate: string, freeFrom: string | null }>, seller: { name: string, addressLines: Array<string>, kvk: string, vatNumber: string, iban: string, bic: string, email: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminOrderFieldsFragment = { id: string, number: string, createdAt: string, status: string, currencyCode: string, itemCount: number, couponCode: string | null, comment: string | null, buyerName: string, buyerEmail: string, company: string | null, nextStatuses: Array<string>, lines: Array<{ productId: string, variationId: string | null, name: string, quantity: number, unitPrice: { amount: string, currencyCode: string }, lineTotal: { amount: string, currencyCode: string } }>, subtotal: { amount: string, currencyCode: string }, discount: { amount: string, currencyCode: string }, total: { amount: string, currencyCode: string }, billing: { firstName: string, lastName: string, email: string | null, phone: string | null, address: string, city: string, postcode: string, country: string }, shipping: { firstName: string, lastName: string, email: string | null, phone: string | null, address: string, city: string, postcode: string, country: string } };

export type AdminOrderListQueryVariables = Exact<{
  filter?: AdminOrderFilter | null | undefined;
  sort?: AdminOrderSort | null | undefined;
  direction?: AdminSortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminOrderListQuery = { orders: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, number: string, createdAt: string, status: string, buyerName: string, buyerEmail: string, company: string | null, total: { amount: string, currencyCode: string } }> } };

export type AdminOrderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminOrderDetailQuery = { order: { id: string, number: string, createdAt: string, status: string, currencyCode: string, itemCount: number, couponCode: string | null, comment: string | null, buyerName: string, buyerEmail: string, company: string | null, nextStatuses: Array<string>, customer: { id: string, email: string, companyName: string | null, status: CustomerStatus } | null, history: Array<{ at: string, from: string, to: string, note: string | null, actor: string }>, lines: Array<{ productId: string, variationId: string | null, name: string, quantity: number, unitPrice: { amount: string, currencyCode: string }, lineTotal: { amount: string, currencyCode: string } }>, subtotal: { amount: string, currencyCode: string }, discount: { amount: string, currencyCode: string }, total: { amount: string, currencyCode: string }, billing: { firstName: string, lastName: string, email: string | null, phone: string | null, address: string, city: string, postcode: string, country: string }, shipping: { firstName: string, lastName: string, email: string | null, phone: string | null, address: string, city: string, postcode: string, country: string } } | null };

export type AdminOrderSetStatusMutationVariables = Exact<{
  id: string | number;
  status: string;
  note?: string | null | undefined;
}>;


export type AdminOrderSetStatusMutation = { setOrderStatus: { order: { id: string, number: string, createdAt: string, status: string, currencyCode: string, itemCount: number, couponCode: string | null, comment: string | null, buyerName: string, buyerEmail: string, company: string | null, nextStatuses: Array<string>, history: Array<{ at: string, from: string, to: string, note: string | null, actor: string }>, lines: Array<{ productId: string, variationId: string | null, name: string, quantity: number, unitPrice: { amount: string, currencyCode: string }, lineTotal: { amount: string, currencyCode: string } }>, subtotal: { amount: string, currencyCode: string }, discount: { amount: string, currencyCode: string }, total: { amount: string, currencyCode: string }, billing: { firstName: string, lastName: string, email: string | null, phone: string | null, address: string, city: string, postcode: string, country: string }, shipping: { firstName: string, lastName: string, email: string | null, phone: string | null, address: string, city: string, postcode: string, country: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type StaffFieldsFragment = { id: string, email: string, name: string, role: StaffRole, active: boolean, createdAt: string, lastLoginAt: string | null };

export type StaffListQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffListQuery = { staff: Array<{ id: string, email: string, name: string, role: StaffRole, active: boolean, createdAt: string, lastLoginAt: string | null }> };

export type SaveStaffMutationVariables = Exact<{
  input: StaffInput;
}>;


export type SaveStaffMutation = { saveStaff: { staff: { id: string, email: string, name: string, role: StaffRole, active: boolean, createdAt: string, lastLoginAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteStaffMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStaffMutation = { deleteStaff: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ChangeStaffPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeStaffPasswordMutation = { changeStaffPassword: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { settings: { storeBackend: string, wordpressAdminUrl: string | null, lowStockThreshold: number, notificationEmail: string } };

export type SaveSettingsMutationVariables = Exact<{
  input: AdminSettingsInput;
}>;


export type SaveSettingsMutation = { saveSettings: { settings: { storeBackend: string, wordpressAdminUrl: string | null, lowStockThreshold: number, notificationEmail: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, at: string, actor: string, action: string, subject: string, before: string | null, after: string | null }> } };

export type AdminLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AdminLoginMutation = { adminLogin: { token: string | null, expiresAt: string | null, staff: { id: string, email: string, name: string, role: StaffRole } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { staffMe: { id: string, email: string, name: string, role: StaffRole } | null };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { adminLogout: boolean };

export type ConsoleInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleInfoQuery = { consoleInfo: { shopName: string, storeBackend: string, wordpressAdminUrl: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminBuyerGroupFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminBuyerGroupFields on AdminBuyerGroup {
  id
  name
  percentOff
  isDefault
  customerCount
  items {
    productId
    productName
    variationId
    variationLabel
    listPrice {
      amount
    }
    price {
      amount
    }
    tiers {
      minQuantity
      price {
        amount
      }
    }
  }
}
    `, {"fragmentName":"AdminBuyerGroupFields"}) as unknown as TypedDocumentString<AdminBuyerGroupFieldsFragment, unknown>;
export const AdminImageFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminImageFields on AdminImage {
  mediaId
  src
  alt
}
    `, {"fragmentName":"AdminImageFields"}) as unknown as TypedDocumentString<AdminImageFieldsFragment, unknown>;
export const AdminCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminCategoryFields on AdminCategory {
  id
  name
  slug
  description
  image {
    ...AdminImageFields
  }
  position
  productCount
}
    fragment AdminImageFields on AdminImage {
  mediaId
  src
  alt
}`, {"fragmentName":"AdminCategoryFields"}) as unknown as TypedDocumentString<AdminCategoryFieldsFragment, unknown>;
export const AdminProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminProductFields on AdminProduct {
  id
  name
  slug
  type
  status
  catalogVisibility
  price {
    amount
    currencyCode
  }
  description
  shortDescription
  categories {
    id
    slug
    name
  }
  stockStatus
  stockQuantity
  sku
  attributes {
    name
    options
  }
  variations {
    id
    attributes {
      name
      option
    }
    price {
      amount
    }
    stockStatus
    stockQuantity
    sku
    priceTiers {
      minQuantity
      price {
        amount
      }
    }
    minQuantity
    quantityStep
    image {
      ...AdminImageFields
    }
  }
  images {
    ...AdminImageFields
  }
  benefits
  ingredients
  specifications {
    label
    value
  }
  position
  createdAt
}
    fragment AdminImageFields on AdminImage {
  mediaId
  src
  alt
}`, {"fragmentName":"AdminProductFields"}) as unknown as TypedDocumentString<AdminProductFieldsFragment, unknown>;
export const AdminPostFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminPostFields on AdminPost {
  id
  slug
  title
  excerpt
  content
  status
  publishedAt
}
    `, {"fragmentName":"AdminPostFields"}) as unknown as TypedDocumentString<AdminPostFieldsFragment, unknown>;
export const AdminCouponFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminCouponFields on AdminCoupon {
  id
  code
  discountType
  amount
  minimumAmount
  maximumAmount
  productIds
  usageLimit
  usageCount
  expiresAt
  createdAt
}
    `, {"fragmentName":"AdminCouponFields"}) as unknown as TypedDocumentString<AdminCouponFieldsFragment, unknown>;
export const AdminCustomerFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminCustomerFields on AdminCustomer {
  id
  name
  email
  phone
  company
  companyName
  companyRegNumber
  companyVatNumber
  address
  status
  statusReason
  groupCode
  groupId
  groupName
  memberSince
  orderCount
  totalSpent {
    amount
    currencyCode
  }
}
    `, {"fragmentName":"AdminCustomerFields"}) as unknown as TypedDocumentString<AdminCustomerFieldsFragment, unknown>;
export const AdminMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminMessageFields on ContactMessage {
  id
  createdAt
  name
  email
  phone
  company
  subject
  message
  read
  handled
  handledAt
  replies {
    at
    actor
    text
  }
}
    `, {"fragmentName":"AdminMessageFields"}) as unknown as TypedDocumentString<AdminMessageFieldsFragment, unknown>;
export const MoneySettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment MoneySettingsFields on MoneySettings {
  shipping {
    zone
    name
    rate
    freeFrom
  }
  minimumOrderValue
  seller {
    name
    addressLines
    kvk
    vatNumber
    iban
    bic
    email
  }
  paymentTermsDays
  invoiceTiming
  paymentMethod
}
    `, {"fragmentName":"MoneySettingsFields"}) as unknown as TypedDocumentString<MoneySettingsFieldsFragment, unknown>;
export const AdminOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderFields on AdminOrder {
  id
  number
  createdAt
  status
  currencyCode
  lines {
    productId
    variationId
    name
    quantity
    unitPrice {
      amount
      currencyCode
    }
    lineTotal {
      amount
      currencyCode
    }
  }
  itemCount
  subtotal {
    amount
    currencyCode
  }
  discount {
    amount
    currencyCode
  }
  total {
    amount
    currencyCode
  }
  couponCode
  billing {
    firstName
    lastName
    email
    phone
    address
    city
    postcode
    country
  }
  shipping {
    firstName
    lastName
    email
    phone
    address
    city
    postcode
    country
  }
  comment
  buyerName
  buyerEmail
  company
  nextStatuses
}
    `, {"fragmentName":"AdminOrderFields"}) as unknown as TypedDocumentString<AdminOrderFieldsFragment, unknown>;
export const StaffFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffFields on Staff {
  id
  email
  name
  role
  active
  createdAt
  lastLoginAt
}
    `, {"fragmentName":"StaffFields"}) as unknown as TypedDocumentString<StaffFieldsFragment, unknown>;
export const AdminBuyerGroupsDocument = new TypedDocumentString(`
    query AdminBuyerGroups {
  buyerGroups {
    ...AdminBuyerGroupFields
  }
}
    fragment AdminBuyerGroupFields on AdminBuyerGroup {
  id
  name
  percentOff
  isDefault
  customerCount
  items {
    productId
    productName
    variationId
    variationLabel
    listPrice {
      amount
    }
    price {
      amount
    }
    tiers {
      minQuantity
      price {
        amount
      }
    }
  }
}`) as unknown as TypedDocumentString<AdminBuyerGroupsQuery, AdminBuyerGroupsQueryVariables>;
export const AdminBuyerGroupSaveDocument = new TypedDocumentString(`
    mutation AdminBuyerGroupSave($input: BuyerGroupInput!) {
  saveBuyerGroup(input: $input) {
    group {
      ...AdminBuyerGroupFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminBuyerGroupFields on AdminBuyerGroup {
  id
  name
  percentOff
  isDefault
  customerCount
  items {
    productId
    productName
    variationId
    variationLabel
    listPrice {
      amount
    }
    price {
      amount
    }
    tiers {
      minQuantity
      price {
        amount
      }
    }
  }
}`) as unknown as TypedDocumentString<AdminBuyerGroupSaveMutation, AdminBuyerGroupSaveMutationVariables>;
export const AdminCustomerSetGroupDocument = new TypedDocumentString(`
    mutation AdminCustomerSetGroup($id: ID!, $groupId: ID) {
  setCustomerGroup(id: $id, groupId: $groupId) {
    customer {
      id
      groupId
      groupName
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCustomerSetGroupMutation, AdminCustomerSetGroupMutationVariables>;
export const AdminCustomerApproveInGroupDocument = new TypedDocumentString(`
    mutation AdminCustomerApproveInGroup($id: ID!, $groupId: ID) {
  approveCustomer(id: $id, groupId: $groupId) {
    customer {
      id
      status
      groupId
      groupName
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCustomerApproveInGroupMutation, AdminCustomerApproveInGroupMutationVariables>;
export const AdminProductsDocument = new TypedDocumentString(`
    query AdminProducts($filter: AdminProductFilter, $sort: AdminProductSort, $direction: AdminSortDirection, $page: Int, $pageSize: Int) {
  products(
    filter: $filter
    sort: $sort
    direction: $direction
    page: $page
    pageSize: $pageSize
  ) {
    items {
      ...AdminProductFields
    }
    totalCount
    page
    pageSize
  }
}
    fragment AdminImageFields on AdminImage {
  mediaId
  src
  alt
}
fragment AdminProductFields on AdminProduct {
  id
  name
  slug
  type
  status
  catalogVisibility
  price {
    amount
    currencyCode
  }
  description
  shortDescription
  categories {
    id
    slug
    name
  }
  stockStatus
  stockQuantity
  sku
  attributes {
    name
    options
  }
  variations {
    id
    attributes {
      name
      option
    }
    price {
      amount
    }
    stockStatus
    stockQuantity
    sku
    priceTiers {
      minQuantity
      price {
        amount
      }
    }
    minQuantity
    quantityStep
    image {
      ...AdminImageFields
    }
  }
  images {
    ...AdminImageFields
  }
  benefits
  ingredients
  specifications {
    label
    value
  }
  position
  createdAt
}`) as unknown as TypedDocumentString<AdminProductsQuery, AdminProductsQueryVariables>;
export const AdminProductDocument = new TypedDocumentString(`
    query AdminProduct($id: ID!) {
  product(id: $id) {
    ...AdminProductFields
  }
}
    fragment AdminImageFields on AdminImage {
  mediaId
  src
  alt
}
fragment AdminProductFields on AdminProduct {
  id
  name
  slug
  type
  status
  catalogVisibility
  price {
    amount
    currencyCode
  }
  description
  shortDescription
  categories {
    id
    slug
    name
  }
  stockStatus
  stockQuantity
  sku
  attributes {
    name
    options
  }
  variations {
    id
    attributes {
      name
      option
    }
    price {
      amount
    }
    stockStatus
    stockQuantity
    sku
    priceTiers {
      minQuantity
      price {
        amount
      }
    }
    minQuantity
    quantityStep
    image {
      ...AdminImageFields
    }
  }
  images {
    ...AdminImageFields
  }
  benefits
  ingredients
  specifications {
    label
    value
  }
  position
  createdAt
}`) as unknown as TypedDocumentString<AdminProductQuery, AdminProductQueryVariables>;
export const SaveProductDocument = new TypedDocumentString(`
    mutation SaveProduct($input: ProductInput!) {
  saveProduct(input: $input) {
    product {
      ...AdminProductFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminImageFields on AdminImage {
  mediaId
  src
  alt
}
fragment AdminProductFields on AdminProduct {
  id
  name
  slug
  type
  status
  catalogVisibility
  price {
    amount
    currencyCode
  }
  description
  shortDescription
  categories {
    id
    slug
    name
  }
  stockStatus
  stockQuantity
  sku
  attributes {
    name
    options
  }
  variations {
    id
    attributes {
      name
      option
    }
    price {
      amount
    }
    stockStatus
    stockQuantity
    sku
    priceTiers {
      minQuantity
      price {
        amount
      }
    }
    minQuantity
    quantityStep
    image {
      ...AdminImageFields
    }
  }
  images {
    ...AdminImageFields
  }
  benefits
  ingredients
  specifications {
    label
    value
  }
  position
  createdAt
}`) as unknown as TypedDocumentString<SaveProductMutation, SaveProductMutationVariables>;
export const DeleteProductDocument = new TypedDocumentString(`
    mutation DeleteProduct($id: ID!) {
  deleteProduct(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteProductMutation, DeleteProductMutationVariables>;
export const AdminCategoriesDocument = new TypedDocumentString(`
    query AdminCategories {
  categories {
    ...AdminCategoryFields
  }
}
    fragment AdminImageFields on AdminImage {
  mediaId
  src
  alt
}
fragment AdminCategoryFields on AdminCategory {
  id
  name
  slug
  description
  image {
    ...AdminImageFields
  }
  position
  productCount
}`) as unknown as TypedDocumentString<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const SaveCategoryDocument = new TypedDocumentString(`
    mutation SaveCategory($input: CategoryInput!) {
  saveCategory(input: $input) {
    category {
      ...AdminCategoryFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminImageFields on AdminImage {
  mediaId
  src
  alt
}
fragment AdminCategoryFields on AdminCategory {
  id
  name
  slug
  description
  image {
    ...AdminImageFields
  }
  position
  productCount
}`) as unknown as TypedDocumentString<SaveCategoryMutation, SaveCategoryMutationVariables>;
export const DeleteCategoryDocument = new TypedDocumentString(`
    mutation DeleteCategory($id: ID!) {
  deleteCategory(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const AdminPostsDocument = new TypedDocumentString(`
    query AdminPosts($page: Int, $pageSize: Int) {
  posts(page: $page, pageSize: $pageSize) {
    items {
      ...AdminPostFields
    }
    totalCount
    page
    pageSize
  }
}
    fragment AdminPostFields on AdminPost {
  id
  slug
  title
  excerpt
  content
  status
  publishedAt
}`) as unknown as TypedDocumentString<AdminPostsQuery, AdminPostsQueryVariables>;
export const AdminPostDocument = new TypedDocumentString(`
    query AdminPost($id: ID!) {
  post(id: $id) {
    ...AdminPostFields
  }
}
    fragment AdminPostFields on AdminPost {
  id
  slug
  title
  excerpt
  content
  status
  publishedAt
}`) as unknown as TypedDocumentString<AdminPostQuery, AdminPostQueryVariables>;
export const SavePostDocument = new TypedDocumentString(`
    mutation SavePost($input: PostInput!) {
  savePost(input: $input) {
    post {
      ...AdminPostFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminPostFields on AdminPost {
  id
  slug
  title
  excerpt
  content
  status
  publishedAt
}`) as unknown as TypedDocumentString<SavePostMutation, SavePostMutationVariables>;
export const DeletePostDocument = new TypedDocumentString(`
    mutation DeletePost($id: ID!) {
  deletePost(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeletePostMutation, DeletePostMutationVariables>;
export const AdminFaqsDocument = new TypedDocumentString(`
    query AdminFaqs {
  faqs {
    id
    question
    answer
    position
  }
}
    `) as unknown as TypedDocumentString<AdminFaqsQuery, AdminFaqsQueryVariables>;
export const SaveFaqDocument = new TypedDocumentString(`
    mutation SaveFaq($input: FaqInput!) {
  saveFaq(input: $input) {
    faq {
      id
      question
      answer
      position
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SaveFaqMutation, SaveFaqMutationVariables>;
export const DeleteFaqDocument = new TypedDocumentString(`
    mutation DeleteFaq($id: ID!) {
  deleteFaq(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteFaqMutation, DeleteFaqMutationVariables>;
export const ReorderFaqsDocument = new TypedDocumentString(`
    mutation ReorderFaqs($ids: [ID!]!) {
  reorderFaqs(ids: $ids) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ReorderFaqsMutation, ReorderFaqsMutationVariables>;
export const AdminTeamMembersDocument = new TypedDocumentString(`
    query AdminTeamMembers {
  teamMembers {
    id
    name
    role
    bio
    image {
      mediaId
      src
      alt
    }
    position
  }
}
    `) as unknown as TypedDocumentString<AdminTeamMembersQuery, AdminTeamMembersQueryVariables>;
export const SaveTeamMemberDocument = new TypedDocumentString(`
    mutation SaveTeamMember($input: TeamMemberInput!) {
  saveTeamMember(input: $input) {
    teamMember {
      id
      name
      role
      bio
      image {
        mediaId
        src
        alt
      }
      position
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SaveTeamMemberMutation, SaveTeamMemberMutationVariables>;
export const DeleteTeamMemberDocument = new TypedDocumentString(`
    mutation DeleteTeamMember($id: ID!) {
  deleteTeamMember(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteTeamMemberMutation, DeleteTeamMemberMutationVariables>;
export const AdminPartnerReviewsDocument = new TypedDocumentString(`
    query AdminPartnerReviews {
  partnerReviews {
    id
    content
    partnerName
    partnerPosition
    companyName
    rating
    position
  }
}
    `) as unknown as TypedDocumentString<AdminPartnerReviewsQuery, AdminPartnerReviewsQueryVariables>;
export const SavePartnerReviewDocument = new TypedDocumentString(`
    mutation SavePartnerReview($input: PartnerReviewInput!) {
  savePartnerReview(input: $input) {
    partnerReview {
      id
      content
      partnerName
      partnerPosition
      companyName
      rating
      position
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SavePartnerReviewMutation, SavePartnerReviewMutationVariables>;
export const DeletePartnerReviewDocument = new TypedDocumentString(`
    mutation DeletePartnerReview($id: ID!) {
  deletePartnerReview(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeletePartnerReviewMutation, DeletePartnerReviewMutationVariables>;
export const AdminPageDocument = new TypedDocumentString(`
    query AdminPage($slug: String!) {
  page(slug: $slug) {
    slug
    title
    content
    modified
  }
}
    `) as unknown as TypedDocumentString<AdminPageQuery, AdminPageQueryVariables>;
export const SavePageDocument = new TypedDocumentString(`
    mutation SavePage($slug: String!, $input: PageInput!) {
  savePage(slug: $slug, input: $input) {
    page {
      slug
      title
      content
      modified
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SavePageMutation, SavePageMutationVariables>;
export const AdminCouponsDocument = new TypedDocumentString(`
    query AdminCoupons {
  coupons {
    ...AdminCouponFields
  }
}
    fragment AdminCouponFields on AdminCoupon {
  id
  code
  discountType
  amount
  minimumAmount
  maximumAmount
  productIds
  usageLimit
  usageCount
  expiresAt
  createdAt
}`) as unknown as TypedDocumentString<AdminCouponsQuery, AdminCouponsQueryVariables>;
export const SaveCouponDocument = new TypedDocumentString(`
    mutation SaveCoupon($input: CouponInput!) {
  saveCoupon(input: $input) {
    coupon {
      ...AdminCouponFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminCouponFields on AdminCoupon {
  id
  code
  discountType
  amount
  minimumAmount
  maximumAmount
  productIds
  usageLimit
  usageCount
  expiresAt
  createdAt
}`) as unknown as TypedDocumentString<SaveCouponMutation, SaveCouponMutationVariables>;
export const DeleteCouponDocument = new TypedDocumentString(`
    mutation DeleteCoupon($id: ID!) {
  deleteCoupon(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteCouponMutation, DeleteCouponMutationVariables>;
export const AdminCustomerListDocument = new TypedDocumentString(`
    query AdminCustomerList($filter: AdminCustomerFilter, $page: Int, $pageSize: Int) {
  customers(filter: $filter, page: $page, pageSize: $pageSize) {
    totalCount
    page
    pageSize
    items {
      ...AdminCustomerFields
    }
  }
}
    fragment AdminCustomerFields on AdminCustomer {
  id
  name
  email
  phone
  company
  companyName
  companyRegNumber
  companyVatNumber
  address
  status
  statusReason
  groupCode
  groupId
  groupName
  memberSince
  orderCount
  totalSpent {
    amount
    currencyCode
  }
}`) as unknown as TypedDocumentString<AdminCustomerListQuery, AdminCustomerListQueryVariables>;
export const AdminCustomerDetailDocument = new TypedDocumentString(`
    query AdminCustomerDetail($id: ID!, $ordersPage: Int, $ordersPageSize: Int) {
  customer(id: $id) {
    ...AdminCustomerFields
    orders(page: $ordersPage, pageSize: $ordersPageSize) {
      totalCount
      page
      pageSize
      items {
        number
        status
        total {
          amount
        }
      }
    }
  }
}
    fragment AdminCustomerFields on AdminCustomer {
  id
  name
  email
  phone
  company
  companyName
  companyRegNumber
  companyVatNumber
  address
  status
  statusReason
  groupCode
  groupId
  groupName
  memberSince
  orderCount
  totalSpent {
    amount
    currencyCode
  }
}`) as unknown as TypedDocumentString<AdminCustomerDetailQuery, AdminCustomerDetailQueryVariables>;
export const AdminCustomerApproveDocument = new TypedDocumentString(`
    mutation AdminCustomerApprove($id: ID!, $groupCode: String) {
  approveCustomer(id: $id, groupCode: $groupCode) {
    customer {
      ...AdminCustomerFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminCustomerFields on AdminCustomer {
  id
  name
  email
  phone
  company
  companyName
  companyRegNumber
  companyVatNumber
  address
  status
  statusReason
  groupCode
  groupId
  groupName
  memberSince
  orderCount
  totalSpent {
    amount
    currencyCode
  }
}`) as unknown as TypedDocumentString<AdminCustomerApproveMutation, AdminCustomerApproveMutationVariables>;
export const AdminCustomerRejectDocument = new TypedDocumentString(`
    mutation AdminCustomerReject($id: ID!, $reason: String!) {
  rejectCustomer(id: $id, reason: $reason) {
    customer {
      ...AdminCustomerFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminCustomerFields on AdminCustomer {
  id
  name
  email
  phone
  company
  companyName
  companyRegNumber
  companyVatNumber
  address
  status
  statusReason
  groupCode
  groupId
  groupName
  memberSince
  orderCount
  totalSpent {
    amount
    currencyCode
  }
}`) as unknown as TypedDocumentString<AdminCustomerRejectMutation, AdminCustomerRejectMutationVariables>;
export const AdminCustomerBlockDocument = new TypedDocumentString(`
    mutation AdminCustomerBlock($id: ID!, $reason: String) {
  blockCustomer(id: $id, reason: $reason) {
    customer {
      ...AdminCustomerFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminCustomerFields on AdminCustomer {
  id
  name
  email
  phone
  company
  companyName
  companyRegNumber
  companyVatNumber
  address
  status
  statusReason
  groupCode
  groupId
  groupName
  memberSince
  orderCount
  totalSpent {
    amount
    currencyCode
  }
}`) as unknown as TypedDocumentString<AdminCustomerBlockMutation, AdminCustomerBlockMutationVariables>;
export const AdminCustomerUnblockDocument = new TypedDocumentString(`
    mutation AdminCustomerUnblock($id: ID!) {
  unblockCustomer(id: $id) {
    customer {
      ...AdminCustomerFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminCustomerFields on AdminCustomer {
  id
  name
  email
  phone
  company
  companyName
  companyRegNumber
  companyVatNumber
  address
  status
  statusReason
  groupCode
  groupId
  groupName
  memberSince
  orderCount
  totalSpent {
    amount
    currencyCode
  }
}`) as unknown as TypedDocumentString<AdminCustomerUnblockMutation, AdminCustomerUnblockMutationVariables>;
export const AdminDashboardFiguresDocument = new TypedDocumentString(`
    query AdminDashboardFigures {
  dashboard {
    ordersToday
    revenueToday {
      amount
      currencyCode
    }
    ordersThisMonth
    revenueThisMonth {
      amount
      currencyCode
    }
    ordersAwaitingProcessing
    customersAwaitingApproval
    unreadMessages
    lowStock {
      productId
      name
      slug
      stockQuantity
      inStock
    }
  }
}
    `) as unknown as TypedDocumentString<AdminDashboardFiguresQuery, AdminDashboardFiguresQueryVariables>;
export const AdminMessageListDocument = new TypedDocumentString(`
    query AdminMessageList($filter: MessageFilter, $page: Int, $pageSize: Int) {
  messages(filter: $filter, page: $page, pageSize: $pageSize) {
    totalCount
    page
    pageSize
    items {
      ...AdminMessageFields
    }
  }
}
    fragment AdminMessageFields on ContactMessage {
  id
  createdAt
  name
  email
  phone
  company
  subject
  message
  read
  handled
  handledAt
  replies {
    at
    actor
    text
  }
}`) as unknown as TypedDocumentString<AdminMessageListQuery, AdminMessageListQueryVariables>;
export const AdminMessageDetailDocument = new TypedDocumentString(`
    query AdminMessageDetail($id: ID!) {
  message(id: $id) {
    ...AdminMessageFields
  }
}
    fragment AdminMessageFields on ContactMessage {
  id
  createdAt
  name
  email
  phone
  company
  subject
  message
  read
  handled
  handledAt
  replies {
    at
    actor
    text
  }
}`) as unknown as TypedDocumentString<AdminMessageDetailQuery, AdminMessageDetailQueryVariables>;
export const AdminMessageMarkReadDocument = new TypedDocumentString(`
    mutation AdminMessageMarkRead($id: ID!, $read: Boolean) {
  markMessageRead(id: $id, read: $read) {
    message {
      ...AdminMessageFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminMessageFields on ContactMessage {
  id
  createdAt
  name
  email
  phone
  company
  subject
  message
  read
  handled
  handledAt
  replies {
    at
    actor
    text
  }
}`) as unknown as TypedDocumentString<AdminMessageMarkReadMutation, AdminMessageMarkReadMutationVariables>;
export const AdminMessageMarkHandledDocument = new TypedDocumentString(`
    mutation AdminMessageMarkHandled($id: ID!, $handled: Boolean) {
  markMessageHandled(id: $id, handled: $handled) {
    message {
      ...AdminMessageFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminMessageFields on ContactMessage {
  id
  createdAt
  name
  email
  phone
  company
  subject
  message
  read
  handled
  handledAt
  replies {
    at
    actor
    text
  }
}`) as unknown as TypedDocumentString<AdminMessageMarkHandledMutation, AdminMessageMarkHandledMutationVariables>;
export const AdminMessageReplyDocument = new TypedDocumentString(`
    mutation AdminMessageReply($id: ID!, $text: String!) {
  replyToMessage(id: $id, text: $text) {
    message {
      ...AdminMessageFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminMessageFields on ContactMessage {
  id
  createdAt
  name
  email
  phone
  company
  subject
  message
  read
  handled
  handledAt
  replies {
    at
    actor
    text
  }
}`) as unknown as TypedDocumentString<AdminMessageReplyMutation, AdminMessageReplyMutationVariables>;
export const MoneySettingsDocument = new TypedDocumentString(`
    query MoneySettings {
  moneySettings {
    ...MoneySettingsFields
  }
}
    fragment MoneySettingsFields on MoneySettings {
  shipping {
    zone
    name
    rate
    freeFrom
  }
  minimumOrderValue
  seller {
    name
    addressLines
    kvk
    vatNumber
    iban
    bic
    email
  }
  paymentTermsDays
  invoiceTiming
  paymentMethod
}`) as unknown as TypedDocumentString<MoneySettingsQuery, MoneySettingsQueryVariables>;
export const SaveMoneySettingsDocument = new TypedDocumentString(`
    mutation SaveMoneySettings($input: MoneySettingsInput!) {
  saveMoneySettings(input: $input) {
    moneySettings {
      ...MoneySettingsFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment MoneySettingsFields on MoneySettings {
  shipping {
    zone
    name
    rate
    freeFrom
  }
  minimumOrderValue
  seller {
    name
    addressLines
    kvk
    vatNumber
    iban
    bic
    email
  }
  paymentTermsDays
  invoiceTiming
  paymentMethod
}`) as unknown as TypedDocumentString<SaveMoneySettingsMutation, SaveMoneySettingsMutationVariables>;
export const AdminOrderListDocument = new TypedDocumentString(`
    query AdminOrderList($filter: AdminOrderFilter, $sort: AdminOrderSort, $direction: AdminSortDirection, $page: Int, $pageSize: Int) {
  orders(
    filter: $filter
    sort: $sort
    direction: $direction
    page: $page
    pageSize: $pageSize
  ) {
    totalCount
    page
    pageSize
    items {
      id
      number
      createdAt
      status
      total {
        amount
        currencyCode
      }
      buyerName
      buyerEmail
      company
    }
  }
}
    `) as unknown as TypedDocumentString<AdminOrderListQuery, AdminOrderListQueryVariables>;
export const AdminOrderDetailDocument = new TypedDocumentString(`
    query AdminOrderDetail($id: ID!) {
  order(id: $id) {
    ...AdminOrderFields
    customer {
      id
      email
      companyName
      status
    }
    history {
      at
      from
      to
      note
      actor
    }
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  number
  createdAt
  status
  currencyCode
  lines {
    productId
    variationId
    name
    quantity
    unitPrice {
      amount
      currencyCode
    }
    lineTotal {
      amount
      currencyCode
    }
  }
  itemCount
  subtotal {
    amount
    currencyCode
  }
  discount {
    amount
    currencyCode
  }
  total {
    amount
    currencyCode
  }
  couponCode
  billing {
    firstName
    lastName
    email
    phone
    address
    city
    postcode
    country
  }
  shipping {
    firstName
    lastName
    email
    phone
    address
    city
    postcode
    country
  }
  comment
  buyerName
  buyerEmail
  company
  nextStatuses
}`) as unknown as TypedDocumentString<AdminOrderDetailQuery, AdminOrderDetailQueryVariables>;
export const AdminOrderSetStatusDocument = new TypedDocumentString(`
    mutation AdminOrderSetStatus($id: ID!, $status: String!, $note: String) {
  setOrderStatus(id: $id, status: $status, note: $note) {
    order {
      ...AdminOrderFields
      history {
        at
        from
        to
        note
        actor
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  number
  createdAt
  status
  currencyCode
  lines {
    productId
    variationId
    name
    quantity
    unitPrice {
      amount
      currencyCode
    }
    lineTotal {
      amount
      currencyCode
    }
  }
  itemCount
  subtotal {
    amount
    currencyCode
  }
  discount {
    amount
    currencyCode
  }
  total {
    amount
    currencyCode
  }
  couponCode
  billing {
    firstName
    lastName
    email
    phone
    address
    city
    postcode
    country
  }
  shipping {
    firstName
    lastName
    email
    phone
    address
    city
    postcode
    country
  }
  comment
  buyerName
  buyerEmail
  company
  nextStatuses
}`) as unknown as TypedDocumentString<AdminOrderSetStatusMutation, AdminOrderSetStatusMutationVariables>;
export const StaffListDocument = new TypedDocumentString(`
    query StaffList {
  staff {
    ...StaffFields
  }
}
    fragment StaffFields on Staff {
  id
  email
  name
  role
  active
  createdAt
  lastLoginAt
}`) as unknown as TypedDocumentString<StaffListQuery, StaffListQueryVariables>;
export const SaveStaffDocument = new TypedDocumentString(`
    mutation SaveStaff($input: StaffInput!) {
  saveStaff(input: $input) {
    staff {
      ...StaffFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment StaffFields on Staff {
  id
  email
  name
  role
  active
  createdAt
  lastLoginAt
}`) as unknown as TypedDocumentString<SaveStaffMutation, SaveStaffMutationVariables>;
export const DeleteStaffDocument = new TypedDocumentString(`
    mutation DeleteStaff($id: ID!) {
  deleteStaff(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteStaffMutation, DeleteStaffMutationVariables>;
export const ChangeStaffPasswordDocument = new TypedDocumentString(`
    mutation ChangeStaffPassword($currentPassword: String!, $newPassword: String!) {
  changeStaffPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ChangeStaffPasswordMutation, ChangeStaffPasswordMutationVariables>;
export const AdminSettingsDocument = new TypedDocumentString(`
    query AdminSettings {
  settings {
    storeBackend
    wordpressAdminUrl
    lowStockThreshold
    notificationEmail
  }
}
    `) as unknown as TypedDocumentString<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const SaveSettingsDocument = new TypedDocumentString(`
    mutation SaveSettings($input: AdminSettingsInput!) {
  saveSettings(input: $input) {
    settings {
      storeBackend
      wordpressAdminUrl
      lowStockThreshold
      notificationEmail
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SaveSettingsMutation, SaveSettingsMutationVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($filter: AuditFilter, $page: Int, $pageSize: Int) {
  auditLog(filter: $filter, page: $page, pageSize: $pageSize) {
    totalCount
    page
    pageSize
    items {
      id
      at
      actor
      action
      subject
      before
      after
    }
  }
}
    `) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const AdminLoginDocument = new TypedDocumentString(`
    mutation AdminLogin($email: String!, $password: String!) {
  adminLogin(email: $email, password: $password) {
    staff {
      id
      email
      name
      role
    }
    token
    expiresAt
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AdminLoginMutation, AdminLoginMutationVariables>;
export const StaffMeDocument = new TypedDocumentString(`
    query StaffMe {
  staffMe {
    id
    email
    name
    role
  }
}
    `) as unknown as TypedDocumentString<StaffMeQuery, StaffMeQueryVariables>;
export const AdminLogoutDocument = new TypedDocumentString(`
    mutation AdminLogout {
  adminLogout
}
    `) as unknown as TypedDocumentString<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const ConsoleInfoDocument = new TypedDocumentString(`
    query ConsoleInfo {
  consoleInfo {
    shopName
    storeBackend
    wordpressAdminUrl
  }
}
    `) as unknown as TypedDocumentString<ConsoleInfoQuery, ConsoleInfoQueryVariables>;