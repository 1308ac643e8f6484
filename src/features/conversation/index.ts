// Public face of the trip conversation (docs/conversation.md): pages import it lazily, so the
// conversation's code and the full Firestore SDK load only where a conversation is shown.
export { TripConversation, type ConversationPerson } from './components/trip-conversation';
