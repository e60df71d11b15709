import 'dayjs/locale/en';
import 'dayjs/locale/tr';
import type { Lang } from '@lale/contract/languages';
import { LANGUAGE_COOKIE } from '@lale/contract/rendered-page';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writePageCookie } from '../lib/page-cookie.ts';
import { useAppStore } from '../store/app-store.ts';
import { en } from './en.ts';
import { tr } from './tr.ts';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { tr: { translation: tr }, en: { translation: en } },
  lng: useAppStore.getState().userLanguage,
  fallbackLng: 'tr',
  supportedLngs: ['tr', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Keeps i18next, dayjs and <html lang> on the stored language. */
export function applyLanguage(lang: Lang): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  dayjs.locale(lang);
  // The server renders pages too, where <html lang> is written into the page it sends.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  // The server renders a guest's landing page in this language (server: rendered-pages.ts).
  writePageCookie(LANGUAGE_COOKIE, lang);
}

applyLanguage(useAppStore.getState().userLanguage);
useAppStore.subscribe((state, previous) => {
  if (state.userLanguage !== previous.userLanguage) applyLanguage(state.userLanguage);
});
