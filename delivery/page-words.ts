/**
 * The words of the small pages behind a message's links (delivery/pages.ts), in the four languages: the main Worker
 * serves those pages, names their words by key (protocol/delivery.ts `LinkPage`) and has them rendered here, so that
 * it bundles no words. A page speaks the language the main Worker picked (worker/routes/link-pages.ts `pageLang`).
 */
import type { Lang } from "../i18n/core.js";
import type { PageWords } from "../protocol/delivery.js";

export const PAGE_WORDS: Record<Lang, PageWords> = {
  en: {
    unsubscribeTitle: "Stop these e-mails?",
    unsubscribeText: (match) =>
      `Waka e-mails this address when it is your turn in match ${match}. Stop them for this match only, or stop all e-mail from Waka.`,
    unsubscribeMatch: "Stop e-mails for this match",
    unsubscribeAll: "Stop all e-mail from Waka",
    unsubscribedTitle: "Unsubscribed",
    unsubscribedText: "E-mail notices for this seat are off. You can turn them on again from the match page.",
    confirmTitle: "Confirm your address",
    confirmText: "Someone asked Waka to send the notices of a board game match to this address. Confirm that it is yours, and they will.",
    confirmButton: "Confirm my address",
    stopAllTitle: "Stop all e-mail from Waka?",
    stopAllText: "Waka will send nothing more to this address: no notice of any match, now or later, and no confirmation request.",
    confirmedTitle: "Address confirmed",
    confirmedWaiting: (n) =>
      n === 1 ? "Thank you. The notice that waited is on the way." : `Thank you. The ${n} notices that waited are on the way.`,
    confirmedNone: "Thank you. Waka's notices will reach this address from now on.",
    stoppedTitle: "Unsubscribed from Waka",
    stoppedText: "Waka will send nothing more to this address. Changed your mind? Confirming the address turns e-mail on again.",
    confirmAgain: "Confirm this address again",
    openMatch: "Open the match",
    home: "Waka's home page",
    inviteTitle: "A seat for you?",
    inviteText: (match) =>
      `Someone gave this address for a seat in match ${match} on Waka. Accept, and its turn notices come here; decline, and nothing more about it does.`,
    inviteAccept: "Accept and open my seat",
    inviteDecline: "Decline",
    declinedTitle: "Declined",
    declinedText: "Waka sends nothing more about this match to this address.",
  },
  fr: {
    unsubscribeTitle: "Arrêter ces e-mails ?",
    unsubscribeText: (match) =>
      `Waka écrit à cette adresse quand c'est votre tour dans la partie ${match}. Arrêtez-les pour cette partie seulement, ou arrêtez tous les e-mails de Waka.`,
    unsubscribeMatch: "Arrêter les e-mails de cette partie",
    unsubscribeAll: "Arrêter tous les e-mails de Waka",
    unsubscribedTitle: "Désinscrit",
    unsubscribedText: "Les avis par e-mail de cette place sont coupés. Vous pouvez les réactiver depuis la page de la partie.",
    confirmTitle: "Confirmez votre adresse",
    confirmText:
      "Quelqu'un a demandé à Waka d'envoyer les avis d'une partie de jeu de société à cette adresse. Confirmez qu'elle est à vous, et ils arriveront.",
    confirmButton: "Confirmer mon adresse",
    stopAllTitle: "Arrêter tous les e-mails de Waka ?",
    stopAllText:
      "Waka n'enverra plus rien à cette adresse : aucun avis d'aucune partie, maintenant ou plus tard, et aucune demande de confirmation.",
    confirmedTitle: "Adresse confirmée",
    confirmedWaiting: (n) =>
      n === 1 ? "Merci. L'avis qui attendait est en route." : `Merci. Les ${n} avis qui attendaient sont en route.`,
    confirmedNone: "Merci. Les avis de Waka arriveront désormais à cette adresse.",
    stoppedTitle: "Désinscrit de Waka",
    stoppedText: "Waka n'enverra plus rien à cette adresse. Vous avez changé d'avis ? Confirmer l'adresse réactive les e-mails.",
    confirmAgain: "Confirmer à nouveau cette adresse",
    openMatch: "Ouvrir la partie",
    home: "Page d'accueil de Waka",
    inviteTitle: "Une place pour vous ?",
    inviteText: (match) =>
      `Quelqu'un a donné cette adresse pour une place dans la partie ${match} sur Waka. Acceptez, et ses avis de tour arriveront ici ; refusez, et plus rien n'en viendra.`,
    inviteAccept: "Accepter et ouvrir ma place",
    inviteDecline: "Refuser",
    declinedTitle: "Refusé",
    declinedText: "Waka n'enverra plus rien sur cette partie à cette adresse.",
  },
  de: {
    unsubscribeTitle: "Diese E-Mails abbestellen?",
    unsubscribeText: (match) =>
      `Waka schreibt dieser Adresse, wenn du in der Partie ${match} am Zug bist. Bestelle sie nur für diese Partie ab oder alle E-Mails von Waka.`,
    unsubscribeMatch: "E-Mails dieser Partie abbestellen",
    unsubscribeAll: "Alle E-Mails von Waka abbestellen",
    unsubscribedTitle: "Abbestellt",
    unsubscribedText: "Die E-Mail-Hinweise dieses Platzes sind aus. Auf der Seite der Partie kannst du sie wieder einschalten.",
    confirmTitle: "Bestätige deine Adresse",
    confirmText:
      "Jemand hat Waka gebeten, die Hinweise einer Brettspielpartie an diese Adresse zu senden. Bestätige, dass sie dir gehört, dann kommen sie.",
    confirmButton: "Meine Adresse bestätigen",
    stopAllTitle: "Alle E-Mails von Waka abbestellen?",
    stopAllText:
      "Waka sendet dieser Adresse nichts mehr: keinen Hinweis auf eine Partie, weder jetzt noch später, und keine Bitte um Bestätigung.",
    confirmedTitle: "Adresse bestätigt",
    confirmedWaiting: (n) =>
      n === 1 ? "Danke. Der wartende Hinweis ist unterwegs." : `Danke. Die ${n} wartenden Hinweise sind unterwegs.`,
    confirmedNone: "Danke. Die Hinweise von Waka erreichen diese Adresse ab jetzt.",
    stoppedTitle: "Von Waka abgemeldet",
    stoppedText: "Waka sendet dieser Adresse nichts mehr. Anders überlegt? Die Adresse zu bestätigen schaltet die E-Mails wieder ein.",
    confirmAgain: "Diese Adresse wieder bestätigen",
    openMatch: "Zur Partie",
    home: "Startseite von Waka",
    inviteTitle: "Ein Platz für dich?",
    inviteText: (match) =>
      `Jemand hat diese Adresse für einen Platz in der Partie ${match} auf Waka angegeben. Nimmst du an, kommen ihre Zugmeldungen hierher; lehnst du ab, kommt nichts mehr dazu.`,
    inviteAccept: "Annehmen und meinen Platz öffnen",
    inviteDecline: "Ablehnen",
    declinedTitle: "Abgelehnt",
    declinedText: "Waka schickt zu dieser Partie nichts mehr an diese Adresse.",
  },
  it: {
    unsubscribeTitle: "Interrompere queste e-mail?",
    unsubscribeText: (match) =>
      `Waka scrive a questo indirizzo quando tocca a te nella partita ${match}. Interrompile solo per questa partita, oppure interrompi tutte le e-mail di Waka.`,
    unsubscribeMatch: "Interrompi le e-mail di questa partita",
    unsubscribeAll: "Interrompi tutte le e-mail di Waka",
    unsubscribedTitle: "Disiscritto",
    unsubscribedText: "Gli avvisi via e-mail di questo posto sono spenti. Puoi riattivarli dalla pagina della partita.",
    confirmTitle: "Conferma il tuo indirizzo",
    confirmText:
      "Qualcuno ha chiesto a Waka di inviare gli avvisi di una partita da tavolo a questo indirizzo. Conferma che è tuo, e arriveranno.",
    confirmButton: "Conferma il mio indirizzo",
    stopAllTitle: "Interrompere tutte le e-mail di Waka?",
    stopAllText:
      "Waka non invierà più nulla a questo indirizzo: nessun avviso di nessuna partita, ora o in futuro, e nessuna richiesta di conferma.",
    confirmedTitle: "Indirizzo confermato",
    confirmedWaiting: (n) => (n === 1 ? "Grazie. L'avviso in attesa è in arrivo." : `Grazie. I ${n} avvisi in attesa sono in arrivo.`),
    confirmedNone: "Grazie. Gli avvisi di Waka arriveranno a questo indirizzo d'ora in poi.",
    stoppedTitle: "Disiscritto da Waka",
    stoppedText: "Waka non invierà più nulla a questo indirizzo. Hai cambiato idea? Confermare l'indirizzo riattiva le e-mail.",
    confirmAgain: "Conferma di nuovo questo indirizzo",
    openMatch: "Apri la partita",
    home: "Pagina iniziale di Waka",
    inviteTitle: "Un posto per te?",
    inviteText: (match) =>
      `Qualcuno ha indicato questo indirizzo per un posto nella partita ${match} su Waka. Accetta, e i suoi avvisi di turno arriveranno qui; rifiuta, e non arriverà più nulla.`,
    inviteAccept: "Accetta e apri il mio posto",
    inviteDecline: "Rifiuta",
    declinedTitle: "Rifiutato",
    declinedText: "Waka non invierà più nulla su questa partita a questo indirizzo.",
  },
};
