export { UpdatePrompt, UPDATE_AVAILABLE_TEXT, type UpdatePromptProps } from './UpdatePrompt';
