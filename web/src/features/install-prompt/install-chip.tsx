import { useTranslation } from 'react-i18next';
import './install-prompt.css';

export interface InstallChipProps {
  mallName: string;
  onInstall: () => void;
  onNotNow: () => void;
}

/** The offer itself: one line and two buttons in a small bar at the bottom, a chunk of its own (loaded only when shown). */
export function InstallChip({ mallName, onInstall, onNotNow }: InstallChipProps) {
  const { t } = useTranslation('install-prompt');
  return (
    <aside className="install-prompt" aria-label={t('label')} data-testid="install-prompt">
      <p className="install-prompt__text">{t('text', { mall: mallName })}</p>
      <div className="install-prompt__actions">
        <button type="button" className="install-prompt__button install-prompt__button--primary" onClick={onInstall}>
          {t('add')}
        </button>
        <button type="button" className="install-prompt__button" onClick={onNotNow}>
          {t('notNow')}
        </button>
      </div>
    </aside>
  );
}
