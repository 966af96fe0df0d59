// The mall's texts for its own pages (our choice; the specification names the screens "About" and
// "How to get here" but no fields): `about` (rich text, HTML as the platform's editors write it) and
// one `map_way_<mode>` per travel mode of `map_way_items_names` (car, public-transport → map_way_public_transport,
// bike, walk), in the mall's `translations`; `gallery`, photos of the centre for the about page.
// beta lacks `map_way_public_transport` in German on purpose (the translation fallback) and has no
// `map_way_car` text at all (a mode without a text is left out).

import type { ImageUrl } from '../images';
import type { TenantId } from '../tenancy';
import type { Locale } from './i18n';

export interface MallPageTexts {
  about: string;
  map_way_car?: string;
  map_way_public_transport?: string;
  map_way_bike?: string;
  map_way_walk?: string;
}

type Texts = Record<Locale, MallPageTexts>;

const TEXTS: Record<TenantId, Texts> = {
  aupark: {
    en: {
      about: '<p>Aupark stands on the right bank of the Danube, next to the Sad Janka Kráľa park, a few minutes from the Old Town across the SNP bridge.</p><p>More than <strong>200 shops</strong>, cafés and restaurants, a multiplex cinema and a fitness centre under one roof, with a terrace overlooking the river.</p><h2>Our services</h2><ul><li>Free Wi-Fi throughout the centre</li><li>Baby-changing rooms and a children\'s corner</li><li>Gift cards valid in most of our shops</li></ul>',
      map_way_car: '<p>From the D1 or D2 motorway take the Petržalka exit and follow Einsteinova street. The car park has entrances from Einsteinova and from Viedenská cesta; the first 2 hours are free.</p>',
      map_way_public_transport: '<p>Buses 80, 83, 84, 88, 93 and 94 stop at <strong>Aupark</strong>, right in front of the main entrance. Trams 1, 3 and 4 stop at Šafárikovo námestie, a 10-minute walk across the bridge.</p>',
      map_way_bike: '<p>Cycle paths along the Danube lead straight to the centre. Covered bicycle racks are at the entrance from the park.</p>',
      map_way_walk: '<p>From the Old Town walk across the SNP bridge (Most SNP) and turn right: the centre is at the end of the park, about 15 minutes on foot.</p>',
    },
    cz: {
      about: '<p>Aupark stojí na pravém břehu Dunaje, vedle parku Sad Janka Kráľa, pár minut od Starého Města přes Most SNP.</p><p>Více než <strong>200 obchodů</strong>, kaváren a restaurací, multikino a fitness centrum pod jednou střechou, s terasou s výhledem na řeku.</p><h2>Naše služby</h2><ul><li>Wi-Fi zdarma v celém centru</li><li>Přebalovací místnosti a dětský koutek</li><li>Dárkové karty platné ve většině našich obchodů</li></ul>',
      map_way_car: '<p>Z dálnice D1 nebo D2 sjeďte na Petržalku a pokračujte po Einsteinově ulici. Do parkoviště se vjíždí z Einsteinovy ulice a z Vídeňské cesty; první 2 hodiny jsou zdarma.</p>',
      map_way_public_transport: '<p>Autobusy 80, 83, 84, 88, 93 a 94 zastavují na zastávce <strong>Aupark</strong> přímo před hlavním vchodem. Tramvaje 1, 3 a 4 staví na Šafárikově náměstí, 10 minut chůze přes most.</p>',
      map_way_bike: '<p>Cyklostezky podél Dunaje vedou až k centru. Krytá stojanová místa pro kola najdete u vchodu z parku.</p>',
      map_way_walk: '<p>Ze Starého Města přejděte Most SNP a zahněte doprava: centrum je na konci parku, asi 15 minut pěšky.</p>',
    },
    sk: {
      about: '<p>Aupark stojí na pravom brehu Dunaja, vedľa parku Sad Janka Kráľa, pár minút od Starého Mesta cez Most SNP.</p><p>Viac ako <strong>200 obchodov</strong>, kaviarní a reštaurácií, multikino a fitnescentrum pod jednou strechou, s terasou s výhľadom na rieku.</p><h2>Naše služby</h2><ul><li>Wi-Fi zadarmo v celom centre</li><li>Prebaľovacie miestnosti a detský kútik</li><li>Darčekové karty platné vo väčšine našich obchodov</li></ul>',
      map_way_car: '<p>Z diaľnice D1 alebo D2 zíďte na Petržalku a pokračujte po Einsteinovej ulici. Do parkoviska sa vchádza z Einsteinovej ulice a z Viedenskej cesty; prvé 2 hodiny sú zadarmo.</p>',
      map_way_public_transport: '<p>Autobusy 80, 83, 84, 88, 93 a 94 zastavujú na zastávke <strong>Aupark</strong> priamo pred hlavným vchodom. Električky 1, 3 a 4 stoja na Šafárikovom námestí, 10 minút chôdze cez most.</p>',
      map_way_bike: '<p>Cyklotrasy pozdĺž Dunaja vedú až k centru. Kryté stojany na bicykle nájdete pri vchode z parku.</p>',
      map_way_walk: '<p>Zo Starého Mesta prejdite cez Most SNP a odbočte doprava: centrum je na konci parku, asi 15 minút pešo.</p>',
    },
    de: {
      about: '<p>Aupark liegt am rechten Donauufer neben dem Park Sad Janka Kráľa, wenige Minuten von der Altstadt über die SNP-Brücke.</p><p>Mehr als <strong>200 Geschäfte</strong>, Cafés und Restaurants, ein Multiplex-Kino und ein Fitnesscenter unter einem Dach, mit einer Terrasse über dem Fluss.</p><h2>Unsere Services</h2><ul><li>Kostenloses WLAN im ganzen Zentrum</li><li>Wickelräume und eine Kinderecke</li><li>Geschenkkarten, gültig in den meisten unserer Geschäfte</li></ul>',
      map_way_car: '<p>Von der Autobahn D1 oder D2 nehmen Sie die Ausfahrt Petržalka und folgen der Einsteinova. Das Parkhaus hat Einfahrten von der Einsteinova und der Viedenská cesta; die ersten 2 Stunden sind kostenlos.</p>',
      map_way_public_transport: '<p>Die Buslinien 80, 83, 84, 88, 93 und 94 halten an der Haltestelle <strong>Aupark</strong> direkt vor dem Haupteingang. Die Straßenbahnen 1, 3 und 4 halten am Šafárikovo námestie, 10 Minuten zu Fuß über die Brücke.</p>',
      map_way_bike: '<p>Radwege entlang der Donau führen direkt zum Zentrum. Überdachte Fahrradständer finden Sie am Eingang vom Park.</p>',
      map_way_walk: '<p>Gehen Sie von der Altstadt über die SNP-Brücke (Most SNP) und biegen Sie rechts ab: Das Zentrum liegt am Ende des Parks, etwa 15 Minuten zu Fuß.</p>',
    },
  },
  galerieharfa: {
    en: {
      about: '<p>Galerie Harfa is part of the Harfa Business Center in Prague 9, right next to the O2 arena and the Českomoravská metro station.</p><p>Fashion, electronics and home shops, a food court with a view of the city and a <strong>roof garden</strong> with a children\'s playground and a sports ground.</p>',
      map_way_public_transport: '<p>Metro line B to <strong>Českomoravská</strong>: the exit leads straight into the centre. Trams 8 and 25 and buses 136 and 151 stop at the same station.</p>',
      map_way_car: '<p>From the Prague ring road take the Kbely exit towards the centre and follow Českomoravská street. The multi-storey car park is entered from Kolbenova street.</p>',
      map_way_walk: '<p>From the Vysočany railway station it is a 10-minute walk along Českomoravská street.</p>',
    },
    cz: {
      about: '<p>Galerie Harfa je součástí komplexu Harfa Business Center v Praze 9, hned vedle O2 areny a stanice metra Českomoravská.</p><p>Módní, elektro a bytové obchody, food court s výhledem na město a <strong>střešní zahrada</strong> s dětským hřištěm a sportovištěm.</p>',
      map_way_public_transport: '<p>Metrem linky B do stanice <strong>Českomoravská</strong>: výstup vede přímo do centra. Na téže zastávce staví tramvaje 8 a 25 a autobusy 136 a 151.</p>',
      map_way_car: '<p>Z Pražského okruhu sjeďte na Kbely směrem do centra a pokračujte po Českomoravské ulici. Do parkovacího domu se vjíždí z Kolbenovy ulice.</p>',
      map_way_walk: '<p>Od nádraží Praha-Vysočany je to 10 minut chůze po Českomoravské ulici.</p>',
    },
    sk: {
      about: '<p>Galerie Harfa je súčasťou komplexu Harfa Business Center v Prahe 9, hneď vedľa O2 arény a stanice metra Českomoravská.</p><p>Módne, elektro a bytové obchody, food court s výhľadom na mesto a <strong>strešná záhrada</strong> s detským ihriskom a športoviskom.</p>',
      map_way_public_transport: '<p>Metrom linky B do stanice <strong>Českomoravská</strong>: výstup vedie priamo do centra. Na tej istej zastávke stoja električky 8 a 25 a autobusy 136 a 151.</p>',
      map_way_car: '<p>Z Pražského okruhu zíďte na Kbely smerom do centra a pokračujte po Českomoravskej ulici. Do parkovacieho domu sa vchádza z Kolbenovej ulice.</p>',
      map_way_walk: '<p>Od stanice Praha-Vysočany je to 10 minút chôdze po Českomoravskej ulici.</p>',
    },
    de: {
      about: '<p>Die Galerie Harfa gehört zum Harfa Business Center in Prag 9, direkt neben der O2 Arena und der U-Bahn-Station Českomoravská.</p><p>Mode-, Elektronik- und Wohngeschäfte, ein Food Court mit Blick über die Stadt und ein <strong>Dachgarten</strong> mit Kinderspielplatz und Sportplatz.</p>',
      map_way_public_transport: '<p>Mit der U-Bahn-Linie B bis <strong>Českomoravská</strong>: Der Ausgang führt direkt ins Zentrum. An derselben Haltestelle halten die Straßenbahnen 8 und 25 und die Busse 136 und 151.</p>',
      map_way_car: '<p>Vom Prager Ring nehmen Sie die Ausfahrt Kbely Richtung Zentrum und folgen der Českomoravská. Die Einfahrt ins Parkhaus liegt in der Kolbenova.</p>',
      map_way_walk: '<p>Vom Bahnhof Praha-Vysočany sind es 10 Minuten zu Fuß die Českomoravská entlang.</p>',
    },
  },
  novoplaza: {
    en: {
      about: '<p>Novo Plaza is the neighbourhood centre of Dolní Měcholupy and Štěrboholy, with a <strong>hypermarket open from 6 a.m.</strong>, a drugstore, a pharmacy, a post office and everyday services.</p><p>Parking is free and right by the entrance.</p>',
      map_way_car: '<p>From the D1 motorway take the Průhonice exit and continue along Kutnohorská towards Dolní Měcholupy. The free car park has 800 spaces.</p>',
      map_way_public_transport: '<p>Buses 163, 223 and 229 stop at <strong>Novo Plaza</strong>. From the Depo Hostivař metro station (line A) take bus 229, three stops.</p>',
    },
    cz: {
      about: '<p>Novo Plaza je sousedské centrum Dolních Měcholup a Štěrbohol s <strong>hypermarketem otevřeným od 6 hodin</strong>, drogerií, lékárnou, poštou a službami na každý den.</p><p>Parkování je zdarma a přímo u vchodu.</p>',
      map_way_car: '<p>Z dálnice D1 sjeďte na Průhonice a pokračujte po Kutnohorské směrem na Dolní Měcholupy. Parkoviště zdarma má 800 míst.</p>',
      map_way_public_transport: '<p>Autobusy 163, 223 a 229 staví na zastávce <strong>Novo Plaza</strong>. Od stanice metra Depo Hostivař (linka A) jeďte autobusem 229 tři zastávky.</p>',
    },
    sk: {
      about: '<p>Novo Plaza je susedské centrum Dolných Měcholup a Štěrbohol s <strong>hypermarketom otvoreným od 6. hodiny</strong>, drogériou, lekárňou, poštou a službami na každý deň.</p><p>Parkovanie je zadarmo a priamo pri vchode.</p>',
      map_way_car: '<p>Z diaľnice D1 zíďte na Průhonice a pokračujte po Kutnohorskej smerom na Dolní Měcholupy. Bezplatné parkovisko má 800 miest.</p>',
      map_way_public_transport: '<p>Autobusy 163, 223 a 229 zastavujú na zastávke <strong>Novo Plaza</strong>. Od stanice metra Depo Hostivař (linka A) choďte autobusom 229 tri zastávky.</p>',
    },
    de: {
      about: '<p>Novo Plaza ist das Nachbarschaftszentrum von Dolní Měcholupy und Štěrboholy, mit einem <strong>Hypermarkt, der ab 6 Uhr geöffnet ist</strong>, einer Drogerie, einer Apotheke, einer Post und Dienstleistungen für jeden Tag.</p><p>Das Parken ist kostenlos und direkt am Eingang.</p>',
      map_way_car: '<p>Von der Autobahn D1 nehmen Sie die Ausfahrt Průhonice und fahren auf der Kutnohorská weiter Richtung Dolní Měcholupy. Der kostenlose Parkplatz hat 800 Stellplätze.</p>',
      map_way_public_transport: '<p>Die Busse 163, 223 und 229 halten an der Haltestelle <strong>Novo Plaza</strong>. Von der U-Bahn-Station Depo Hostivař (Linie A) fahren Sie mit dem Bus 229 drei Haltestellen.</p>',
    },
  },
  europasc: {
    en: {
      about: '<p>Europa Shopping Center stands in the heart of Banská Bystrica, a short walk from SNP Square and the Slovak National Uprising Museum.</p><p>Shops, a <strong>cinema</strong>, a food court, a fitness centre and offices in one building, with an underground car park.</p>',
      map_way_car: '<p>From the R1 expressway take the Banská Bystrica – centrum exit and follow Na Troskách street. The underground car park is entered from Na Troskách.</p>',
      map_way_public_transport: '<p>City buses 1, 7, 11 and 22 stop at <strong>Európa SC</strong>. The bus and railway stations are a 10-minute walk away.</p>',
      map_way_walk: '<p>From SNP Square walk along Československej armády street and cross at the traffic lights: about 7 minutes.</p>',
    },
    cz: {
      about: '<p>Europa Shopping Center stojí v srdci Banské Bystrice, kousek od náměstí SNP a Muzea Slovenského národního povstání.</p><p>Obchody, <strong>kino</strong>, food court, fitness centrum a kanceláře v jedné budově, s podzemním parkovištěm.</p>',
      map_way_car: '<p>Z rychlostní silnice R1 sjeďte na Banská Bystrica – centrum a pokračujte ulicí Na Troskách. Do podzemního parkoviště se vjíždí z ulice Na Troskách.</p>',
      map_way_public_transport: '<p>Městské autobusy 1, 7, 11 a 22 staví na zastávce <strong>Európa SC</strong>. Autobusové a vlakové nádraží je 10 minut chůze.</p>',
      map_way_walk: '<p>Z náměstí SNP jděte ulicí Československej armády a přejděte na semaforech: asi 7 minut.</p>',
    },
    sk: {
      about: '<p>Europa Shopping Center stojí v srdci Banskej Bystrice, kúsok od námestia SNP a Múzea Slovenského národného povstania.</p><p>Obchody, <strong>kino</strong>, food court, fitnescentrum a kancelárie v jednej budove, s podzemným parkoviskom.</p>',
      map_way_car: '<p>Z rýchlostnej cesty R1 zíďte na Banská Bystrica – centrum a pokračujte ulicou Na Troskách. Do podzemného parkoviska sa vchádza z ulice Na Troskách.</p>',
      map_way_public_transport: '<p>Mestské autobusy 1, 7, 11 a 22 stoja na zastávke <strong>Európa SC</strong>. Autobusová a železničná stanica sú 10 minút chôdze.</p>',
      map_way_walk: '<p>Z námestia SNP choďte ulicou Československej armády a prejdite na semaforoch: asi 7 minút.</p>',
    },
    de: {
      about: '<p>Das Europa Shopping Center liegt im Herzen von Banská Bystrica, wenige Schritte vom SNP-Platz und dem Museum des Slowakischen Nationalaufstands.</p><p>Geschäfte, ein <strong>Kino</strong>, ein Food Court, ein Fitnesscenter und Büros in einem Gebäude, mit einer Tiefgarage.</p>',
      map_way_car: '<p>Von der Schnellstraße R1 nehmen Sie die Ausfahrt Banská Bystrica – centrum und folgen der Na Troskách. Die Einfahrt in die Tiefgarage liegt in der Na Troskách.</p>',
      map_way_public_transport: '<p>Die Stadtbusse 1, 7, 11 und 22 halten an der Haltestelle <strong>Európa SC</strong>. Busbahnhof und Bahnhof sind 10 Minuten zu Fuß entfernt.</p>',
      map_way_walk: '<p>Vom SNP-Platz gehen Sie die Československej armády entlang und überqueren die Ampel: etwa 7 Minuten.</p>',
    },
  },
  beta: {
    en: {
      about: '<p>Beta Mall is a demo centre for trying the platform: its shops, offers and events are made up.</p>',
      map_way_public_transport: '<p>Metro line A or B to <strong>Můstek</strong>, then a 5-minute walk.</p>',
    },
    cz: {
      about: '<p>Beta Mall je ukázkové centrum pro vyzkoušení platformy: jeho obchody, nabídky a akce jsou smyšlené.</p>',
      map_way_public_transport: '<p>Metrem linky A nebo B do stanice <strong>Můstek</strong>, pak 5 minut pěšky.</p>',
    },
    sk: {
      about: '<p>Beta Mall je ukážkové centrum na vyskúšanie platformy: jeho obchody, ponuky a podujatia sú vymyslené.</p>',
      map_way_public_transport: '<p>Metrom linky A alebo B do stanice <strong>Můstek</strong>, potom 5 minút pešo.</p>',
    },
    de: {
      about: '<p>Beta Mall ist ein Demo-Zentrum zum Ausprobieren der Plattform: Seine Geschäfte, Angebote und Veranstaltungen sind erfunden.</p>',
    },
  },
};

/** The page texts of a tenant's mall in one locale (spread into the mall's translation record). */
export function mallPageTexts(tenant: TenantId, locale: Locale): Partial<MallPageTexts> {
  return TEXTS[tenant][locale];
}

/** Photos of the centre (our choice: the mall's `gallery`, absolute image URLs), for the about page. */
export function mallGallery(tenant: TenantId, image: ImageUrl, name: string): string[] {
  const count = tenant === 'beta' ? 1 : 3;
  const captions = ['Entrance', 'Main hall', 'Food court'];
  return captions.slice(0, count).map((caption, n) => image('picture', `mall-gallery-${n + 1}`, `${name} – ${caption}`));
}
