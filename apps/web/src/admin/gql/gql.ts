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
    "\n  query AdminAuditLog($filter: AuditFilter, $page: Int, $pageSize: Int) {\n    auditLog(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        at\n        actor\n        action\n        subject\n        before\n        after\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminCustomers($filter: AdminCustomerFilter, $page: Int, $pageSize: Int) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        name\n        email\n        companyName\n        status\n        orderCount\n        totalSpent {\n          amount\n          currencyCode\n        }\n        memberSince\n      }\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  fragment AdminCustomerDetail on AdminCustomer {\n    id\n    name\n    email\n    phone\n    company\n    companyName\n    companyRegNumber\n    companyVatNumber\n    address\n    status\n    statusReason\n    groupCode\n    memberSince\n    orderCount\n    totalSpent {\n      amount\n      currencyCode\n    }\n    licence {\n      fileName\n      expiresOn\n      expired\n      expiresSoon\n      url\n    }\n  }\n": typeof types.AdminCustomerDetailFragmentDoc,
    "\n  query AdminCustomer($id: ID!, $ordersPage: Int) {\n    customer(id: $id) {\n      ...AdminCustomerDetail\n      orders(page: $ordersPage, pageSize: 10) {\n        totalCount\n        page\n        pageSize\n        items {\n          id\n          number\n          createdAt\n          status\n          total {\n            amount\n            currencyCode\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminCustomerDocument,
    "\n  mutation AdminApproveCustomer($id: ID!, $groupCode: String) {\n    approveCustomer(id: $id, groupCode: $groupCode) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminApproveCustomerDocument,
    "\n  mutation AdminRejectCustomer($id: ID!, $reason: String!) {\n    rejectCustomer(id: $id, reason: $reason) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminRejectCustomerDocument,
    "\n  mutation AdminBlockCustomer($id: ID!, $reason: String) {\n    blockCustomer(id: $id, reason: $reason) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminBlockCustomerDocument,
    "\n  mutation AdminUnblockCustomer($id: ID!) {\n    unblockCustomer(id: $id) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminUnblockCustomerDocument,
    "\n  query AdminExportCustomerData($id: ID!) {\n    exportCustomerData(id: $id)\n  }\n": typeof types.AdminExportCustomerDataDocument,
    "\n  mutation AdminDeleteCustomerData($id: ID!) {\n    deleteCustomerData(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminDeleteCustomerDataDocument,
    "\n  query AdminLicences($page: Int, $pageSize: Int) {\n    licences(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        customerId\n        customerName\n        customerEmail\n        companyName\n        customerStatus\n        fileName\n        expiresOn\n        expired\n        expiresSoon\n        uploadedAt\n        url\n      }\n    }\n  }\n": typeof types.AdminLicencesDocument,
    "\n  query AdminProducts(\n    $filter: AdminProductFilter\n    $sort: AdminProductSort\n    $direction: AdminSortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    products(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        name\n        slug\n        type\n        status\n        catalogVisibility\n        price {\n          amount\n          currencyCode\n        }\n        stockStatus\n        stockQuantity\n        sku\n        images {\n          src\n          alt\n        }\n        categories {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  fragment AdminProductDetail on AdminProduct {\n    id\n    name\n    slug\n    type\n    status\n    catalogVisibility\n    price {\n      amount\n      currencyCode\n    }\n    description\n    shortDescription\n    categories {\n      id\n      slug\n      name\n    }\n    stockStatus\n    stockQuantity\n    sku\n    attributes {\n      name\n      options\n    }\n    variations {\n      id\n      attributes {\n        name\n        option\n      }\n      price {\n        amount\n        currencyCode\n      }\n      stockStatus\n      stockQuantity\n      sku\n      priceTiers {\n        minQuantity\n        price {\n          amount\n        }\n      }\n      minQuantity\n      quantityStep\n      image {\n        mediaId\n        src\n        alt\n      }\n    }\n    images {\n      mediaId\n      src\n      alt\n    }\n    benefits\n    ingredients\n    specifications {\n      label\n      value\n    }\n    position\n    taxClass\n  }\n": typeof types.AdminProductDetailFragmentDoc,
    "\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductDetail\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  mutation AdminSaveProduct($input: ProductInput!) {\n    saveProduct(input: $input) {\n      product {\n        ...AdminProductDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSaveProductDocument,
    "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminDeleteProductDocument,
    "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    slug\n    description\n    image {\n      mediaId\n      src\n      alt\n    }\n    position\n    productCount\n  }\n": typeof types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminCategories {\n    categories {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation AdminSaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) {\n      category {\n        ...AdminCategoryFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSaveCategoryDocument,
    "\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminDeleteCategoryDocument,
    "\n  query AdminPosts($page: Int, $pageSize: Int) {\n    posts(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        slug\n        title\n        status\n        publishedAt\n      }\n    }\n  }\n": typeof types.AdminPostsDocument,
    "\n  fragment AdminPostFields on AdminPost {\n    id\n    slug\n    title\n    excerpt\n    content\n    status\n    publishedAt\n  }\n": typeof types.AdminPostFieldsFragmentDoc,
    "\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      ...AdminPostFields\n    }\n  }\n": typeof types.AdminPostDocument,
    "\n  mutation AdminSavePost($input: PostInput!) {\n    savePost(input: $input) {\n      post {\n        ...AdminPostFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSavePostDocument,
    "\n  mutation AdminDeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminDeletePostDocument,
    "\n  query AdminFaqs {\n    faqs {\n      id\n      question\n      answer\n      position\n    }\n  }\n": typeof types.AdminFaqsDocument,
    "\n  mutation AdminSaveFaq($input: FaqInput!) {\n    saveFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSaveFaqDocument,
    "\n  mutation AdminDeleteFaq($id: ID!) {\n    deleteFaq(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminDeleteFaqDocument,
    "\n  mutation AdminReorderFaqs($ids: [ID!]!) {\n    reorderFaqs(ids: $ids) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminReorderFaqsDocument,
    "\n  query AdminTeamMembers {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      image {\n        mediaId\n        src\n        alt\n      }\n      position\n    }\n  }\n": typeof types.AdminTeamMembersDocument,
    "\n  mutation AdminSaveTeamMember($input: TeamMemberInput!) {\n    saveTeamMember(input: $input) {\n      teamMember {\n        id\n        name\n        role\n        bio\n        image {\n          mediaId\n          src\n          alt\n        }\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSaveTeamMemberDocument,
    "\n  mutation AdminDeleteTeamMember($id: ID!) {\n    deleteTeamMember(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminDeleteTeamMemberDocument,
    "\n  query AdminPartnerReviews {\n    partnerReviews {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n      position\n    }\n  }\n": typeof types.AdminPartnerReviewsDocument,
    "\n  mutation AdminSavePartnerReview($input: PartnerReviewInput!) {\n    savePartnerReview(input: $input) {\n      partnerReview {\n        id\n        content\n        partnerName\n        partnerPosition\n        companyName\n        rating\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSavePartnerReviewDocument,
    "\n  mutation AdminDeletePartnerReview($id: ID!) {\n    deletePartnerReview(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminDeletePartnerReviewDocument,
    "\n  query AdminPage($slug: String!) {\n    page(slug: $slug) {\n      slug\n      title\n      content\n      modified\n    }\n  }\n": typeof types.AdminPageDocument,
    "\n  mutation AdminSavePage($slug: String!, $input: PageInput!) {\n    savePage(slug: $slug, input: $input) {\n      page {\n        slug\n        title\n        content\n        modified\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSavePageDocument,
    "\n  fragment AdminCouponFields on AdminCoupon {\n    id\n    code\n    discountType\n    amount\n    minimumAmount\n    maximumAmount\n    productIds\n    usageLimit\n    usageCount\n    expiresAt\n    createdAt\n  }\n": typeof types.AdminCouponFieldsFragmentDoc,
    "\n  query AdminCoupons {\n    coupons {\n      ...AdminCouponFields\n    }\n  }\n": typeof types.AdminCouponsDocument,
    "\n  mutation AdminSaveCoupon($input: CouponInput!) {\n    saveCoupon(input: $input) {\n      coupon {\n        ...AdminCouponFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSaveCouponDocument,
    "\n  mutation AdminDeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminDeleteCouponDocument,
    "\n  query AdminCouponProductSearch($search: String) {\n    products(filter: { search: $search }, sort: NAME, direction: ASC, page: 1, pageSize: 8) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminCouponProductSearchDocument,
    "\n  query AdminCouponProductName($id: ID!) {\n    product(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.AdminCouponProductNameDocument,
    "\n  query AdminDashboard {\n    dashboard {\n      ordersToday\n      revenueToday {\n        amount\n        currencyCode\n      }\n      ordersThisMonth\n      revenueThisMonth {\n        amount\n        currencyCode\n      }\n      ordersAwaitingProcessing\n      customersAwaitingApproval\n      unreadMessages\n      lowStock {\n        productId\n        name\n        slug\n        stockQuantity\n        inStock\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminMessages($filter: MessageFilter, $page: Int, $pageSize: Int) {\n    messages(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        name\n        email\n        company\n        subject\n        read\n        handled\n      }\n    }\n  }\n": typeof types.AdminMessagesDocument,
    "\n  fragment AdminMessageDetail on ContactMessage {\n    id\n    createdAt\n    name\n    email\n    phone\n    company\n    subject\n    message\n    read\n    handled\n    handledAt\n    replies {\n      at\n      actor\n      text\n    }\n  }\n": typeof types.AdminMessageDetailFragmentDoc,
    "\n  query AdminMessage($id: ID!) {\n    message(id: $id) {\n      ...AdminMessageDetail\n    }\n  }\n": typeof types.AdminMessageDocument,
    "\n  mutation AdminMarkMessageRead($id: ID!, $read: Boolean) {\n    markMessageRead(id: $id, read: $read) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminMarkMessageReadDocument,
    "\n  mutation AdminMarkMessageHandled($id: ID!, $handled: Boolean) {\n    markMessageHandled(id: $id, handled: $handled) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminMarkMessageHandledDocument,
    "\n  mutation AdminReplyToMessage($id: ID!, $text: String!) {\n    replyToMessage(id: $id, text: $text) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminReplyToMessageDocument,
    "\n  fragment AdminMoneySettingsFields on MoneySettings {\n    shipping {\n      zone\n      name\n      rate\n      freeFrom\n    }\n    minimumOrderValue\n    seller {\n      name\n      addressLines\n      kvk\n      vatNumber\n      iban\n      bic\n      email\n    }\n    paymentTermsDays\n    invoiceTiming\n    paymentMethod\n  }\n": typeof types.AdminMoneySettingsFieldsFragmentDoc,
    "\n  query AdminMoneySettings {\n    moneySettings {\n      ...AdminMoneySettingsFields\n    }\n  }\n": typeof types.AdminMoneySettingsDocument,
    "\n  mutation AdminSaveMoneySettings($input: MoneySettingsInput!) {\n    saveMoneySettings(input: $input) {\n      moneySettings {\n        ...AdminMoneySettingsFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSaveMoneySettingsDocument,
    "\n  query AdminOrders(\n    $filter: AdminOrderFilter\n    $sort: AdminOrderSort\n    $direction: AdminSortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    orders(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        number\n        createdAt\n        status\n        itemCount\n        total {\n          amount\n          currencyCode\n        }\n        buyerName\n        buyerEmail\n        company\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  fragment AdminOrderDetail on AdminOrder {\n    id\n    number\n    createdAt\n    status\n    currencyCode\n    lines {\n      productId\n      variationId\n      name\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n    itemCount\n    subtotal {\n      amount\n      currencyCode\n    }\n    discount {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    couponCode\n    shippingTotal {\n      amount\n      currencyCode\n    }\n    taxTotal {\n      amount\n      currencyCode\n    }\n    poNumber\n    invoiceNumber\n    creditNoteNumber\n    billing {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    shipping {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    comment\n    customer {\n      id\n      name\n      companyName\n    }\n    buyerName\n    buyerEmail\n    company\n    nextStatuses\n    history {\n      at\n      from\n      to\n      note\n      actor\n    }\n  }\n": typeof types.AdminOrderDetailFragmentDoc,
    "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...AdminOrderDetail\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation AdminSetOrderStatus($id: ID!, $status: String!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      order {\n        ...AdminOrderDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSetOrderStatusDocument,
    "\n  query AdminConsoleInfo {\n    consoleInfo {\n      shopName\n      storeBackend\n      wordpressAdminUrl\n    }\n  }\n": typeof types.AdminConsoleInfoDocument,
    "\n  query AdminSession {\n    staffMe {\n      id\n      email\n      name\n      role\n      active\n    }\n  }\n": typeof types.AdminSessionDocument,
    "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      staff {\n        id\n        email\n        name\n        role\n        active\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSignInDocument,
    "\n  mutation AdminSignOut {\n    adminLogout\n  }\n": typeof types.AdminSignOutDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeStaffPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminChangePasswordDocument,
    "\n  fragment AdminStaffFields on Staff {\n    id\n    email\n    name\n    role\n    active\n    createdAt\n    lastLoginAt\n  }\n": typeof types.AdminStaffFieldsFragmentDoc,
    "\n  query AdminStaffList {\n    staff {\n      ...AdminStaffFields\n    }\n  }\n": typeof types.AdminStaffListDocument,
    "\n  mutation AdminSaveStaff($input: StaffInput!) {\n    saveStaff(input: $input) {\n      staff {\n        ...AdminStaffFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSaveStaffDocument,
    "\n  mutation AdminDeleteStaff($id: ID!) {\n    deleteStaff(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminDeleteStaffDocument,
    "\n  query AdminSettings {\n    settings {\n      storeBackend\n      wordpressAdminUrl\n      lowStockThreshold\n      notificationEmail\n      buyerApproval\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  mutation AdminSaveSettings($input: AdminSettingsInput!) {\n    saveSettings(input: $input) {\n      settings {\n        storeBackend\n        wordpressAdminUrl\n        lowStockThreshold\n        notificationEmail\n        buyerApproval\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSaveSettingsDocument,
};
const documents: Documents = {
    "\n  query AdminAuditLog($filter: AuditFilter, $page: Int, $pageSize: Int) {\n    auditLog(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        at\n        actor\n        action\n        subject\n        before\n        after\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminCustomers($filter: AdminCustomerFilter, $page: Int, $pageSize: Int) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        name\n        email\n        companyName\n        status\n        orderCount\n        totalSpent {\n          amount\n          currencyCode\n        }\n        memberSince\n      }\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  fragment AdminCustomerDetail on AdminCustomer {\n    id\n    name\n    email\n    phone\n    company\n    companyName\n    companyRegNumber\n    companyVatNumber\n    address\n    status\n    statusReason\n    groupCode\n    memberSince\n    orderCount\n    totalSpent {\n      amount\n      currencyCode\n    }\n    licence {\n      fileName\n      expiresOn\n      expired\n      expiresSoon\n      url\n    }\n  }\n": types.AdminCustomerDetailFragmentDoc,
    "\n  query AdminCustomer($id: ID!, $ordersPage: Int) {\n    customer(id: $id) {\n      ...AdminCustomerDetail\n      orders(page: $ordersPage, pageSize: 10) {\n        totalCount\n        page\n        pageSize\n        items {\n          id\n          number\n          createdAt\n          status\n          total {\n            amount\n            currencyCode\n          }\n        }\n      }\n    }\n  }\n": types.AdminCustomerDocument,
    "\n  mutation AdminApproveCustomer($id: ID!, $groupCode: String) {\n    approveCustomer(id: $id, groupCode: $groupCode) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminApproveCustomerDocument,
    "\n  mutation AdminRejectCustomer($id: ID!, $reason: String!) {\n    rejectCustomer(id: $id, reason: $reason) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminRejectCustomerDocument,
    "\n  mutation AdminBlockCustomer($id: ID!, $reason: String) {\n    blockCustomer(id: $id, reason: $reason) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminBlockCustomerDocument,
    "\n  mutation AdminUnblockCustomer($id: ID!) {\n    unblockCustomer(id: $id) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminUnblockCustomerDocument,
    "\n  query AdminExportCustomerData($id: ID!) {\n    exportCustomerData(id: $id)\n  }\n": types.AdminExportCustomerDataDocument,
    "\n  mutation AdminDeleteCustomerData($id: ID!) {\n    deleteCustomerData(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminDeleteCustomerDataDocument,
    "\n  query AdminLicences($page: Int, $pageSize: Int) {\n    licences(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        customerId\n        customerName\n        customerEmail\n        companyName\n        customerStatus\n        fileName\n        expiresOn\n        expired\n        expiresSoon\n        uploadedAt\n        url\n      }\n    }\n  }\n": types.AdminLicencesDocument,
    "\n  query AdminProducts(\n    $filter: AdminProductFilter\n    $sort: AdminProductSort\n    $direction: AdminSortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    products(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        name\n        slug\n        type\n        status\n        catalogVisibility\n        price {\n          amount\n          currencyCode\n        }\n        stockStatus\n        stockQuantity\n        sku\n        images {\n          src\n          alt\n        }\n        categories {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  fragment AdminProductDetail on AdminProduct {\n    id\n    name\n    slug\n    type\n    status\n    catalogVisibility\n    price {\n      amount\n      currencyCode\n    }\n    description\n    shortDescription\n    categories {\n      id\n      slug\n      name\n    }\n    stockStatus\n    stockQuantity\n    sku\n    attributes {\n      name\n      options\n    }\n    variations {\n      id\n      attributes {\n        name\n        option\n      }\n      price {\n        amount\n        currencyCode\n      }\n      stockStatus\n      stockQuantity\n      sku\n      priceTiers {\n        minQuantity\n        price {\n          amount\n        }\n      }\n      minQuantity\n      quantityStep\n      image {\n        mediaId\n        src\n        alt\n      }\n    }\n    images {\n      mediaId\n      src\n      alt\n    }\n    benefits\n    ingredients\n    specifications {\n      label\n      value\n    }\n    position\n    taxClass\n  }\n": types.AdminProductDetailFragmentDoc,
    "\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductDetail\n    }\n  }\n": types.AdminProductDocument,
    "\n  mutation AdminSaveProduct($input: ProductInput!) {\n    saveProduct(input: $input) {\n      product {\n        ...AdminProductDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSaveProductDocument,
    "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminDeleteProductDocument,
    "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    slug\n    description\n    image {\n      mediaId\n      src\n      alt\n    }\n    position\n    productCount\n  }\n": types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminCategories {\n    categories {\n      ...AdminCategoryFields\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation AdminSaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) {\n      category {\n        ...AdminCategoryFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSaveCategoryDocument,
    "\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminDeleteCategoryDocument,
    "\n  query AdminPosts($page: Int, $pageSize: Int) {\n    posts(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        slug\n        title\n        status\n        publishedAt\n      }\n    }\n  }\n": types.AdminPostsDocument,
    "\n  fragment AdminPostFields on AdminPost {\n    id\n    slug\n    title\n    excerpt\n    content\n    status\n    publishedAt\n  }\n": types.AdminPostFieldsFragmentDoc,
    "\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      ...AdminPostFields\n    }\n  }\n": types.AdminPostDocument,
    "\n  mutation AdminSavePost($input: PostInput!) {\n    savePost(input: $input) {\n      post {\n        ...AdminPostFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSavePostDocument,
    "\n  mutation AdminDeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminDeletePostDocument,
    "\n  query AdminFaqs {\n    faqs {\n      id\n      question\n      answer\n      position\n    }\n  }\n": types.AdminFaqsDocument,
    "\n  mutation AdminSaveFaq($input: FaqInput!) {\n    saveFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSaveFaqDocument,
    "\n  mutation AdminDeleteFaq($id: ID!) {\n    deleteFaq(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminDeleteFaqDocument,
    "\n  mutation AdminReorderFaqs($ids: [ID!]!) {\n    reorderFaqs(ids: $ids) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminReorderFaqsDocument,
    "\n  query AdminTeamMembers {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      image {\n        mediaId\n        src\n        alt\n      }\n      position\n    }\n  }\n": types.AdminTeamMembersDocument,
    "\n  mutation AdminSaveTeamMember($input: TeamMemberInput!) {\n    saveTeamMember(input: $input) {\n      teamMember {\n        id\n        name\n        role\n        bio\n        image {\n          mediaId\n          src\n          alt\n        }\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSaveTeamMemberDocument,
    "\n  mutation AdminDeleteTeamMember($id: ID!) {\n    deleteTeamMember(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminDeleteTeamMemberDocument,
    "\n  query AdminPartnerReviews {\n    partnerReviews {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n      position\n    }\n  }\n": types.AdminPartnerReviewsDocument,
    "\n  mutation AdminSavePartnerReview($input: PartnerReviewInput!) {\n    savePartnerReview(input: $input) {\n      partnerReview {\n        id\n        content\n        partnerName\n        partnerPosition\n        companyName\n        rating\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSavePartnerReviewDocument,
    "\n  mutation AdminDeletePartnerReview($id: ID!) {\n    deletePartnerReview(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminDeletePartnerReviewDocument,
    "\n  query AdminPage($slug: String!) {\n    page(slug: $slug) {\n      slug\n      title\n      content\n      modified\n    }\n  }\n": types.AdminPageDocument,
    "\n  mutation AdminSavePage($slug: String!, $input: PageInput!) {\n    savePage(slug: $slug, input: $input) {\n      page {\n        slug\n        title\n        content\n        modified\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSavePageDocument,
    "\n  fragment AdminCouponFields on AdminCoupon {\n    id\n    code\n    discountType\n    amount\n    minimumAmount\n    maximumAmount\n    productIds\n    usageLimit\n    usageCount\n    expiresAt\n    createdAt\n  }\n": types.AdminCouponFieldsFragmentDoc,
    "\n  query AdminCoupons {\n    coupons {\n      ...AdminCouponFields\n    }\n  }\n": types.AdminCouponsDocument,
    "\n  mutation AdminSaveCoupon($input: CouponInput!) {\n    saveCoupon(input: $input) {\n      coupon {\n        ...AdminCouponFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSaveCouponDocument,
    "\n  mutation AdminDeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminDeleteCouponDocument,
    "\n  query AdminCouponProductSearch($search: String) {\n    products(filter: { search: $search }, sort: NAME, direction: ASC, page: 1, pageSize: 8) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AdminCouponProductSearchDocument,
    "\n  query AdminCouponProductName($id: ID!) {\n    product(id: $id) {\n      id\n      name\n    }\n  }\n": types.AdminCouponProductNameDocument,
    "\n  query AdminDashboard {\n    dashboard {\n      ordersToday\n      revenueToday {\n        amount\n        currencyCode\n      }\n      ordersThisMonth\n      revenueThisMonth {\n        amount\n        currencyCode\n      }\n      ordersAwaitingProcessing\n      customersAwaitingApproval\n      unreadMessages\n      lowStock {\n        productId\n        name\n        slug\n        stockQuantity\n        inStock\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AdminMessages($filter: MessageFilter, $page: Int, $pageSize: Int) {\n    messages(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        name\n        email\n        company\n        subject\n        read\n        handled\n      }\n    }\n  }\n": types.AdminMessagesDocument,
    "\n  fragment AdminMessageDetail on ContactMessage {\n    id\n    createdAt\n    name\n    email\n    phone\n    company\n    subject\n    message\n    read\n    handled\n    handledAt\n    replies {\n      at\n      actor\n      text\n    }\n  }\n": types.AdminMessageDetailFragmentDoc,
    "\n  query AdminMessage($id: ID!) {\n    message(id: $id) {\n      ...AdminMessageDetail\n    }\n  }\n": types.AdminMessageDocument,
    "\n  mutation AdminMarkMessageRead($id: ID!, $read: Boolean) {\n    markMessageRead(id: $id, read: $read) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminMarkMessageReadDocument,
    "\n  mutation AdminMarkMessageHandled($id: ID!, $handled: Boolean) {\n    markMessageHandled(id: $id, handled: $handled) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminMarkMessageHandledDocument,
    "\n  mutation AdminReplyToMessage($id: ID!, $text: String!) {\n    replyToMessage(id: $id, text: $text) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminReplyToMessageDocument,
    "\n  fragment AdminMoneySettingsFields on MoneySettings {\n    shipping {\n      zone\n      name\n      rate\n      freeFrom\n    }\n    minimumOrderValue\n    seller {\n      name\n      addressLines\n      kvk\n      vatNumber\n      iban\n      bic\n      email\n    }\n    paymentTermsDays\n    invoiceTiming\n    paymentMethod\n  }\n": types.AdminMoneySettingsFieldsFragmentDoc,
    "\n  query AdminMoneySettings {\n    moneySettings {\n      ...AdminMoneySettingsFields\n    }\n  }\n": types.AdminMoneySettingsDocument,
    "\n  mutation AdminSaveMoneySettings($input: MoneySettingsInput!) {\n    saveMoneySettings(input: $input) {\n      moneySettings {\n        ...AdminMoneySettingsFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSaveMoneySettingsDocument,
    "\n  query AdminOrders(\n    $filter: AdminOrderFilter\n    $sort: AdminOrderSort\n    $direction: AdminSortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    orders(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        number\n        createdAt\n        status\n        itemCount\n        total {\n          amount\n          currencyCode\n        }\n        buyerName\n        buyerEmail\n        company\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  fragment AdminOrderDetail on AdminOrder {\n    id\n    number\n    createdAt\n    status\n    currencyCode\n    lines {\n      productId\n      variationId\n      name\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n    itemCount\n    subtotal {\n      amount\n      currencyCode\n    }\n    discount {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    couponCode\n    shippingTotal {\n      amount\n      currencyCode\n    }\n    taxTotal {\n      amount\n      currencyCode\n    }\n    poNumber\n    invoiceNumber\n    creditNoteNumber\n    billing {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    shipping {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    comment\n    customer {\n      id\n      name\n      companyName\n    }\n    buyerName\n    buyerEmail\n    company\n    nextStatuses\n    history {\n      at\n      from\n      to\n      note\n      actor\n    }\n  }\n": types.AdminOrderDetailFragmentDoc,
    "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...AdminOrderDetail\n    }\n  }\n": types.AdminOrderDocument,
    "\n  mutation AdminSetOrderStatus($id: ID!, $status: String!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      order {\n        ...AdminOrderDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSetOrderStatusDocument,
    "\n  query AdminConsoleInfo {\n    consoleInfo {\n      shopName\n      storeBackend\n      wordpressAdminUrl\n    }\n  }\n": types.AdminConsoleInfoDocument,
    "\n  query AdminSession {\n    staffMe {\n      id\n      email\n      name\n      role\n      active\n    }\n  }\n": types.AdminSessionDocument,
    "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      staff {\n        id\n        email\n        name\n        role\n        active\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSignInDocument,
    "\n  mutation AdminSignOut {\n    adminLogout\n  }\n": types.AdminSignOutDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeStaffPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminChangePasswordDocument,
    "\n  fragment AdminStaffFields on Staff {\n    id\n    email\n    name\n    role\n    active\n    createdAt\n    lastLoginAt\n  }\n": types.AdminStaffFieldsFragmentDoc,
    "\n  query AdminStaffList {\n    staff {\n      ...AdminStaffFields\n    }\n  }\n": types.AdminStaffListDocument,
    "\n  mutation AdminSaveStaff($input: StaffInput!) {\n    saveStaff(input: $input) {\n      staff {\n        ...AdminStaffFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSaveStaffDocument,
    "\n  mutation AdminDeleteStaff($id: ID!) {\n    deleteStaff(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminDeleteStaffDocument,
    "\n  query AdminSettings {\n    settings {\n      storeBackend\n      wordpressAdminUrl\n      lowStockThreshold\n      notificationEmail\n      buyerApproval\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  mutation AdminSaveSettings($input: AdminSettingsInput!) {\n    saveSettings(input: $input) {\n      settings {\n        storeBackend\n        wordpressAdminUrl\n        lowStockThreshold\n        notificationEmail\n        buyerApproval\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSaveSettingsDocument,
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
export function graphql(source: "\n  query AdminAuditLog($filter: AuditFilter, $page: Int, $pageSize: Int) {\n    auditLog(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        at\n        actor\n        action\n        subject\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($filter: AuditFilter, $page: Int, $pageSize: Int) {\n    auditLog(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        at\n        actor\n        action\n        subject\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($filter: AdminCustomerFilter, $page: Int, $pageSize: Int) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        name\n        email\n        companyName\n        status\n        orderCount\n        totalSpent {\n          amount\n          currencyCode\n        }\n        memberSince\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($filter: AdminCustomerFilter, $page: Int, $pageSize: Int) {\n    customers(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        name\n        email\n        companyName\n        status\n        orderCount\n        totalSpent {\n          amount\n          currencyCode\n        }\n        memberSince\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCustomerDetail on AdminCustomer {\n    id\n    name\n    email\n    phone\n    company\n    companyName\n    companyRegNumber\n    companyVatNumber\n    address\n    status\n    statusReason\n    groupCode\n    memberSince\n    orderCount\n    totalSpent {\n      amount\n      currencyCode\n    }\n    licence {\n      fileName\n      expiresOn\n      expired\n      expiresSoon\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment AdminCustomerDetail on AdminCustomer {\n    id\n    name\n    email\n    phone\n    company\n    companyName\n    companyRegNumber\n    companyVatNumber\n    address\n    status\n    statusReason\n    groupCode\n    memberSince\n    orderCount\n    totalSpent {\n      amount\n      currencyCode\n    }\n    licence {\n      fileName\n      expiresOn\n      expired\n      expiresSoon\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomer($id: ID!, $ordersPage: Int) {\n    customer(id: $id) {\n      ...AdminCustomerDetail\n      orders(page: $ordersPage, pageSize: 10) {\n        totalCount\n        page\n        pageSize\n        items {\n          id\n          number\n          createdAt\n          status\n          total {\n            amount\n            currencyCode\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomer($id: ID!, $ordersPage: Int) {\n    customer(id: $id) {\n      ...AdminCustomerDetail\n      orders(page: $ordersPage, pageSize: 10) {\n        totalCount\n        page\n        pageSize\n        items {\n          id\n          number\n          createdAt\n          status\n          total {\n            amount\n            currencyCode\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveCustomer($id: ID!, $groupCode: String) {\n    approveCustomer(id: $id, groupCode: $groupCode) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveCustomer($id: ID!, $groupCode: String) {\n    approveCustomer(id: $id, groupCode: $groupCode) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectCustomer($id: ID!, $reason: String!) {\n    rejectCustomer(id: $id, reason: $reason) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectCustomer($id: ID!, $reason: String!) {\n    rejectCustomer(id: $id, reason: $reason) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBlockCustomer($id: ID!, $reason: String) {\n    blockCustomer(id: $id, reason: $reason) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminBlockCustomer($id: ID!, $reason: String) {\n    blockCustomer(id: $id, reason: $reason) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUnblockCustomer($id: ID!) {\n    unblockCustomer(id: $id) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUnblockCustomer($id: ID!) {\n    unblockCustomer(id: $id) {\n      customer {\n        ...AdminCustomerDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExportCustomerData($id: ID!) {\n    exportCustomerData(id: $id)\n  }\n"): (typeof documents)["\n  query AdminExportCustomerData($id: ID!) {\n    exportCustomerData(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteCustomerData($id: ID!) {\n    deleteCustomerData(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteCustomerData($id: ID!) {\n    deleteCustomerData(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLicences($page: Int, $pageSize: Int) {\n    licences(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        customerId\n        customerName\n        customerEmail\n        companyName\n        customerStatus\n        fileName\n        expiresOn\n        expired\n        expiresSoon\n        uploadedAt\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLicences($page: Int, $pageSize: Int) {\n    licences(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        customerId\n        customerName\n        customerEmail\n        companyName\n        customerStatus\n        fileName\n        expiresOn\n        expired\n        expiresSoon\n        uploadedAt\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts(\n    $filter: AdminProductFilter\n    $sort: AdminProductSort\n    $direction: AdminSortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    products(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        name\n        slug\n        type\n        status\n        catalogVisibility\n        price {\n          amount\n          currencyCode\n        }\n        stockStatus\n        stockQuantity\n        sku\n        images {\n          src\n          alt\n        }\n        categories {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts(\n    $filter: AdminProductFilter\n    $sort: AdminProductSort\n    $direction: AdminSortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    products(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        name\n        slug\n        type\n        status\n        catalogVisibility\n        price {\n          amount\n          currencyCode\n        }\n        stockStatus\n        stockQuantity\n        sku\n        images {\n          src\n          alt\n        }\n        categories {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductDetail on AdminProduct {\n    id\n    name\n    slug\n    type\n    status\n    catalogVisibility\n    price {\n      amount\n      currencyCode\n    }\n    description\n    shortDescription\n    categories {\n      id\n      slug\n      name\n    }\n    stockStatus\n    stockQuantity\n    sku\n    attributes {\n      name\n      options\n    }\n    variations {\n      id\n      attributes {\n        name\n        option\n      }\n      price {\n        amount\n        currencyCode\n      }\n      stockStatus\n      stockQuantity\n      sku\n      priceTiers {\n        minQuantity\n        price {\n          amount\n        }\n      }\n      minQuantity\n      quantityStep\n      image {\n        mediaId\n        src\n        alt\n      }\n    }\n    images {\n      mediaId\n      src\n      alt\n    }\n    benefits\n    ingredients\n    specifications {\n      label\n      value\n    }\n    position\n    taxClass\n  }\n"): (typeof documents)["\n  fragment AdminProductDetail on AdminProduct {\n    id\n    name\n    slug\n    type\n    status\n    catalogVisibility\n    price {\n      amount\n      currencyCode\n    }\n    description\n    shortDescription\n    categories {\n      id\n      slug\n      name\n    }\n    stockStatus\n    stockQuantity\n    sku\n    attributes {\n      name\n      options\n    }\n    variations {\n      id\n      attributes {\n        name\n        option\n      }\n      price {\n        amount\n        currencyCode\n      }\n      stockStatus\n      stockQuantity\n      sku\n      priceTiers {\n        minQuantity\n        price {\n          amount\n        }\n      }\n      minQuantity\n      quantityStep\n      image {\n        mediaId\n        src\n        alt\n      }\n    }\n    images {\n      mediaId\n      src\n      alt\n    }\n    benefits\n    ingredients\n    specifications {\n      label\n      value\n    }\n    position\n    taxClass\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductDetail\n    }\n  }\n"): (typeof documents)["\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveProduct($input: ProductInput!) {\n    saveProduct(input: $input) {\n      product {\n        ...AdminProductDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveProduct($input: ProductInput!) {\n    saveProduct(input: $input) {\n      product {\n        ...AdminProductDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    slug\n    description\n    image {\n      mediaId\n      src\n      alt\n    }\n    position\n    productCount\n  }\n"): (typeof documents)["\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    slug\n    description\n    image {\n      mediaId\n      src\n      alt\n    }\n    position\n    productCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    categories {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    categories {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) {\n      category {\n        ...AdminCategoryFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) {\n      category {\n        ...AdminCategoryFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPosts($page: Int, $pageSize: Int) {\n    posts(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        slug\n        title\n        status\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPosts($page: Int, $pageSize: Int) {\n    posts(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        slug\n        title\n        status\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPostFields on AdminPost {\n    id\n    slug\n    title\n    excerpt\n    content\n    status\n    publishedAt\n  }\n"): (typeof documents)["\n  fragment AdminPostFields on AdminPost {\n    id\n    slug\n    title\n    excerpt\n    content\n    status\n    publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      ...AdminPostFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      ...AdminPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSavePost($input: PostInput!) {\n    savePost(input: $input) {\n      post {\n        ...AdminPostFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSavePost($input: PostInput!) {\n    savePost(input: $input) {\n      post {\n        ...AdminPostFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFaqs {\n    faqs {\n      id\n      question\n      answer\n      position\n    }\n  }\n"): (typeof documents)["\n  query AdminFaqs {\n    faqs {\n      id\n      question\n      answer\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveFaq($input: FaqInput!) {\n    saveFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveFaq($input: FaqInput!) {\n    saveFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteFaq($id: ID!) {\n    deleteFaq(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteFaq($id: ID!) {\n    deleteFaq(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReorderFaqs($ids: [ID!]!) {\n    reorderFaqs(ids: $ids) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReorderFaqs($ids: [ID!]!) {\n    reorderFaqs(ids: $ids) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTeamMembers {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      image {\n        mediaId\n        src\n        alt\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  query AdminTeamMembers {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      image {\n        mediaId\n        src\n        alt\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveTeamMember($input: TeamMemberInput!) {\n    saveTeamMember(input: $input) {\n      teamMember {\n        id\n        name\n        role\n        bio\n        image {\n          mediaId\n          src\n          alt\n        }\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveTeamMember($input: TeamMemberInput!) {\n    saveTeamMember(input: $input) {\n      teamMember {\n        id\n        name\n        role\n        bio\n        image {\n          mediaId\n          src\n          alt\n        }\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteTeamMember($id: ID!) {\n    deleteTeamMember(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteTeamMember($id: ID!) {\n    deleteTeamMember(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPartnerReviews {\n    partnerReviews {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n      position\n    }\n  }\n"): (typeof documents)["\n  query AdminPartnerReviews {\n    partnerReviews {\n      id\n      content\n      partnerName\n      partnerPosition\n      companyName\n      rating\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSavePartnerReview($input: PartnerReviewInput!) {\n    savePartnerReview(input: $input) {\n      partnerReview {\n        id\n        content\n        partnerName\n        partnerPosition\n        companyName\n        rating\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSavePartnerReview($input: PartnerReviewInput!) {\n    savePartnerReview(input: $input) {\n      partnerReview {\n        id\n        content\n        partnerName\n        partnerPosition\n        companyName\n        rating\n        position\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeletePartnerReview($id: ID!) {\n    deletePartnerReview(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeletePartnerReview($id: ID!) {\n    deletePartnerReview(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPage($slug: String!) {\n    page(slug: $slug) {\n      slug\n      title\n      content\n      modified\n    }\n  }\n"): (typeof documents)["\n  query AdminPage($slug: String!) {\n    page(slug: $slug) {\n      slug\n      title\n      content\n      modified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSavePage($slug: String!, $input: PageInput!) {\n    savePage(slug: $slug, input: $input) {\n      page {\n        slug\n        title\n        content\n        modified\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSavePage($slug: String!, $input: PageInput!) {\n    savePage(slug: $slug, input: $input) {\n      page {\n        slug\n        title\n        content\n        modified\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCouponFields on AdminCoupon {\n    id\n    code\n    discountType\n    amount\n    minimumAmount\n    maximumAmount\n    productIds\n    usageLimit\n    usageCount\n    expiresAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminCouponFields on AdminCoupon {\n    id\n    code\n    discountType\n    amount\n    minimumAmount\n    maximumAmount\n    productIds\n    usageLimit\n    usageCount\n    expiresAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCoupons {\n    coupons {\n      ...AdminCouponFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCoupons {\n    coupons {\n      ...AdminCouponFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveCoupon($input: CouponInput!) {\n    saveCoupon(input: $input) {\n      coupon {\n        ...AdminCouponFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveCoupon($input: CouponInput!) {\n    saveCoupon(input: $input) {\n      coupon {\n        ...AdminCouponFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCouponProductSearch($search: String) {\n    products(filter: { search: $search }, sort: NAME, direction: ASC, page: 1, pageSize: 8) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCouponProductSearch($search: String) {\n    products(filter: { search: $search }, sort: NAME, direction: ASC, page: 1, pageSize: 8) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCouponProductName($id: ID!) {\n    product(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminCouponProductName($id: ID!) {\n    product(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    dashboard {\n      ordersToday\n      revenueToday {\n        amount\n        currencyCode\n      }\n      ordersThisMonth\n      revenueThisMonth {\n        amount\n        currencyCode\n      }\n      ordersAwaitingProcessing\n      customersAwaitingApproval\n      unreadMessages\n      lowStock {\n        productId\n        name\n        slug\n        stockQuantity\n        inStock\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    dashboard {\n      ordersToday\n      revenueToday {\n        amount\n        currencyCode\n      }\n      ordersThisMonth\n      revenueThisMonth {\n        amount\n        currencyCode\n      }\n      ordersAwaitingProcessing\n      customersAwaitingApproval\n      unreadMessages\n      lowStock {\n        productId\n        name\n        slug\n        stockQuantity\n        inStock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessages($filter: MessageFilter, $page: Int, $pageSize: Int) {\n    messages(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        name\n        email\n        company\n        subject\n        read\n        handled\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessages($filter: MessageFilter, $page: Int, $pageSize: Int) {\n    messages(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        name\n        email\n        company\n        subject\n        read\n        handled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMessageDetail on ContactMessage {\n    id\n    createdAt\n    name\n    email\n    phone\n    company\n    subject\n    message\n    read\n    handled\n    handledAt\n    replies {\n      at\n      actor\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment AdminMessageDetail on ContactMessage {\n    id\n    createdAt\n    name\n    email\n    phone\n    company\n    subject\n    message\n    read\n    handled\n    handledAt\n    replies {\n      at\n      actor\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessage($id: ID!) {\n    message(id: $id) {\n      ...AdminMessageDetail\n    }\n  }\n"): (typeof documents)["\n  query AdminMessage($id: ID!) {\n    message(id: $id) {\n      ...AdminMessageDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkMessageRead($id: ID!, $read: Boolean) {\n    markMessageRead(id: $id, read: $read) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkMessageRead($id: ID!, $read: Boolean) {\n    markMessageRead(id: $id, read: $read) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkMessageHandled($id: ID!, $handled: Boolean) {\n    markMessageHandled(id: $id, handled: $handled) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkMessageHandled($id: ID!, $handled: Boolean) {\n    markMessageHandled(id: $id, handled: $handled) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplyToMessage($id: ID!, $text: String!) {\n    replyToMessage(id: $id, text: $text) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReplyToMessage($id: ID!, $text: String!) {\n    replyToMessage(id: $id, text: $text) {\n      message {\n        ...AdminMessageDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMoneySettingsFields on MoneySettings {\n    shipping {\n      zone\n      name\n      rate\n      freeFrom\n    }\n    minimumOrderValue\n    seller {\n      name\n      addressLines\n      kvk\n      vatNumber\n      iban\n      bic\n      email\n    }\n    paymentTermsDays\n    invoiceTiming\n    paymentMethod\n  }\n"): (typeof documents)["\n  fragment AdminMoneySettingsFields on MoneySettings {\n    shipping {\n      zone\n      name\n      rate\n      freeFrom\n    }\n    minimumOrderValue\n    seller {\n      name\n      addressLines\n      kvk\n      vatNumber\n      iban\n      bic\n      email\n    }\n    paymentTermsDays\n    invoiceTiming\n    paymentMethod\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMoneySettings {\n    moneySettings {\n      ...AdminMoneySettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminMoneySettings {\n    moneySettings {\n      ...AdminMoneySettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveMoneySettings($input: MoneySettingsInput!) {\n    saveMoneySettings(input: $input) {\n      moneySettings {\n        ...AdminMoneySettingsFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveMoneySettings($input: MoneySettingsInput!) {\n    saveMoneySettings(input: $input) {\n      moneySettings {\n        ...AdminMoneySettingsFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders(\n    $filter: AdminOrderFilter\n    $sort: AdminOrderSort\n    $direction: AdminSortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    orders(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        number\n        createdAt\n        status\n        itemCount\n        total {\n          amount\n          currencyCode\n        }\n        buyerName\n        buyerEmail\n        company\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders(\n    $filter: AdminOrderFilter\n    $sort: AdminOrderSort\n    $direction: AdminSortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    orders(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        number\n        createdAt\n        status\n        itemCount\n        total {\n          amount\n          currencyCode\n        }\n        buyerName\n        buyerEmail\n        company\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderDetail on AdminOrder {\n    id\n    number\n    createdAt\n    status\n    currencyCode\n    lines {\n      productId\n      variationId\n      name\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n    itemCount\n    subtotal {\n      amount\n      currencyCode\n    }\n    discount {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    couponCode\n    shippingTotal {\n      amount\n      currencyCode\n    }\n    taxTotal {\n      amount\n      currencyCode\n    }\n    poNumber\n    invoiceNumber\n    creditNoteNumber\n    billing {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    shipping {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    comment\n    customer {\n      id\n      name\n      companyName\n    }\n    buyerName\n    buyerEmail\n    company\n    nextStatuses\n    history {\n      at\n      from\n      to\n      note\n      actor\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderDetail on AdminOrder {\n    id\n    number\n    createdAt\n    status\n    currencyCode\n    lines {\n      productId\n      variationId\n      name\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n    itemCount\n    subtotal {\n      amount\n      currencyCode\n    }\n    discount {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    couponCode\n    shippingTotal {\n      amount\n      currencyCode\n    }\n    taxTotal {\n      amount\n      currencyCode\n    }\n    poNumber\n    invoiceNumber\n    creditNoteNumber\n    billing {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    shipping {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postcode\n      country\n    }\n    comment\n    customer {\n      id\n      name\n      companyName\n    }\n    buyerName\n    buyerEmail\n    company\n    nextStatuses\n    history {\n      at\n      from\n      to\n      note\n      actor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...AdminOrderDetail\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...AdminOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetOrderStatus($id: ID!, $status: String!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      order {\n        ...AdminOrderDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetOrderStatus($id: ID!, $status: String!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      order {\n        ...AdminOrderDetail\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminConsoleInfo {\n    consoleInfo {\n      shopName\n      storeBackend\n      wordpressAdminUrl\n    }\n  }\n"): (typeof documents)["\n  query AdminConsoleInfo {\n    consoleInfo {\n      shopName\n      storeBackend\n      wordpressAdminUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSession {\n    staffMe {\n      id\n      email\n      name\n      role\n      active\n    }\n  }\n"): (typeof documents)["\n  query AdminSession {\n    staffMe {\n      id\n      email\n      name\n      role\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      staff {\n        id\n        email\n        name\n        role\n        active\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      staff {\n        id\n        email\n        name\n        role\n        active\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignOut {\n    adminLogout\n  }\n"): (typeof documents)["\n  mutation AdminSignOut {\n    adminLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeStaffPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeStaffPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStaffFields on Staff {\n    id\n    email\n    name\n    role\n    active\n    createdAt\n    lastLoginAt\n  }\n"): (typeof documents)["\n  fragment AdminStaffFields on Staff {\n    id\n    email\n    name\n    role\n    active\n    createdAt\n    lastLoginAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStaffList {\n    staff {\n      ...AdminStaffFields\n    }\n  }\n"): (typeof documents)["\n  query AdminStaffList {\n    staff {\n      ...AdminStaffFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveStaff($input: StaffInput!) {\n    saveStaff(input: $input) {\n      staff {\n        ...AdminStaffFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveStaff($input: StaffInput!) {\n    saveStaff(input: $input) {\n      staff {\n        ...AdminStaffFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteStaff($id: ID!) {\n    deleteStaff(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteStaff($id: ID!) {\n    deleteStaff(id: $id) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    settings {\n      storeBackend\n      wordpressAdminUrl\n      lowStockThreshold\n      notificationEmail\n      buyerApproval\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    settings {\n      storeBackend\n      wordpressAdminUrl\n      lowStockThreshold\n      notificationEmail\n      buyerApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveSettings($input: AdminSettingsInput!) {\n    saveSettings(input: $input) {\n      settings {\n        storeBackend\n        wordpressAdminUrl\n        lowStockThreshold\n        notificationEmail\n        buyerApproval\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveSettings($input: AdminSettingsInput!) {\n    saveSettings(input: $input) {\n      settings {\n        storeBackend\n        wordpressAdminUrl\n        lowStockThreshold\n        notificationEmail\n        buyerApproval\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;