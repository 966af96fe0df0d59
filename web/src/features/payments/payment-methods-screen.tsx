import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { usePaymentMethodsPageQuery, useRemovePaymentMethodMutation, type PaymentMethodsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import './payments.css';

// The member's saved cards (issue 10 "Dashboard": payment methods, "shown masked and removable"): brand,
// the last four digits, expiry and the default flag; a card is removed after a confirmation.

type Card = PaymentMethodsPageQuery['paymentMethods'][number];

function useCardName() {
  const { t } = useTranslation('payments');
  return (card: Card) => `${card.brandName ?? t('methods.card')} ${card.masked}`;
}

function CardItem({ card, onRemove }: { card: Card; onRemove(card: Card): void }) {
  const { t } = useTranslation('payments');
  const name = useCardName();
  return (
    <li className="saved-card" data-testid="saved-card">
      <span className={`saved-card__brand saved-card__brand--${card.brand}`} aria-hidden="true">
        {card.brandName ?? t('methods.card')}
      </span>
      <div className="saved-card__text">
        <p className="saved-card__name">
          {card.brandName ?? t('methods.card')} <span className="visually-hidden">{t('methods.ending', { last4: card.last4 })}</span>
          <span aria-hidden="true">{card.masked}</span>
          {card.isDefault && <span className="saved-card__default">{t('methods.default')}</span>}
        </p>
        <p className={card.expired ? 'saved-card__expiry saved-card__expiry--expired' : 'saved-card__expiry'}>{t(card.expired ? 'methods.expired' : 'methods.expires', { expiry: card.expiry })}</p>
      </div>
      <button type="button" className="button button--quiet saved-card__remove" aria-label={t('methods.removeLabel', { card: name(card) })} onClick={() => onRemove(card)}>
        {t('methods.remove')}
      </button>
    </li>
  );
}

export function PaymentMethodsScreen() {
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation();
  const name = useCardName();
  const [{ data, error, fetching }] = usePaymentMethodsPageQuery();
  const [{ fetching: removing }, removeCard] = useRemovePaymentMethodMutation();
  // The cards as the last removal left them (the platform's answer), and the card asked about.
  const [remaining, setRemaining] = useState<readonly Card[] | null>(null);
  const [asking, setAsking] = useState<Card | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  usePageTitle(t('methods.head.title'));
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));
  const cards = remaining ?? data.paymentMethods;

  const confirm = async () => {
    if (!asking || removing) return;
    const card = asking;
    // An empty list carries no typename: the page's query is told which type changed.
    const result = await removeCard({ id: card.id }, { additionalTypenames: ['PaymentMethod'] });
    // NOT_FOUND: it was removed already (in another tab); either way it is gone.
    const gone = result.data ? result.data.removePaymentMethod : result.error?.graphQLErrors[0]?.extensions?.code === 'NOT_FOUND' ? cards.filter((c) => c.id !== card.id) : null;
    if (gone) {
      setRemaining(gone);
      setRemoved(t('methods.removed', { card: name(card) }));
    }
    setFailed(gone ? null : common('forms.unavailable'));
    setAsking(null);
  };

  return (
    <div className="payments-page" data-testid="payment-methods">
      <h1>{t('methods.title')}</h1>
      <p className="payments-page__muted">{t('methods.intro')}</p>
      <p className="payments-page__status" role="status" data-testid="payment-methods-status">
        {removed ?? ''}
      </p>
      {failed && (
        <p className="payments-page__error" role="alert">
          {failed}
        </p>
      )}
      {cards.length === 0 ? (
        <p data-testid="payment-methods-empty">{t('methods.empty')}</p>
      ) : (
        <ul className="saved-cards">
          {cards.map((card) => (
            <CardItem key={card.id} card={card} onRemove={setAsking} />
          ))}
        </ul>
      )}
      <ModalDialog open={asking !== null} title={t('methods.confirmTitle')} onClose={() => setAsking(null)} testId="remove-card-dialog">
        {asking && <p>{t('methods.confirmText', { card: name(asking) })}</p>}
        <div className="modal-dialog__actions">
          <button type="button" className="button button--danger" aria-disabled={removing || undefined} onClick={() => void confirm()}>
            {removing ? common('forms.sending') : t('methods.confirm')}
          </button>
          <button type="button" className="button button--quiet" onClick={() => setAsking(null)}>
            {t('methods.cancel')}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}

export default PaymentMethodsScreen;
