export { InstallPrompt, type InstallPromptProps } from './install-prompt';
export { listenForInstallPrompt } from './install-events';
