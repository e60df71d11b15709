import type { Lang } from '@lale/contract/languages';
import type { CashMethod, CashMethodGroup } from '@lale/contract/methods/finance';
import type { CashMethodRow } from './cash-methods.repository.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function presentCashMethod(row: CashMethodRow, lang: Lang): CashMethod {
  return {
    methodID: row.id,
    name: row.name[lang],
    type: row.type,
    transfer_type_id: row.transferTypeId,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    bankcode: row.bankCode,
    fields: row.fields.map((field) => ({
      name: field.name,
      label: field.label[lang],
      type: field.type,
      required: field.required,
    })),
    isFavorite: flag(row.isFavorite),
    properties: { isFavorite: flag(row.isFavorite), logo: row.logo, group: row.groupName },
  };
}

const GROUP_NAMES: Record<string, { tr: string; en: string }> = {
  havale: { tr: 'Havale / EFT', en: 'Bank transfer' },
  cepbank: { tr: 'Cepbank', en: 'Mobile bank transfer' },
  prepaid: { tr: 'Ön Ödemeli', en: 'Prepaid' },
};

/** The player's favourites before the rest; otherwise the order given (a stable sort). */
const favouritesFirst = <T>(items: T[], isFavorite: (item: T) => boolean): T[] =>
  [...items].sort((a, b) => Number(isFavorite(b)) - Number(isFavorite(a)));

/**
 * SPEC §3's grouped list: methods sharing a group become one entry with their ids; a method
 * alone in its group stays a single method (with properties.isFavorite). Favourites sort
 * first: inside a group, and a group holding one before the groups that hold none.
 */
export function presentGrouped(
  rows: CashMethodRow[],
  lang: Lang,
): (CashMethod | CashMethodGroup)[] {
  const groups = new Map<string, CashMethodRow[]>();
  for (const row of favouritesFirst(rows, (r) => r.isFavorite))
    groups.set(row.groupName, [...(groups.get(row.groupName) ?? []), row]);
  const ordered = favouritesFirst([...groups.entries()], ([, members]) =>
    members.some((member) => member.isFavorite),
  );
  return ordered.map(([group, members]) => {
    if (members.length === 1) return presentCashMethod(members[0]!, lang);
    return {
      type: 'group',
      properties: { name: GROUP_NAMES[group]?.[lang] ?? group, logo: members[0]!.logo },
      methods: members.map((member) => ({ id: member.id, ...presentCashMethod(member, lang) })),
    };
  });
}
