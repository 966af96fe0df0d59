export { InstallPrompt, type InstallPromptProps } from './install-prompt';
