export type Lang = 'tr' | 'en';
