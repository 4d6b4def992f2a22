/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Layout {\n    shop {\n      name\n      address\n      phone\n      email\n    }\n  }\n": typeof types.LayoutDocument,
    "\n  fragment ProductCard on Product {\n    id\n    slug\n    name\n    type\n    shortDescription\n    inStock\n    price {\n      amount\n      currencyCode\n    }\n    images {\n      src\n      alt\n    }\n    categories {\n      id\n      name\n      slug\n    }\n    attributes {\n      name\n      options\n    }\n    variations {\n      id\n    }\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  query OrdersTab($page: Int, $pageSize: Int) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        number\n        createdAt\n        status\n        itemCount\n        total {\n          amount\n          currencyCode\n        }\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.OrdersTabDocument,
    "\n  mutation ProfileTab($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      customer {\n        id\n        name\n        email\n        phone\n        company\n        companyName\n        companyRegNumber\n        companyVatNumber\n        address\n        memberSince\n        status\n        statusReason\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.ProfileTabDocument,
    "\n  mutation AddressesTab($address: String!) {\n    updateAddress(address: $address) {\n      customer {\n        id\n        address\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AddressesTabDocument,
    "\n  mutation SecurityTabChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.SecurityTabChangePasswordDocument,
    "\n  mutation SecurityTabLogoutAll {\n    logoutAll\n  }\n": typeof types.SecurityTabLogoutAllDocument,
    "\n  query OrderDetailPage($id: ID!) {\n    order(id: $id) {\n      ...OrderDetails\n    }\n  }\n": typeof types.OrderDetailPageDocument,
    "\n  query PrivacySectionExport {\n    myDataExport\n  }\n": typeof types.PrivacySectionExportDocument,
    "\n  mutation PrivacySectionDelete($password: String!) {\n    deleteMyAccount(password: $password) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.PrivacySectionDeleteDocument,
    "\n  query LicenceTab {\n    me {\n      id\n      licence {\n        fileName\n        expiresOn\n        expired\n        url\n      }\n    }\n  }\n": typeof types.LicenceTabDocument,
    "\n  query DevelopersTabApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.DevelopersTabApiKeysDocument,
    "\n  mutation DevelopersTabCreateApiKey($name: String!, $scopes: [String!]!) {\n    createApiKey(name: $name, scopes: $scopes) {\n      apiKey {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n      }\n      secret\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.DevelopersTabCreateApiKeyDocument,
    "\n  mutation DevelopersTabRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.DevelopersTabRevokeApiKeyDocument,
    "\n  query DevelopersTabWebhooks {\n    webhooks {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n      deliveries(limit: 1) {\n        id\n        event\n        status\n        attempts\n        lastResponseCode\n        lastError\n        createdAt\n      }\n    }\n  }\n": typeof types.DevelopersTabWebhooksDocument,
    "\n  mutation DevelopersTabCreateWebhook($url: String!, $events: [String!]!) {\n    createWebhook(url: $url, events: $events) {\n      webhook {\n        id\n      }\n      secret\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.DevelopersTabCreateWebhookDocument,
    "\n  mutation DevelopersTabDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.DevelopersTabDeleteWebhookDocument,
    "\n  mutation DevelopersTabEnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      webhook {\n        id\n        enabled\n        disabledReason\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.DevelopersTabEnableWebhookDocument,
    "\n  mutation LoginPage($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      customer {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.LoginPageDocument,
    "\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      customer {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.RegisterPageDocument,
    "\n  mutation ForgotPasswordPage($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.ForgotPasswordPageDocument,
    "\n  mutation ResetPasswordPage($email: String!, $token: String!, $newPassword: String!, $confirmPassword: String) {\n    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.ResetPasswordPageDocument,
    "\n  query CartLineVariants($slug: String!) {\n    product(slug: $slug) {\n      id\n      attributes {\n        name\n        options\n      }\n      variations {\n        id\n        price {\n          amount\n        }\n        attributes {\n          name\n          option\n        }\n        image {\n          src\n        }\n        inStock\n      }\n    }\n  }\n": typeof types.CartLineVariantsDocument,
    "\n  query CatalogPage($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCard\n      }\n      totalCount\n      page\n      pageSize\n      priceMax\n    }\n  }\n": typeof types.CatalogPageDocument,
    "\n  query CatalogCategories {\n    categories {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.CatalogCategoriesDocument,
    "\n  query CategoryPage($slug: String!) {\n    category(slug: $slug) {\n      id\n      name\n      slug\n      description\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query CategoryProducts($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCard\n      }\n      totalCount\n      page\n      pageSize\n      priceMax\n    }\n  }\n": typeof types.CategoryProductsDocument,
    "\n  mutation CheckoutPagePlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        ...OrderDetails\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.CheckoutPagePlaceOrderDocument,
    "\n  query AboutTeam {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      image {\n        src\n        alt\n      }\n    }\n  }\n": typeof types.AboutTeamDocument,
    "\n  mutation ContactForm($input: ContactInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.ContactFormDocument,
    "\n  query ContactPage {\n    shop {\n      name\n      email\n      phone\n      address\n    }\n  }\n": typeof types.ContactPageDocument,
    "\n  query FaqAccordion {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n": typeof types.FaqAccordionDocument,
    "\n  query WhiteLabelStories($limit: Int) {\n    partnerReviews(limit: $limit) {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n    }\n  }\n": typeof types.WhiteLabelStoriesDocument,
    "\n  query WhiteLabelCatalog($page: Int, $pageSize: Int) {\n    products(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        slug\n        inStock\n        categories {\n          id\n          name\n        }\n        price {\n          amount\n          currencyCode\n        }\n      }\n      totalCount\n    }\n  }\n": typeof types.WhiteLabelCatalogDocument,
    "\n  query BlogListPage($page: Int, $pageSize: Int) {\n    posts(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        slug\n        title\n        excerpt\n        date\n      }\n      totalCount\n    }\n  }\n": typeof types.BlogListPageDocument,
    "\n  query BlogPostPage($slug: String!) {\n    post(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      date\n    }\n  }\n": typeof types.BlogPostPageDocument,
    "\n  query LegalPage {\n    privacyPolicy {\n      title\n      content\n      modified\n    }\n  }\n": typeof types.LegalPageDocument,
    "\n  query CategoryGrid {\n    categories {\n      id\n      name\n      slug\n      description\n      image {\n        src\n        alt\n      }\n    }\n  }\n": typeof types.CategoryGridDocument,
    "\n  query HomePage {\n    shop {\n      name\n      tagline\n      partnerLogos {\n        name\n        logoUrl\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query PartnerTestimonials($limit: Int) {\n    partnerReviews(limit: $limit) {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n    }\n  }\n": typeof types.PartnerTestimonialsDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCard\n      description\n      priceRange {\n        min {\n          amount\n          currencyCode\n        }\n        max {\n          amount\n          currencyCode\n        }\n      }\n      variations {\n        id\n        inStock\n        price {\n          amount\n          currencyCode\n        }\n        attributes {\n          name\n          option\n        }\n        image {\n          src\n          alt\n        }\n      }\n      benefits\n      ingredients\n      specifications {\n        label\n        value\n      }\n      priceTiers {\n        minQuantity\n        price {\n          amount\n          currencyCode\n        }\n      }\n      minQuantity\n      quantityStep\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query RelatedProducts($productId: ID!, $limit: Int) {\n    relatedProducts(productId: $productId, limit: $limit) {\n      ...ProductCard\n    }\n  }\n": typeof types.RelatedProductsDocument,
    "\n  query ShopName {\n    shop {\n      name\n    }\n  }\n": typeof types.ShopNameDocument,
    "\n  query CartQuote($input: CartInput!) {\n    cartQuote(input: $input) {\n      lines {\n        productId\n        variationId\n        quantity\n        name\n        slug\n        image {\n          src\n          alt\n        }\n        unitPrice {\n          amount\n          currencyCode\n        }\n        lineTotal {\n          amount\n          currencyCode\n        }\n        available\n        message\n        minQuantity\n        quantityStep\n        nextTier {\n          minQuantity\n          missingQuantity\n          price {\n            amount\n            currencyCode\n          }\n        }\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      discount {\n        amount\n        currencyCode\n      }\n      shipping {\n        amount\n        currencyCode\n      }\n      taxLines {\n        label\n        rate\n        amount {\n          amount\n          currencyCode\n        }\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      reverseCharge\n      missingForFreeShipping {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n      coupon {\n        code\n        applied\n        message\n        discountType\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.CartQuoteDocument,
    "\n  fragment OrderDetails on Order {\n    id\n    number\n    createdAt\n    status\n    currencyCode\n    itemCount\n    lines {\n      productId\n      variationId\n      name\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    discount {\n      amount\n      currencyCode\n    }\n    shippingTotal {\n      amount\n      currencyCode\n    }\n    taxTotal {\n      amount\n      currencyCode\n    }\n    taxLines {\n      label\n      rate\n      amount {\n        amount\n        currencyCode\n      }\n    }\n    reverseCharge\n    total {\n      amount\n      currencyCode\n    }\n    couponCode\n    poNumber\n    paymentMethod\n    invoice {\n      number\n      issuedAt\n      url\n    }\n    creditNote {\n      number\n      url\n    }\n    shipping {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    comment\n  }\n": typeof types.OrderDetailsFragmentDoc,
    "\n  query SessionMe {\n    me {\n      id\n      name\n      email\n      phone\n      company\n      companyName\n      companyRegNumber\n      companyVatNumber\n      address\n      memberSince\n      status\n      statusReason\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  mutation SessionLogout {\n    logout\n  }\n": typeof types.SessionLogoutDocument,
};
const documents: Documents = {
    "\n  query Layout {\n    shop {\n      name\n      address\n      phone\n      email\n    }\n  }\n": types.LayoutDocument,
    "\n  fragment ProductCard on Product {\n    id\n    slug\n    name\n    type\n    shortDescription\n    inStock\n    price {\n      amount\n      currencyCode\n    }\n    images {\n      src\n      alt\n    }\n    categories {\n      id\n      name\n      slug\n    }\n    attributes {\n      name\n      options\n    }\n    variations {\n      id\n    }\n  }\n": types.ProductCardFragmentDoc,
    "\n  query OrdersTab($page: Int, $pageSize: Int) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        number\n        createdAt\n        status\n        itemCount\n        total {\n          amount\n          currencyCode\n        }\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.OrdersTabDocument,
    "\n  mutation ProfileTab($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      customer {\n        id\n        name\n        email\n        phone\n        company\n        companyName\n        companyRegNumber\n        companyVatNumber\n        address\n        memberSince\n        status\n        statusReason\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.ProfileTabDocument,
    "\n  mutation AddressesTab($address: String!) {\n    updateAddress(address: $address) {\n      customer {\n        id\n        address\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AddressesTabDocument,
    "\n  mutation SecurityTabChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.SecurityTabChangePasswordDocument,
    "\n  mutation SecurityTabLogoutAll {\n    logoutAll\n  }\n": types.SecurityTabLogoutAllDocument,
    "\n  query OrderDetailPage($id: ID!) {\n    order(id: $id) {\n      ...OrderDetails\n    }\n  }\n": types.OrderDetailPageDocument,
    "\n  query PrivacySectionExport {\n    myDataExport\n  }\n": types.PrivacySectionExportDocument,
    "\n  mutation PrivacySectionDelete($password: String!) {\n    deleteMyAccount(password: $password) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.PrivacySectionDeleteDocument,
    "\n  query LicenceTab {\n    me {\n      id\n      licence {\n        fileName\n        expiresOn\n        expired\n        url\n      }\n    }\n  }\n": types.LicenceTabDocument,
    "\n  query DevelopersTabApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.DevelopersTabApiKeysDocument,
    "\n  mutation DevelopersTabCreateApiKey($name: String!, $scopes: [String!]!) {\n    createApiKey(name: $name, scopes: $scopes) {\n      apiKey {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n      }\n      secret\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.DevelopersTabCreateApiKeyDocument,
    "\n  mutation DevelopersTabRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.DevelopersTabRevokeApiKeyDocument,
    "\n  query DevelopersTabWebhooks {\n    webhooks {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n      deliveries(limit: 1) {\n        id\n        event\n        status\n        attempts\n        lastResponseCode\n        lastError\n        createdAt\n      }\n    }\n  }\n": types.DevelopersTabWebhooksDocument,
    "\n  mutation DevelopersTabCreateWebhook($url: String!, $events: [String!]!) {\n    createWebhook(url: $url, events: $events) {\n      webhook {\n        id\n      }\n      secret\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.DevelopersTabCreateWebhookDocument,
    "\n  mutation DevelopersTabDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.DevelopersTabDeleteWebhookDocument,
    "\n  mutation DevelopersTabEnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      webhook {\n        id\n        enabled\n        disabledReason\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.DevelopersTabEnableWebhookDocument,
    "\n  mutation LoginPage($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      customer {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.LoginPageDocument,
    "\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      customer {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.RegisterPageDocument,
    "\n  mutation ForgotPasswordPage($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.ForgotPasswordPageDocument,
    "\n  mutation ResetPasswordPage($email: String!, $token: String!, $newPassword: String!, $confirmPassword: String) {\n    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.ResetPasswordPageDocument,
    "\n  query CartLineVariants($slug: String!) {\n    product(slug: $slug) {\n      id\n      attributes {\n        name\n        options\n      }\n      variations {\n        id\n        price {\n          amount\n        }\n        attributes {\n          name\n          option\n        }\n        image {\n          src\n        }\n        inStock\n      }\n    }\n  }\n": types.CartLineVariantsDocument,
    "\n  query CatalogPage($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCard\n      }\n      totalCount\n      page\n      pageSize\n      priceMax\n    }\n  }\n": types.CatalogPageDocument,
    "\n  query CatalogCategories {\n    categories {\n      id\n      name\n      slug\n    }\n  }\n": types.CatalogCategoriesDocument,
    "\n  query CategoryPage($slug: String!) {\n    category(slug: $slug) {\n      id\n      name\n      slug\n      description\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query CategoryProducts($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCard\n      }\n      totalCount\n      page\n      pageSize\n      priceMax\n    }\n  }\n": types.CategoryProductsDocument,
    "\n  mutation CheckoutPagePlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        ...OrderDetails\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.CheckoutPagePlaceOrderDocument,
    "\n  query AboutTeam {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      image {\n        src\n        alt\n      }\n    }\n  }\n": types.AboutTeamDocument,
    "\n  mutation ContactForm($input: ContactInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.ContactFormDocument,
    "\n  query ContactPage {\n    shop {\n      name\n      email\n      phone\n      address\n    }\n  }\n": types.ContactPageDocument,
    "\n  query FaqAccordion {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n": types.FaqAccordionDocument,
    "\n  query WhiteLabelStories($limit: Int) {\n    partnerReviews(limit: $limit) {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n    }\n  }\n": types.WhiteLabelStoriesDocument,
    "\n  query WhiteLabelCatalog($page: Int, $pageSize: Int) {\n    products(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        slug\n        inStock\n        categories {\n          id\n          name\n        }\n        price {\n          amount\n          currencyCode\n        }\n      }\n      totalCount\n    }\n  }\n": types.WhiteLabelCatalogDocument,
    "\n  query BlogListPage($page: Int, $pageSize: Int) {\n    posts(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        slug\n        title\n        excerpt\n        date\n      }\n      totalCount\n    }\n  }\n": types.BlogListPageDocument,
    "\n  query BlogPostPage($slug: String!) {\n    post(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      date\n    }\n  }\n": types.BlogPostPageDocument,
    "\n  query LegalPage {\n    privacyPolicy {\n      title\n      content\n      modified\n    }\n  }\n": types.LegalPageDocument,
    "\n  query CategoryGrid {\n    categories {\n      id\n      name\n      slug\n      description\n      image {\n        src\n        alt\n      }\n    }\n  }\n": types.CategoryGridDocument,
    "\n  query HomePage {\n    shop {\n      name\n      tagline\n      partnerLogos {\n        name\n        logoUrl\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query PartnerTestimonials($limit: Int) {\n    partnerReviews(limit: $limit) {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n    }\n  }\n": types.PartnerTestimonialsDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCard\n      description\n      priceRange {\n        min {\n          amount\n          currencyCode\n        }\n        max {\n          amount\n          currencyCode\n        }\n      }\n      variations {\n        id\n        inStock\n        price {\n          amount\n          currencyCode\n        }\n        attributes {\n          name\n          option\n        }\n        image {\n          src\n          alt\n        }\n      }\n      benefits\n      ingredients\n      specifications {\n        label\n        value\n      }\n      priceTiers {\n        minQuantity\n        price {\n          amount\n          currencyCode\n        }\n      }\n      minQuantity\n      quantityStep\n    }\n  }\n": types.ProductPageDocument,
    "\n  query RelatedProducts($productId: ID!, $limit: Int) {\n    relatedProducts(productId: $productId, limit: $limit) {\n      ...ProductCard\n    }\n  }\n": types.RelatedProductsDocument,
    "\n  query ShopName {\n    shop {\n      name\n    }\n  }\n": types.ShopNameDocument,
    "\n  query CartQuote($input: CartInput!) {\n    cartQuote(input: $input) {\n      lines {\n        productId\n        variationId\n        quantity\n        name\n        slug\n        image {\n          src\n          alt\n        }\n        unitPrice {\n          amount\n          currencyCode\n        }\n        lineTotal {\n          amount\n          currencyCode\n        }\n        available\n        message\n        minQuantity\n        quantityStep\n        nextTier {\n          minQuantity\n          missingQuantity\n          price {\n            amount\n            currencyCode\n          }\n        }\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      discount {\n        amount\n        currencyCode\n      }\n      shipping {\n        amount\n        currencyCode\n      }\n      taxLines {\n        label\n        rate\n        amount {\n          amount\n          currencyCode\n        }\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      reverseCharge\n      missingForFreeShipping {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n      coupon {\n        code\n        applied\n        message\n        discountType\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.CartQuoteDocument,
    "\n  fragment OrderDetails on Order {\n    id\n    number\n    createdAt\n    status\n    currencyCode\n    itemCount\n    lines {\n      productId\n      variationId\n      name\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    discount {\n      amount\n      currencyCode\n    }\n    shippingTotal {\n      amount\n      currencyCode\n    }\n    taxTotal {\n      amount\n      currencyCode\n    }\n    taxLines {\n      label\n      rate\n      amount {\n        amount\n        currencyCode\n      }\n    }\n    reverseCharge\n    total {\n      amount\n      currencyCode\n    }\n    couponCode\n    poNumber\n    paymentMethod\n    invoice {\n      number\n      issuedAt\n      url\n    }\n    creditNote {\n      number\n      url\n    }\n    shipping {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    comment\n  }\n": types.OrderDetailsFragmentDoc,
    "\n  query SessionMe {\n    me {\n      id\n      name\n      email\n      phone\n      company\n      companyName\n      companyRegNumber\n      companyVatNumber\n      address\n      memberSince\n      status\n      statusReason\n    }\n  }\n": types.SessionMeDocument,
    "\n  mutation SessionLogout {\n    logout\n  }\n": types.SessionLogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Layout {\n    shop {\n      name\n      address\n      phone\n      email\n    }\n  }\n"): (typeof documents)["\n  query Layout {\n    shop {\n      name\n      address\n      phone\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard on Product {\n    id\n    slug\n    name\n    type\n    shortDescription\n    inStock\n    price {\n      amount\n      currencyCode\n    }\n    images {\n      src\n      alt\n    }\n    categories {\n      id\n      name\n      slug\n    }\n    attributes {\n      name\n      options\n    }\n    variations {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard on Product {\n    id\n    slug\n    name\n    type\n    shortDescription\n    inStock\n    price {\n      amount\n      currencyCode\n    }\n    images {\n      src\n      alt\n    }\n    categories {\n      id\n      name\n      slug\n    }\n    attributes {\n      name\n      options\n    }\n    variations {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersTab($page: Int, $pageSize: Int) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        number\n        createdAt\n        status\n        itemCount\n        total {\n          amount\n          currencyCode\n        }\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query OrdersTab($page: Int, $pageSize: Int) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        number\n        createdAt\n        status\n        itemCount\n        total {\n          amount\n          currencyCode\n        }\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileTab($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      customer {\n        id\n        name\n        email\n        phone\n        company\n        companyName\n        companyRegNumber\n        companyVatNumber\n        address\n        memberSince\n        status\n        statusReason\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileTab($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      customer {\n        id\n        name\n        email\n        phone\n        company\n        companyName\n        companyRegNumber\n        companyVatNumber\n        address\n        memberSince\n        status\n        statusReason\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesTab($address: String!) {\n    updateAddress(address: $address) {\n      customer {\n        id\n        address\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesTab($address: String!) {\n    updateAddress(address: $address) {\n      customer {\n        id\n        address\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityTabChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityTabChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityTabLogoutAll {\n    logoutAll\n  }\n"): (typeof documents)["\n  mutation SecurityTabLogoutAll {\n    logoutAll\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetailPage($id: ID!) {\n    order(id: $id) {\n      ...OrderDetails\n    }\n  }\n"): (typeof documents)["\n  query OrderDetailPage($id: ID!) {\n    order(id: $id) {\n      ...OrderDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacySectionExport {\n    myDataExport\n  }\n"): (typeof documents)["\n  query PrivacySectionExport {\n    myDataExport\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivacySectionDelete($password: String!) {\n    deleteMyAccount(password: $password) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PrivacySectionDelete($password: String!) {\n    deleteMyAccount(password: $password) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicenceTab {\n    me {\n      id\n      licence {\n        fileName\n        expiresOn\n        expired\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query LicenceTab {\n    me {\n      id\n      licence {\n        fileName\n        expiresOn\n        expired\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevelopersTabApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query DevelopersTabApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DevelopersTabCreateApiKey($name: String!, $scopes: [String!]!) {\n    createApiKey(name: $name, scopes: $scopes) {\n      apiKey {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n      }\n      secret\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DevelopersTabCreateApiKey($name: String!, $scopes: [String!]!) {\n    createApiKey(name: $name, scopes: $scopes) {\n      apiKey {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n      }\n      secret\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DevelopersTabRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DevelopersTabRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevelopersTabWebhooks {\n    webhooks {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n      deliveries(limit: 1) {\n        id\n        event\n        status\n        attempts\n        lastResponseCode\n        lastError\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DevelopersTabWebhooks {\n    webhooks {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n      deliveries(limit: 1) {\n        id\n        event\n        status\n        attempts\n        lastResponseCode\n        lastError\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DevelopersTabCreateWebhook($url: String!, $events: [String!]!) {\n    createWebhook(url: $url, events: $events) {\n      webhook {\n        id\n      }\n      secret\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DevelopersTabCreateWebhook($url: String!, $events: [String!]!) {\n    createWebhook(url: $url, events: $events) {\n      webhook {\n        id\n      }\n      secret\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DevelopersTabDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DevelopersTabDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DevelopersTabEnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      webhook {\n        id\n        enabled\n        disabledReason\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DevelopersTabEnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      webhook {\n        id\n        enabled\n        disabledReason\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPage($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      customer {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginPage($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      customer {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      customer {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      customer {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPasswordPage($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPasswordPage($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordPage($email: String!, $token: String!, $newPassword: String!, $confirmPassword: String) {\n    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordPage($email: String!, $token: String!, $newPassword: String!, $confirmPassword: String) {\n    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartLineVariants($slug: String!) {\n    product(slug: $slug) {\n      id\n      attributes {\n        name\n        options\n      }\n      variations {\n        id\n        price {\n          amount\n        }\n        attributes {\n          name\n          option\n        }\n        image {\n          src\n        }\n        inStock\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartLineVariants($slug: String!) {\n    product(slug: $slug) {\n      id\n      attributes {\n        name\n        options\n      }\n      variations {\n        id\n        price {\n          amount\n        }\n        attributes {\n          name\n          option\n        }\n        image {\n          src\n        }\n        inStock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPage($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCard\n      }\n      totalCount\n      page\n      pageSize\n      priceMax\n    }\n  }\n"): (typeof documents)["\n  query CatalogPage($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCard\n      }\n      totalCount\n      page\n      pageSize\n      priceMax\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogCategories {\n    categories {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  query CatalogCategories {\n    categories {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($slug: String!) {\n    category(slug: $slug) {\n      id\n      name\n      slug\n      description\n    }\n  }\n"): (typeof documents)["\n  query CategoryPage($slug: String!) {\n    category(slug: $slug) {\n      id\n      name\n      slug\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryProducts($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCard\n      }\n      totalCount\n      page\n      pageSize\n      priceMax\n    }\n  }\n"): (typeof documents)["\n  query CategoryProducts($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductCard\n      }\n      totalCount\n      page\n      pageSize\n      priceMax\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutPagePlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        ...OrderDetails\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutPagePlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        ...OrderDetails\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutTeam {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      image {\n        src\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AboutTeam {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      image {\n        src\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactForm($input: ContactInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ContactForm($input: ContactInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage {\n    shop {\n      name\n      email\n      phone\n      address\n    }\n  }\n"): (typeof documents)["\n  query ContactPage {\n    shop {\n      name\n      email\n      phone\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqAccordion {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query FaqAccordion {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhiteLabelStories($limit: Int) {\n    partnerReviews(limit: $limit) {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n    }\n  }\n"): (typeof documents)["\n  query WhiteLabelStories($limit: Int) {\n    partnerReviews(limit: $limit) {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhiteLabelCatalog($page: Int, $pageSize: Int) {\n    products(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        slug\n        inStock\n        categories {\n          id\n          name\n        }\n        price {\n          amount\n          currencyCode\n        }\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query WhiteLabelCatalog($page: Int, $pageSize: Int) {\n    products(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        slug\n        inStock\n        categories {\n          id\n          name\n        }\n        price {\n          amount\n          currencyCode\n        }\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogListPage($page: Int, $pageSize: Int) {\n    posts(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        slug\n        title\n        excerpt\n        date\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query BlogListPage($page: Int, $pageSize: Int) {\n    posts(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        slug\n        title\n        excerpt\n        date\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostPage($slug: String!) {\n    post(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      date\n    }\n  }\n"): (typeof documents)["\n  query BlogPostPage($slug: String!) {\n    post(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalPage {\n    privacyPolicy {\n      title\n      content\n      modified\n    }\n  }\n"): (typeof documents)["\n  query LegalPage {\n    privacyPolicy {\n      title\n      content\n      modified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryGrid {\n    categories {\n      id\n      name\n      slug\n      description\n      image {\n        src\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryGrid {\n    categories {\n      id\n      name\n      slug\n      description\n      image {\n        src\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    shop {\n      name\n      tagline\n      partnerLogos {\n        name\n        logoUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    shop {\n      name\n      tagline\n      partnerLogos {\n        name\n        logoUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerTestimonials($limit: Int) {\n    partnerReviews(limit: $limit) {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n    }\n  }\n"): (typeof documents)["\n  query PartnerTestimonials($limit: Int) {\n    partnerReviews(limit: $limit) {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCard\n      description\n      priceRange {\n        min {\n          amount\n          currencyCode\n        }\n        max {\n          amount\n          currencyCode\n        }\n      }\n      variations {\n        id\n        inStock\n        price {\n          amount\n          currencyCode\n        }\n        attributes {\n          name\n          option\n        }\n        image {\n          src\n          alt\n        }\n      }\n      benefits\n      ingredients\n      specifications {\n        label\n        value\n      }\n      priceTiers {\n        minQuantity\n        price {\n          amount\n          currencyCode\n        }\n      }\n      minQuantity\n      quantityStep\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCard\n      description\n      priceRange {\n        min {\n          amount\n          currencyCode\n        }\n        max {\n          amount\n          currencyCode\n        }\n      }\n      variations {\n        id\n        inStock\n        price {\n          amount\n          currencyCode\n        }\n        attributes {\n          name\n          option\n        }\n        image {\n          src\n          alt\n        }\n      }\n      benefits\n      ingredients\n      specifications {\n        label\n        value\n      }\n      priceTiers {\n        minQuantity\n        price {\n          amount\n          currencyCode\n        }\n      }\n      minQuantity\n      quantityStep\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedProducts($productId: ID!, $limit: Int) {\n    relatedProducts(productId: $productId, limit: $limit) {\n      ...ProductCard\n    }\n  }\n"): (typeof documents)["\n  query RelatedProducts($productId: ID!, $limit: Int) {\n    relatedProducts(productId: $productId, limit: $limit) {\n      ...ProductCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopName {\n    shop {\n      name\n    }\n  }\n"): (typeof documents)["\n  query ShopName {\n    shop {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartQuote($input: CartInput!) {\n    cartQuote(input: $input) {\n      lines {\n        productId\n        variationId\n        quantity\n        name\n        slug\n        image {\n          src\n          alt\n        }\n        unitPrice {\n          amount\n          currencyCode\n        }\n        lineTotal {\n          amount\n          currencyCode\n        }\n        available\n        message\n        minQuantity\n        quantityStep\n        nextTier {\n          minQuantity\n          missingQuantity\n          price {\n            amount\n            currencyCode\n          }\n        }\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      discount {\n        amount\n        currencyCode\n      }\n      shipping {\n        amount\n        currencyCode\n      }\n      taxLines {\n        label\n        rate\n        amount {\n          amount\n          currencyCode\n        }\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      reverseCharge\n      missingForFreeShipping {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n      coupon {\n        code\n        applied\n        message\n        discountType\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartQuote($input: CartInput!) {\n    cartQuote(input: $input) {\n      lines {\n        productId\n        variationId\n        quantity\n        name\n        slug\n        image {\n          src\n          alt\n        }\n        unitPrice {\n          amount\n          currencyCode\n        }\n        lineTotal {\n          amount\n          currencyCode\n        }\n        available\n        message\n        minQuantity\n        quantityStep\n        nextTier {\n          minQuantity\n          missingQuantity\n          price {\n            amount\n            currencyCode\n          }\n        }\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      discount {\n        amount\n        currencyCode\n      }\n      shipping {\n        amount\n        currencyCode\n      }\n      taxLines {\n        label\n        rate\n        amount {\n          amount\n          currencyCode\n        }\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      reverseCharge\n      missingForFreeShipping {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n      coupon {\n        code\n        applied\n        message\n        discountType\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetails on Order {\n    id\n    number\n    createdAt\n    status\n    currencyCode\n    itemCount\n    lines {\n      productId\n      variationId\n      name\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    discount {\n      amount\n      currencyCode\n    }\n    shippingTotal {\n      amount\n      currencyCode\n    }\n    taxTotal {\n      amount\n      currencyCode\n    }\n    taxLines {\n      label\n      rate\n      amount {\n        amount\n        currencyCode\n      }\n    }\n    reverseCharge\n    total {\n      amount\n      currencyCode\n    }\n    couponCode\n    poNumber\n    paymentMethod\n    invoice {\n      number\n      issuedAt\n      url\n    }\n    creditNote {\n      number\n      url\n    }\n    shipping {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    comment\n  }\n"): (typeof documents)["\n  fragment OrderDetails on Order {\n    id\n    number\n    createdAt\n    status\n    currencyCode\n    itemCount\n    lines {\n      productId\n      variationId\n      name\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    discount {\n      amount\n      currencyCode\n    }\n    shippingTotal {\n      amount\n      currencyCode\n    }\n    taxTotal {\n      amount\n      currencyCode\n    }\n    taxLines {\n      label\n      rate\n      amount {\n        amount\n        currencyCode\n      }\n    }\n    reverseCharge\n    total {\n      amount\n      currencyCode\n    }\n    couponCode\n    poNumber\n    paymentMethod\n    invoice {\n      number\n      issuedAt\n      url\n    }\n    creditNote {\n      number\n      url\n    }\n    shipping {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    comment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      id\n      name\n      email\n      phone\n      company\n      companyName\n      companyRegNumber\n      companyVatNumber\n      address\n      memberSince\n      status\n      statusReason\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      id\n      name\n      email\n      phone\n      company\n      companyName\n      companyRegNumber\n      companyVatNumber\n      address\n      memberSince\n      status\n      statusReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation SessionLogout {\n    logout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;