import type { BottomBarInfo, SocialMediaLinks } from '@lale/contract/cms-links';
import type { InformationType } from '@lale/contract/constants';
import type { LocalizedText } from '@lale/contract/site';

interface InformationSeed {
  title: LocalizedText;
  body: LocalizedText;
}

/** Fictional handles of the operator on each network (SPEC §3). */
const socialLinks: SocialMediaLinks = {
  facebook: 'https://www.facebook.com/laleresmi',
  twitter: 'https://x.com/laleresmi',
  instagram: 'https://www.instagram.com/laleresmi',
  youtube: 'https://www.youtube.com/@laleresmi',
  reddit: 'https://www.reddit.com/r/laleresmi',
  telegram: 'https://t.me/laleresmi',
  whatsapp: 'https://whatsapp.com/channel/laleresmi',
  google: 'https://g.page/laleresmi',
  pinterest: 'https://www.pinterest.com/laleresmi',
};

/** The quick-access bar: support over messaging apps, the live stream, the bonus claim. */
const quickLinks: BottomBarInfo = {
  whatsapp: 'https://wa.me/905550000000',
  telegram: 'https://t.me/lale_destek',
  liveStreamUrl: 'https://www.youtube.com/@laleresmi/live',
  bonusClaimPath: '/promotions',
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * The information records of SPEC §3, one per InfType, in both languages: HTML pages, and
 * JSON for the structured types (cms-links.ts).
 */
export const informationPages: Record<InformationType, InformationSeed> = {
  SiteInformation: {
    title: { tr: 'Hakkımızda', en: 'About us' },
    body: {
      tr:
        '<h2>Lale</h2>' +
        p(
          'Lale; slot oyunları, canlı casino masaları, sanal oyunlar ve turnuvalarla eğlenceyi güvenle sunan bir çevrimiçi oyun sitesidir.',
          'Oyunlarımızın sonuçları kanıtlanabilir adil yöntemlerle belirlenir, bakiyeniz çift taraflı muhasebe kayıtlarıyla korunur ve hesabınız iki adımlı doğrulama ile güvendedir.',
          'Destek ekibimiz her gün 7/24 yanınızdadır.',
        ),
      en:
        '<h2>Lale</h2>' +
        p(
          'Lale is an online gaming site offering slots, live casino tables, virtual games and tournaments, safely.',
          'Game outcomes are provably fair, your balance is protected by double-entry accounting and your account by two-step verification.',
          'Our support team is with you every day, around the clock.',
        ),
    },
  },
  DomainBilgi: {
    title: { tr: 'Alan adı bilgisi', en: 'Domain information' },
    body: {
      tr: p(
        'Güncel adresimiz <strong>lale.example</strong>. Adresimiz değişirse yenisini sosyal medya hesaplarımızdan duyururuz.',
      ),
      en: p(
        'Our current address is <strong>lale.example</strong>. If it changes, we announce the new one on our social media accounts.',
      ),
    },
  },
  bottomBarInfo: {
    title: { tr: 'Hızlı erişim', en: 'Quick access' },
    body: {
      tr: JSON.stringify({
        ...quickLinks,
        notice: '18 yaşından küçüklerin oyun oynaması yasaktır. Lütfen sorumlu oynayın.',
      } satisfies BottomBarInfo),
      en: JSON.stringify({
        ...quickLinks,
        notice: 'Players under 18 may not play. Please play responsibly.',
      } satisfies BottomBarInfo),
    },
  },
  SocialMediaLinks: {
    title: { tr: 'Sosyal medya', en: 'Social media' },
    body: { tr: JSON.stringify(socialLinks), en: JSON.stringify(socialLinks) },
  },
  SorumluOyunculuk: {
    title: { tr: 'Sorumlu Oyunculuk', en: 'Responsible gaming' },
    body: {
      tr:
        p(
          'Oyun bir eğlence biçimidir, gelir kaynağı değildir. Kaybetmeyi göze alabileceğinizden fazlasını asla yatırmayın.',
        ) +
        list(
          'Oyun için bir bütçe ve süre belirleyin.',
          'Kayıplarınızı telafi etmek için oynamayın.',
          'Mola verin; hesabınızı geçici olarak kapatmak için destek ekibine yazın.',
        ),
      en:
        p(
          'Gaming is entertainment, not a source of income. Never deposit more than you can afford to lose.',
        ) +
        list(
          'Set a budget and a time limit for play.',
          'Do not chase your losses.',
          'Take breaks; write to support to close your account for a while.',
        ),
    },
  },
  SSSinformation: {
    title: { tr: 'Sıkça Sorulan Sorular', en: 'Frequently asked questions' },
    body: {
      tr:
        '<h3>Nasıl üye olurum?</h3>' +
        p(
          'Sağ üstteki “Kayıt Ol” düğmesiyle formu doldurun ve e-postanıza gelen bağlantıyla hesabınızı doğrulayın.',
        ) +
        '<h3>Para çekme ne kadar sürer?</h3>' +
        p('Talepler finans ekibimizin onayından sonra aynı gün içinde gönderilir.'),
      en:
        '<h3>How do I sign up?</h3>' +
        p(
          'Use the “Register” button at the top right, fill in the form and confirm your account from the link in your email.',
        ) +
        '<h3>How long does a withdrawal take?</h3>' +
        p('Requests are paid the same day once our finance team has approved them.'),
    },
  },
  GenelKurallar: {
    title: { tr: 'Genel Kurallar', en: 'General rules' },
    body: {
      tr: list(
        'Her kişi yalnızca bir hesap açabilir.',
        'Hesap bilgileri kimlik bilgileriyle aynı olmalıdır.',
        'KKTC vatandaşları ve kimlik sahipleri, KKTC sınırları içinde yaşıyorlarsa canlı casino, slot ve spor bahisleri oynayamaz.',
      ),
      en: list(
        'Each person may open only one account.',
        'Account details must match the holder’s identity documents.',
        'Citizens or ID holders of the TRNC living within its borders may not play live casino, slots or sports bets.',
      ),
    },
  },
  GizlilikBilgisi: {
    title: { tr: 'Şartlar ve Gizlilik', en: 'Terms and privacy' },
    body: {
      tr: p(
        'Kişisel verileriniz yalnızca hizmeti sunmak, yasal yükümlülükleri yerine getirmek ve hesabınızı korumak için işlenir.',
        'Şifreniz geri döndürülemez biçimde saklanır; hiçbir çalışanımız şifrenizi göremez.',
      ),
      en: p(
        'Your personal data is processed only to provide the service, meet legal obligations and protect your account.',
        'Your password is stored irreversibly; no member of staff can see it.',
      ),
    },
  },
  FinancialsInformation: {
    title: { tr: 'Finansal Bilgiler', en: 'Financial information' },
    body: {
      tr: p(
        'Havale/EFT, Cep Havale ve ön ödemeli kartlarla para yatırabilir, banka hesabınıza çekebilirsiniz. Her yöntemin alt ve üst limitleri yatırma ekranında gösterilir.',
      ),
      en: p(
        'You can deposit by bank transfer, mobile bank transfer and prepaid cards, and withdraw to your bank account. Each method’s minimum and maximum are shown on the deposit screen.',
      ),
    },
  },
  CasinoKurallari: {
    title: { tr: 'Casino Kuralları', en: 'Casino rules' },
    body: {
      tr: p(
        'Her oyunun kuralları, ödeme tablosu ve teorik geri ödeme oranı (RTP) oyun ekranında gösterilir. Bağlantı kesilirse yarım kalan el kaldığı yerden devam eder.',
      ),
      en: p(
        'Each game shows its rules, paytable and theoretical return to player (RTP) on its screen. If the connection drops, an unfinished round resumes where it stopped.',
      ),
    },
  },
  BahisKurallari: {
    title: { tr: 'Bahis Kuralları', en: 'Bet rules' },
    body: {
      tr: p(
        'Kuponlar maç başlamadan önce onaylanmalıdır. Ertelenen karşılaşmalar 1.00 oranla değerlendirilir.',
      ),
      en: p(
        'Coupons must be confirmed before the match starts. Postponed matches are settled at odds of 1.00.',
      ),
    },
  },
  PromoSart: {
    title: { tr: 'Bonus Kuralları', en: 'Bonus rules' },
    body: {
      tr: list(
        'Hoş geldin bonusu ilk yatırıma %50, en fazla 999 TL olarak verilir.',
        'Çevrim şartı olan bonuslarda çevrim tamamlanmadan çekim yapılamaz.',
        'Yatırım bonusu %20 olarak çevrimsiz verilir.',
      ),
      en: list(
        'The welcome bonus is 50% of the first deposit, up to 999 TRY.',
        'Bonuses with wagering cannot be withdrawn before the wagering is complete.',
        'The 20% deposit bonus comes without wagering.',
      ),
    },
  },
};
