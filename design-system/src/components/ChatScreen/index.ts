export { ChatScreen, type ChatScreenProps } from './ChatScreen';
export {
  ConnectionIndicator,
  CustomerPresenceIndicator,
  PRESENCE_TEXTS,
  type ConnectionState,
} from './ConnectionIndicator';
