import { Box, Card, Image, Stack, Text, Title } from '@mantine/core';
import type { Draft, FieldSpec } from './content-form.tsx';
import { HtmlPreview } from './html-preview.tsx';

type Lang = 'tr' | 'en';
const pick = (draft: Draft, key: string, lang: Lang) =>
  ((draft[key] as { tr: string; en: string } | undefined) ?? { tr: '', en: '' })[lang];
const hour = (offset: number) => new Date(Date.now() + offset * 3_600_000).toISOString();
const empty = () => ({ tr: '', en: '' });

const title: FieldSpec = {
  key: 'title',
  kind: 'localized',
  labels: ['boContent.fields.titleTr', 'boContent.fields.titleEn'],
  max: 120,
};
const body = (max: number): FieldSpec => ({
  key: 'body',
  kind: 'localized',
  labels: ['boContent.fields.bodyTr', 'boContent.fields.bodyEn'],
  multiline: true,
  max,
});
const dates: FieldSpec[] = [
  { key: 'startsAt', kind: 'datetime', label: 'boContent.fields.startsAt' },
  { key: 'endsAt', kind: 'datetime', label: 'boContent.fields.endsAt' },
];
const siteType: FieldSpec = {
  key: 'siteType',
  kind: 'select',
  label: 'boContent.fields.siteType',
  options: [
    { value: 'all', label: 'boContent.fields.siteTypes.all' },
    { value: 'desktop', label: 'boContent.fields.siteTypes.desktop' },
    { value: 'mobile', label: 'boContent.fields.siteTypes.mobile' },
  ],
};

/** A banner as the home page draws it: the picture with the title and text over it. */
function BannerPreview({ draft, lang, text }: { draft: Draft; lang: Lang; text: string }) {
  return (
    <Box
      pos="relative"
      style={{ borderRadius: 8, overflow: 'hidden' }}
      data-testid="bo-preview-banner"
    >
      {typeof draft.image === 'string' && draft.image ? (
        <Image src={draft.image} alt="" h={180} fit="cover" />
      ) : (
        <Box h={180} bg="dark.6" />
      )}
      <Stack
        gap={4}
        p="md"
        pos="absolute"
        bottom={0}
        left={0}
        right={0}
        style={{ background: 'linear-gradient(transparent, rgba(0,0,0,.75))', color: '#fff' }}
      >
        <Title order={4} c="white">
          {pick(draft, 'title', lang)}
        </Title>
        <Text size="sm" c="white">
          {text}
        </Text>
      </Stack>
    </Box>
  );
}

export const sliderKind = {
  fields: [
    {
      key: 'place',
      kind: 'select',
      label: 'boContent.fields.place',
      options: [
        { value: 'all', label: 'boContent.fields.places.all' },
        { value: 'sol', label: 'boContent.fields.places.sol' },
        { value: 'sag', label: 'boContent.fields.places.sag' },
      ],
    },
    title,
    {
      key: 'description',
      kind: 'localized',
      labels: ['boContent.fields.descriptionTr', 'boContent.fields.descriptionEn'],
      max: 300,
    },
    { key: 'link', kind: 'text', label: 'boContent.fields.link', max: 200, nullable: true },
    { key: 'promotionId', kind: 'promotion' },
    { key: 'image', kind: 'image' },
    { key: 'sortOrder', kind: 'number', label: 'boContent.fields.sortOrder' },
    { key: 'status', kind: 'switch', label: 'boContent.fields.status' },
    ...dates,
  ] satisfies FieldSpec[],
  blank: (): Draft => ({
    place: 'all',
    sliderType: 'slot',
    title: empty(),
    description: empty(),
    link: '/promotions',
    promotionId: null,
    art: 'slider-custom',
    sortOrder: 0,
    status: 1,
    startsAt: hour(0),
    endsAt: hour(24 * 30),
  }),
  preview: (draft: Draft, lang: Lang) => (
    <BannerPreview draft={draft} lang={lang} text={pick(draft, 'description', lang)} />
  ),
};

export const promotionKind = {
  fields: [
    { key: 'category', kind: 'text', label: 'boContent.fields.category', max: 40 },
    siteType,
    title,
    {
      key: 'summary',
      kind: 'localized',
      labels: ['boContent.fields.summaryTr', 'boContent.fields.summaryEn'],
      max: 300,
    },
    body(20_000),
    { key: 'image', kind: 'image' },
    { key: 'sortOrder', kind: 'number', label: 'boContent.fields.sortOrder' },
    { key: 'status', kind: 'switch', label: 'boContent.fields.status' },
    ...dates,
  ] satisfies FieldSpec[],
  blank: (): Draft => ({
    category: 'casino',
    siteType: 'all',
    title: empty(),
    summary: empty(),
    body: empty(),
    image: '/media/art/promo-custom.svg',
    sortOrder: 0,
    status: 1,
    startsAt: hour(0),
    endsAt: hour(24 * 30),
  }),
  preview: (draft: Draft, lang: Lang) => (
    <Stack gap="xs">
      <BannerPreview draft={draft} lang={lang} text={pick(draft, 'summary', lang)} />
      <HtmlPreview html={pick(draft, 'body', lang)} title={pick(draft, 'title', lang)} />
    </Stack>
  ),
};

/** A notice card as the home page shows popups, special dates and messages. */
const noticePreview = (draft: Draft, lang: Lang) => (
  <Card withBorder padding="sm" data-testid="bo-preview-notice">
    {typeof draft.image === 'string' && draft.image && (
      <Image src={draft.image} alt="" h={100} fit="cover" radius="sm" mb="xs" />
    )}
    <Text fw={600}>{pick(draft, 'title', lang)}</Text>
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {pick(draft, 'body', lang)}
    </Text>
  </Card>
);

export const popupKind = {
  fields: [
    siteType,
    title,
    body(1_000),
    { key: 'image', kind: 'image' },
    { key: 'promotionId', kind: 'promotion' },
    { key: 'active', kind: 'switch', label: 'boContent.fields.status' },
    ...dates,
  ] satisfies FieldSpec[],
  blank: (): Draft => ({
    siteType: 'all',
    title: empty(),
    body: empty(),
    image: null,
    promotionId: null,
    active: 1,
    startsAt: hour(0),
    endsAt: hour(24 * 7),
  }),
  preview: noticePreview,
};

export const specialDateKind = {
  fields: [
    title,
    body(1_000),
    { key: 'status', kind: 'switch', label: 'boContent.fields.status' },
    ...dates,
  ] satisfies FieldSpec[],
  blank: (): Draft => ({
    title: empty(),
    body: empty(),
    status: 1,
    startsAt: hour(0),
    endsAt: hour(24),
  }),
  preview: noticePreview,
};

export const massMessageKind = {
  fields: [
    title,
    body(2_000),
    { key: 'active', kind: 'switch', label: 'boContent.fields.status', asBoolean: true },
    { key: 'publishedAt', kind: 'datetime', label: 'boContent.fields.publishedAt' },
    { key: 'expiresAt', kind: 'datetime', label: 'boContent.fields.expiresAt', optional: true },
  ] satisfies FieldSpec[],
  blank: (): Draft => ({
    title: empty(),
    body: empty(),
    active: true,
    publishedAt: hour(0),
    expiresAt: null,
  }),
  preview: noticePreview,
};
