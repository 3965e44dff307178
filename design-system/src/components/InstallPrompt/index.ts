export {
  InstallPrompt,
  INSTALL_PROMPT_TITLE,
  type InstallPromptProps,
  type InstallPromptVariant,
} from './InstallPrompt';
