import { graphql } from '../../gql';

export const AdminMessagesQuery = graphql(`
  query AdminMessages($filter: MessageFilter, $page: Int, $pageSize: Int) {
    messages(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      items {
        id
        createdAt
        name
        email
        company
        subject
        read
        handled
      }
    }
  }
`);

export const AdminMessageDetailFragment = graphql(`
  fragment AdminMessageDetail on ContactMessage {
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
`);

export const AdminMessageQuery = graphql(`
  query AdminMessage($id: ID!) {
    message(id: $id) {
      ...AdminMessageDetail
    }
  }
`);

export const AdminMarkMessageReadMutation = graphql(`
  mutation AdminMarkMessageRead($id: ID!, $read: Boolean) {
    markMessageRead(id: $id, read: $read) {
      message {
        ...AdminMessageDetail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminMarkMessageHandledMutation = graphql(`
  mutation AdminMarkMessageHandled($id: ID!, $handled: Boolean) {
    markMessageHandled(id: $id, handled: $handled) {
      message {
        ...AdminMessageDetail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminReplyToMessageMutation = graphql(`
  mutation AdminReplyToMessage($id: ID!, $text: String!) {
    replyToMessage(id: $id, text: $text) {
      message {
        ...AdminMessageDetail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
