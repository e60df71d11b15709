/** Messages of live support: the chat, its screenshots and the operators' console. */
export const supportMessages = {
  support_message_sent: { tr: 'Mesajınız gönderildi', en: 'Your message was sent' },
  support_offline_message_sent: {
    tr: 'Mesajınız alındı; şu anda çevrim içi temsilci yok, size e-postayla dönüş yapacağız',
    en: 'Your message was received; no agent is online right now, we will answer by email',
  },
  support_conversation_not_found: {
    tr: 'Destek görüşmesi bulunamadı',
    en: 'The support conversation was not found',
  },
  support_conversation_closed: {
    tr: 'Bu destek görüşmesi kapatıldı; yeni bir görüşme başlatabilirsiniz',
    en: 'This support conversation is closed; you can start a new one',
  },
  support_email_required: {
    tr: 'Temsilcilerimiz çevrim dışı; size dönebilmemiz için e-posta adresinizi yazın',
    en: 'Our agents are offline; please enter your email so that we can answer you',
  },
  support_attachment_type: {
    tr: 'Yalnızca PNG, JPEG veya WebP ekran görüntüsü gönderebilirsiniz',
    en: 'Only PNG, JPEG or WebP screenshots can be sent',
  },
  support_attachment_too_large: {
    tr: 'Ekran görüntüsü en fazla 2 MB olabilir',
    en: 'A screenshot may be at most 2 MB',
  },
  support_message_empty: {
    tr: 'Lütfen bir mesaj yazın',
    en: 'Please write a message',
  },
  support_assigned_elsewhere: {
    tr: 'Bu görüşme başka bir temsilciye atanmış',
    en: 'This conversation is assigned to another agent',
  },
} as const;
