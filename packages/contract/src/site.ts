/** Shapes of the GET endpoints of SPEC §7: /datas/*.json, check-maintenance, licences. */
export interface LocalizedText {
  tr: string;
  en: string;
}

export interface MenuItem {
  id: string;
  label: LocalizedText;
  path: string;
  /** Menu items for screens whose issue has not landed point at a page that says so. */
  children?: MenuItem[];
}

export interface FooterMenuGroup {
  id: string;
  title: LocalizedText;
  items: MenuItem[];
}

export interface LanguageOption {
  id: number;
  title: string;
  lang: 'tr' | 'en';
}

export interface Partner {
  id: string;
  name: string;
  logo: string;
  url: string | null;
}

export interface InvestmentMethod {
  id: string;
  name: string;
  logo: string;
}

export interface License {
  id: number;
  authority: string;
  number: string;
  jurisdiction: string;
  url: string | null;
  logo: string | null;
}

export interface MaintenanceCheck {
  /** SPEC §7: status true stores maintenance data, i.e. true means "under maintenance". */
  status: boolean;
  message: string;
  since: string | null;
  sitename: string;
  version: string;
}

export interface StaticDataMap {
  'header-menu': MenuItem[];
  'footer-menu': FooterMenuGroup[];
  languages: LanguageOption[];
  partners: Partner[];
  'investment-methods': InvestmentMethod[];
}
