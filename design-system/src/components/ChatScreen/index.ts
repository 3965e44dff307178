export { ChatScreen, type ChatScreenProps } from './ChatScreen';
export { ConnectionIndicator, type ConnectionState } from './ConnectionIndicator';
