import type { Lang } from '@mall/site';
import type { BookingErrorCode } from '../graphql/generated';

// What booking or cancelling tells the member when it did not happen (BookingResult.message), in the
// page's language. The platform's own sentences never reach the page (issue 18): its code picks ours.
// The field errors (people, note) are the forms' shared texts (packages/site/src/forms).

const messages: Record<Lang, Record<BookingErrorCode, string>> = {
  en: {
    SLOT_FULL: 'Sorry, this time has just been fully booked. Please choose another time.',
    LIMIT_REACHED: 'You already have the most upcoming bookings of this service the mall allows. You can book again once one of them is over or cancelled.',
    SLOT_UNAVAILABLE: 'This time can no longer be booked. Please choose another time.',
    CUTOFF_PASSED: 'It is too late to cancel this booking online. Please contact the mall’s information desk.',
    NOT_CANCELLABLE: 'This booking is cancelled or over already.',
  },
  cz: {
    SLOT_FULL: 'Omlouváme se, tento čas je právě plně obsazený. Vyberte si prosím jiný.',
    LIMIT_REACHED: 'Už máte nejvyšší počet nadcházejících rezervací této služby, který centrum povoluje. Znovu si ji můžete rezervovat, až jedna z nich proběhne nebo ji zrušíte.',
    SLOT_UNAVAILABLE: 'Tento čas už nelze rezervovat. Vyberte si prosím jiný.',
    CUTOFF_PASSED: 'Tuto rezervaci už nelze zrušit online. Obraťte se prosím na informace centra.',
    NOT_CANCELLABLE: 'Tato rezervace už je zrušená nebo proběhla.',
  },
  sk: {
    SLOT_FULL: 'Prepáčte, tento čas sa práve úplne obsadil. Vyberte si, prosím, iný.',
    LIMIT_REACHED: 'Už máte najvyšší počet nadchádzajúcich rezervácií tejto služby, aký centrum povoľuje. Znova si ju môžete rezervovať, keď jedna z nich prebehne alebo ju zrušíte.',
    SLOT_UNAVAILABLE: 'Tento čas sa už nedá rezervovať. Vyberte si, prosím, iný.',
    CUTOFF_PASSED: 'Túto rezerváciu už nemožno zrušiť online. Obráťte sa, prosím, na informácie centra.',
    NOT_CANCELLABLE: 'Táto rezervácia je už zrušená alebo prebehla.',
  },
  de: {
    SLOT_FULL: 'Leider ist dieser Termin soeben ausgebucht worden. Bitte wählen Sie einen anderen.',
    LIMIT_REACHED: 'Sie haben bereits so viele bevorstehende Buchungen dieses Angebots, wie das Center erlaubt. Sie können wieder buchen, sobald eine davon vorbei ist oder storniert wurde.',
    SLOT_UNAVAILABLE: 'Dieser Termin kann nicht mehr gebucht werden. Bitte wählen Sie einen anderen.',
    CUTOFF_PASSED: 'Diese Buchung kann online nicht mehr storniert werden. Bitte wenden Sie sich an die Information des Centers.',
    NOT_CANCELLABLE: 'Diese Buchung ist bereits storniert oder vorbei.',
  },
};

export function bookingMessage(code: BookingErrorCode, lang: Lang): string {
  return messages[lang][code];
}
