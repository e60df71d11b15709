import { NORTHERN_CYPRUS } from '@lale/contract/geo';
import type { Lang } from '@lale/contract/languages';

/** ISO 3166-1 alpha-2 codes; labels come from the browser's Intl data in the page language. */
const CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export const DEFAULT_COUNTRY = 'TR';

const NORTHERN_CYPRUS_NAME: Record<Lang, string> = {
  tr: 'Kuzey Kıbrıs Türk Cumhuriyeti',
  en: 'Turkish Republic of Northern Cyprus',
};

export interface CountryOption {
  value: string;
  label: string;
}

/** SPEC §3: code and label (Turkish on the Turkish site), Turkey first, the rest alphabetical. */
export function countryOptions(lang: Lang): CountryOption[] {
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const label = (code: string) => names.of(code) ?? code;
  // No ISO code, so no Intl name: the server restricts players who declare it (SPEC §1).
  const north = { value: NORTHERN_CYPRUS, label: NORTHERN_CYPRUS_NAME[lang] };
  const rest = CODES.filter((code) => code !== DEFAULT_COUNTRY)
    .map((code) => ({ value: code, label: label(code) }))
    .concat(north)
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  return [{ value: DEFAULT_COUNTRY, label: label(DEFAULT_COUNTRY) }, ...rest];
}
