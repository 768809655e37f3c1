export { ConversationView, type ConversationPhoto, type ConversationViewProps } from './conversation-view';
export { MENSAJES_KEYS } from './keys';
export { withMessage, withoutMessage } from './use-conversation';
