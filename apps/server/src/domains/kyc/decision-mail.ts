import type { DocumentKind } from '@lale/contract/backoffice-players';
import { normalizeLang, type Lang } from '@lale/contract/languages';
import type { Email } from '../../platform/messaging/message.ts';

const kindNames: Record<DocumentKind, Record<Lang, string>> = {
  identity: { tr: 'kimlik belgeniz', en: 'your identity document' },
  address: { tr: 'adres belgeniz', en: 'your proof of address' },
  payment_method: { tr: 'ödeme yöntemi belgeniz', en: 'your payment method document' },
  source_of_funds: { tr: 'gelir kaynağı belgeniz', en: 'your source of funds document' },
};

/** The player hears of an operator's decision on a document, in the player's language. */
export function documentDecisionEmail(input: {
  to: string;
  language: string;
  kind: DocumentKind;
  approved: boolean;
  reason: string | null;
  documentsUrl: string;
}): Email {
  const lang = normalizeLang(input.language);
  const what = kindNames[input.kind][lang];
  if (lang === 'tr')
    return {
      to: input.to,
      subject: input.approved ? 'Lale: belgeniz onaylandı' : 'Lale: belgeniz reddedildi',
      text: input.approved
        ? `Merhaba,\n\n${what} incelendi ve onaylandı.\n\nBelgelerim: ${input.documentsUrl}`
        : `Merhaba,\n\n${what} incelendi ve reddedildi.\nNeden: ${input.reason ?? '-'}\n\nYeni bir belge yükleyebilirsiniz: ${input.documentsUrl}`,
    };
  return {
    to: input.to,
    subject: input.approved
      ? 'Lale: your document was approved'
      : 'Lale: your document was rejected',
    text: input.approved
      ? `Hello,\n\n${what} was reviewed and approved.\n\nMy documents: ${input.documentsUrl}`
      : `Hello,\n\n${what} was reviewed and rejected.\nReason: ${input.reason ?? '-'}\n\nYou can upload a new document: ${input.documentsUrl}`,
  };
}
