import { graphql } from '../../gql';

export const AdminPostsQuery = graphql(`
  query AdminPosts($page: Int, $pageSize: Int) {
    posts(page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      items {
        id
        slug
        title
        status
        publishedAt
      }
    }
  }
`);

export const AdminPostFieldsFragment = graphql(`
  fragment AdminPostFields on AdminPost {
    id
    slug
    title
    excerpt
    content
    status
    publishedAt
  }
`);

export const AdminPostQuery = graphql(`
  query AdminPost($id: ID!) {
    post(id: $id) {
      ...AdminPostFields
    }
  }
`);

export const AdminSavePostMutation = graphql(`
  mutation AdminSavePost($input: PostInput!) {
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
`);

export const AdminDeletePostMutation = graphql(`
  mutation AdminDeletePost($id: ID!) {
    deletePost(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminFaqsQuery = graphql(`
  query AdminFaqs {
    faqs {
      id
      question
      answer
      position
    }
  }
`);

export const AdminSaveFaqMutation = graphql(`
  mutation AdminSaveFaq($input: FaqInput!) {
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
`);

export const AdminDeleteFaqMutation = graphql(`
  mutation AdminDeleteFaq($id: ID!) {
    deleteFaq(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminReorderFaqsMutation = graphql(`
  mutation AdminReorderFaqs($ids: [ID!]!) {
    reorderFaqs(ids: $ids) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminTeamMembersQuery = graphql(`
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
`);

export const AdminSaveTeamMemberMutation = graphql(`
  mutation AdminSaveTeamMember($input: TeamMemberInput!) {
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
`);

export const AdminDeleteTeamMemberMutation = graphql(`
  mutation AdminDeleteTeamMember($id: ID!) {
    deleteTeamMember(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminPartnerReviewsQuery = graphql(`
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
`);

export const AdminSavePartnerReviewMutation = graphql(`
  mutation AdminSavePartnerReview($input: PartnerReviewInput!) {
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
`);

export const AdminDeletePartnerReviewMutation = graphql(`
  mutation AdminDeletePartnerReview($id: ID!) {
    deletePartnerReview(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminPageQuery = graphql(`
  query AdminPage($slug: String!) {
    page(slug: $slug) {
      slug
      title
      content
      modified
    }
  }
`);

export const AdminSavePageMutation = graphql(`
  mutation AdminSavePage($slug: String!, $input: PageInput!) {
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
`);
