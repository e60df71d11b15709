/**
 * The networks (autonomous systems) of operators in northern Cyprus, whose addresses count as
 * located there. Northern Cyprus has no ISO country code, and no packaged location database
 * places its addresses reliably: the registries file them under CY or TR, GeoLite2 puts KKTC
 * Telekom's blocks in Istanbul and DB-IP puts Kıbrıs Mobile's in Mersin, while the same
 * databases' city data puts parts of both in Lefkoşa, Girne and Gazimağusa. An operator's network
 * is the one fact that does not move with whoever geolocates it, so the rule is: the address
 * belongs to one of these networks in the packaged ASN database (`@ip-location-db/asn`).
 *
 * Chosen (2026-06 data) as networks registered to an organisation of northern Cyprus — its name
 * in the ASN database is KKTC's (Kıbrıs Türk…, KKTC …, "… Ltd." of a KKTC company) or it is the
 * state's own operator, regulator or university — and that DB-IP's city data (CC BY 4.0) places
 * in northern towns or districts (Lefkoşa's Turkish municipality, Girne/Kyrenia, Gazimağusa/
 * Famagusta, Güzelyurt/Morphou, Lapta, İskele/Trikomo) or in Turkey, never in the south's
 * towns. Left out: networks that also serve the south or Turkey at large (Cyta, Epic, Türk
 * Telekom, hosting companies), and Turkish companies (…Ltd. Şti.) with a northern branch.
 * Review with the data: `blocks()` of the ranges lists what each network announces today.
 */
export const NORTHERN_CYPRUS_NETWORKS: ReadonlyMap<number, string> = new Map([
  // Access providers: fixed, mobile and wireless
  [198208, 'KKTC Telekom (the state telecom of the TRNC)'],
  [47883, 'Kıbrıs Mobile Telekomünikasyon (Kuzey Kıbrıs Turkcell)'],
  [62211, 'Vodafone Mobile Operations Ltd. (Vodafone KKTC, formerly KKTC Telsim)'],
  [44558, 'Netonline Bilişim Şirketi Ltd'],
  [208425, 'Osbil Technology Ltd.'],
  [61345, 'Flytom Networks Ltd'],
  [43356, 'Comtech Ticaret Ltd.'],
  [206561, 'AirMax Communication Ltd'],
  [202124, 'Haypem İletişim Limited'],
  [208617, 'PrimeNet Internet Servis Sağlayıcılığı Ltd.'],
  [215454, 'Cyprus Sky Network Global Ltd.'],
  [216436, 'Surface Net Limited'],
  // Institutions of the TRNC with their own network
  [8639, 'Bilgi Teknolojileri ve Haberleşme Kurumu (the TRNC telecom regulator)'],
  [31689, 'Eastern Mediterranean University (Gazimağusa)'],
  [42287, 'KKTC Merkez Bankası'],
  [60596, 'Kıbrıs Türk Kooperatif Merkez Bankası'],
  [62274, 'Kıbrıs İktisat Bankası'],
  [43779, 'Kıbrıs Vakıflar Bankası'],
  [21427, 'Near East Bank'],
  [29483, 'Türk Bankası Ltd'],
  [62187, 'Creditwest Bank'],
  [58109, 'Starcard Banka Kartları Merkezi'],
]);
