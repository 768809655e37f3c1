export { ConversationView, type ConversationPhoto, type ConversationViewProps } from './conversation-view';
export { MENSAJES_KEYS } from './keys';
export { linkify } from './linkify';
export { useConversation, withMessage, withoutMessage } from './use-conversation';
