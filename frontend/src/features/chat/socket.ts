/** The chat's live connection: the user's one kind of socket (lib/liveSocket). */
export {
  openLiveSocket as openChatSocket,
  type LiveSocket as ChatSocket,
} from '../../lib/liveSocket';
