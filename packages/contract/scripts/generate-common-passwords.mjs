// Writes src/validators/common-passwords.data.ts: the passwords people pick most, folded to
// lower case. The seeds below are written out by hand from the well-known top of public leak
// statistics (Mark Burnett's public-domain corpus and its like) plus Turkish favourites; the
// variants add the digit and symbol endings people append to satisfy "one number" rules.
// Run: node packages/contract/scripts/generate-common-passwords.mjs
import fs from 'node:fs/promises';

const TOP = `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123
baseball abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang
1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1
jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou
2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle
jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger
princess joshua cheese amanda summer love ashley 6969 nicole chelsea biteme matthew access yankees
987654321 dallas austin thunder taylor matrix william corvette hello martin heather secret merlin
diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick
internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey
chicken sparky snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung
andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar
monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore
banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701
coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333
oliver redsox player nikita knight fender barney midnight please brandy chicago badboy slayer rangers
charles angel flower rabbit wizard bigdick jasper enter rachel chris steven winner adidas victoria
natasha 1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola casper james 232323
raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309 panther lauren
angela thx1138 angels madison winston shannon mike toyota blowjob jordan23 canada sophie apples
tiger garfield cameron 7654321 spanky 1q2w3e iloveu asdf1234 passw0rd p@ssw0rd password1 password12
password123 admin admin123 administrator root toor login welcome1 qwerty123 qwerty1 abc12345 abcd1234
aa123456 a123456 123456a 123abc 1qazxsw2 zaq12wsx zaq1zaq1 qwe123 asd123 zxc123 1a2b3c4d 147258369
147258 159357 741852963 963852741 123456789a 1234567a 12341234 11223344 123456654321 qwertyui
asdfghjkl zxcvbnm1 qazwsxedc 1qaz2wsx3edc !qaz2wsx qwerty12 iloveyou1 princess1 sunshine1 football1
monkey1 charlie1 donald superman1 letmein1 trustno1 starwars1 freedom1 whatever1 dragon1 master1
michael1 jordan1 hello123 welcome123 changeme default guest user test123 test1234 secret123
pokemon minecraft naruto batman1 spiderman ironman liverpool manchester barcelona realmadrid chelsea1
juventus ronaldo messi neymar zidane beckham google facebook youtube instagram linkedin twitter
samsung1 iphone apple123 nokia lenovo dell hp asus windows linux ubuntu android pokemon1 hellokitty
lovely babygirl baby1234 mylove loveme iloveyou2 fuckyou1 sexy cutie angel1 blink182 metallica
nirvana eminem beatles pinkfloyd queen kiss rockyou rockstar music guitar1 piano dance
dolphin butterfly flower1 sunflower rainbow purple1 blue green red black white pink orange1
jesus christ god heaven faith blessed trinity church bible lord allah muhammad
family friends friend school student teacher doctor nurse police army navy soldier
summer1 winter1 spring autumn january february march april may june july august september
october november december monday friday sunday weekend holiday christmas
computer1 internet1 server network system security hacker matrix1 zxcvbn1 asdfgh1 qwertyu
letmein123 passwort motdepasse contrasena senha wachtwoord haslo parol salasana jelszo
lale lale123 casino casino123 bahis bet123 slot slot123 jackpot bonus poker blackjack rulet
roulette kumar sans sansli sanslı sampiyon şampiyon zengin para milyon milyoner kazan kazanc
sifre şifre sifre123 parola parola123 giris giriş deneme deneme123 merhaba selam selamlar
galatasaray fenerbahce fenerbahçe besiktas beşiktaş trabzonspor bursaspor cimbom cimbombom
aslan kartal kanarya gs1905 fb1907 bjk1903 ts1967 ultraslan ultraaslan carsi çarşı
istanbul ankara izmir bursa antalya adana konya trabzon kayseri eskisehir diyarbakir
turkiye türkiye turkey ataturk atatürk mustafakemal bozkurt vatan millet bayrak
askim aşkım askimsin canim canım bebegim bebeğim hayatim hayatım sevgilim seniseviyorum
seviyorum sevgi ask aşk kalbim tatlim tatlım prenses prensesim kral kralice kraliçe
mehmet ahmet mustafa ali ayse ayşe fatma emine zeynep elif hatice hasan huseyin hüseyin
ibrahim ismail osman yusuf murat omer ömer emre burak can cem deniz ece ebru esra merve
ozge özge gizem sibel selin busra büşra kubra kübra yasemin yagmur yağmur damla ceren
hakan serkan volkan erkan gokhan gökhan onur baris barış tolga kemal orhan kaan arda
efe eren berk kerem yigit yiğit enes furkan halil recep tayyip abdullah muhammed
qwerty12345 1234554321 11112222 1122334455 123123q q123456 123qweasd 1qaz1qaz qweasdzxc
102030 10203040 112233445566 121314 123654789 147852 147852369 159951 252525 456789 5201314
520520 666999 741852 753951 789456 789456123 800800 852456 951753 987456 999888`;

const BASES = `password pass qwerty admin welcome letmein monkey dragon master shadow sunshine
princess football baseball superman batman iloveyou charlie michael jordan hello freedom
whatever starwars login secret summer winter love angel tiger lucky money killer hunter
pepper ginger cookie flower soccer hockey chelsea arsenal liverpool barcelona pokemon
naruto google samsung apple casino bahis slot jackpot bonus poker lale sifre parola giris
deneme merhaba galatasaray fenerbahce besiktas trabzonspor cimbom aslan kartal istanbul
ankara izmir turkiye turkey ataturk askim canim bebegim hayatim sevgilim kral prenses
mehmet ahmet mustafa ali ayse fatma zeynep elif murat emre burak can deniz merve
qwe asd zxc abc abcd test user guest root changeme computer internet matrix family
jesus allah muhammed vatan bozkurt kazan zengin para`;

const SUFFIXES = `1 12 123 1234 12345 123456 2 3 7 9 0 00 01 007 11 13 21 22 23 69 77 88 99 100 111
123! 1! ! !! @ @123 # 1903 1905 1907 1967 1923 1453 1970 1980 1985 1990 1995 1999 2000 2001 2002
2005 2010 2015 2018 2019 2020 2021 2022 2023 2024 2025 2026 34 06 35 16 07 61 01`;

const PREFIXES = new Set(['1', '12', '123', '1234']);
const words = (text) => text.split(/\s+/).filter(Boolean);
// Folds case and Turkish letters exactly as the checker does (validators/search.ts foldTurkish).
const fold = (text) =>
  text.replace(/[İIı]/g, 'i').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

const seen = new Set();
const add = (word) => {
  const folded = fold(word);
  if (folded.length >= 6 && !/\s/.test(folded)) seen.add(folded);
};
for (const word of words(TOP)) add(word);
for (const base of words(BASES))
  for (const suffix of words(SUFFIXES)) {
    add(base + suffix);
    if (PREFIXES.has(suffix)) add(suffix + base);
  }
for (let year = 1950; year <= 2026; year++) add(`${year}${year}`);
for (const digit of '0123456789') for (let n = 6; n <= 12; n++) add(digit.repeat(n));

const list = [...seen].sort();
const out = new URL('../src/validators/common-passwords.data.ts', import.meta.url);
await fs.writeFile(
  out,
  `// Generated by scripts/generate-common-passwords.mjs; do not edit by hand.\n` +
    `/** ${list.length} very common passwords, folded (lower case, Turkish letters to ASCII), one per line. */\n` +
    `export const COMMON_PASSWORDS_TEXT = \`\n${list.join('\n')}\n\`;\n`,
);
console.log(`${list.length} passwords written to ${out.pathname}`);
