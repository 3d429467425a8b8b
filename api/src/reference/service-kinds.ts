// The kinds of service the seed offers, named in every language, and how a seeded service's title and description
// are written from its facts in each language (the API writes French and Arabic at read time: `services.kind`).
import type { CategoryKeyValue } from '@cargora/shared/contracts/schemas';
import { isolate } from '@cargora/shared/server';
import type { Localized, SeedLang } from './localized';
import { cityName, countryName } from './gazetteer';

export interface ServiceKind {
  category: CategoryKeyValue;
  /** The English name a seeded title starts with (and the key older databases are matched by). */
  name: Localized;
}

const kind = (category: CategoryKeyValue, en: string, fr: string, ar: string): ServiceKind => ({ category, name: { en, fr, ar } });

export const SERVICE_KINDS: Record<string, ServiceKind> = {
  fclSea: kind('internationalTransport', 'FCL Sea Freight', 'Fret maritime en conteneur complet (FCL)', 'شحن بحري بحاوية كاملة (FCL)'),
  lclSea: kind('internationalTransport', 'LCL Sea Freight', 'Fret maritime en groupage (LCL)', 'شحن بحري مجمّع (LCL)'),
  airFreight: kind('internationalTransport', 'Air Freight', 'Fret aérien', 'شحن جوي'),
  expressAir: kind('internationalTransport', 'Express Air Courier', 'Messagerie aérienne express', 'بريد جوي سريع'),
  reeferSea: kind('internationalTransport', 'Reefer Sea Freight', 'Fret maritime frigorifique', 'شحن بحري مبرّد'),
  projectCargo: kind('internationalTransport', 'Project Cargo Shipping', 'Transport de colis lourds et hors gabarit', 'شحن البضائع الثقيلة والمشاريع'),
  intlRoad: kind('internationalTransport', 'International Road Freight', 'Transport routier international', 'نقل بري دولي'),
  intlRail: kind('internationalTransport', 'International Rail Freight', 'Transport ferroviaire international', 'شحن دولي بالسكك الحديدية'),
  sameDayVan: kind('domesticTransportcitywide', 'Same-Day Van Delivery', 'Livraison en fourgon le jour même', 'توصيل بشاحنة صغيرة في اليوم نفسه'),
  courierPickup: kind('domesticTransportcitywide', 'Courier Pickup and Drop', 'Enlèvement et livraison par coursier', 'استلام وتسليم عبر مندوب'),
  palletDelivery: kind('domesticTransportcitywide', 'Pallet Delivery', 'Livraison de palettes', 'توصيل المنصات'),
  lastMile: kind('domesticTransportcitywide', 'Last-Mile Delivery', 'Livraison du dernier kilomètre', 'توصيل الميل الأخير'),
  bulkyGoods: kind('domesticTransportcitywide', 'Bulky Goods Delivery', 'Livraison d’objets volumineux', 'توصيل البضائع الضخمة'),
  ftlTrucking: kind('domesticTransportcitytocity', 'FTL Trucking', 'Transport routier en camion complet', 'نقل بري بشاحنة كاملة'),
  ltlPartLoad: kind('domesticTransportcitytocity', 'LTL Part Load', 'Transport routier en lot partiel', 'نقل بري بحمولة جزئية'),
  reeferTrucking: kind('domesticTransportcitytocity', 'Refrigerated Trucking', 'Transport routier frigorifique', 'نقل بري مبرّد'),
  railContainer: kind('domesticTransportcitytocity', 'Rail Container Service', 'Transport ferroviaire de conteneurs', 'نقل الحاويات بالسكك الحديدية'),
  flatbed: kind('domesticTransportcitytocity', 'Flatbed Haulage', 'Transport sur plateau', 'نقل بشاحنة مسطحة'),
  importClearance: kind('customsServices', 'Import Customs Clearance', 'Dédouanement à l’import', 'تخليص جمركي للواردات'),
  exportClearance: kind('customsServices', 'Export Customs Clearance', 'Dédouanement à l’export', 'تخليص جمركي للصادرات'),
  customsBond: kind('customsServices', 'Customs Bond and Duty Deferral', 'Caution douanière et report des droits', 'الضمان الجمركي وتأجيل الرسوم'),
  hsReview: kind('customsServices', 'HS Classification Review', 'Vérification du classement tarifaire (SH)', 'مراجعة التصنيف الجمركي (HS)'),
  transitDocs: kind('customsServices', 'Transit Document Handling', 'Gestion des documents de transit', 'إدارة مستندات العبور'),
  generalWarehousing: kind('warehouseServices', 'General Warehousing', 'Entreposage général', 'تخزين عام'),
  bondedWarehousing: kind('warehouseServices', 'Bonded Warehousing', 'Entreposage sous douane', 'تخزين في مستودع جمركي'),
  coldStorage: kind('warehouseServices', 'Cold Storage', 'Entreposage frigorifique', 'تخزين مبرّد'),
  fulfilment: kind('warehouseServices', 'E-commerce Fulfilment', 'Logistique e-commerce', 'خدمات تنفيذ طلبات التجارة الإلكترونية'),
  crossDocking: kind('warehouseServices', 'Cross-Docking', 'Cross-docking', 'المناولة العابرة (Cross-docking)'),
  portAgency: kind('portAgencyServices', 'Port Agency and Vessel Husbandry', 'Agence portuaire et assistance aux navires', 'الوكالة البحرية وخدمة السفن'),
  crewChange: kind('portAgencyServices', 'Crew Change Coordination', 'Coordination des relèves d’équipage', 'تنسيق تبديل الطواقم'),
  shipSupply: kind('portAgencyServices', 'Ship Supply Liaison', 'Avitaillement des navires', 'تنسيق تموين السفن'),
  cargoSuperintendence: kind('portAgencyServices', 'Cargo Superintendence', 'Supervision de la cargaison', 'الإشراف على البضائع'),
  terminalCoordination: kind('portAgencyServices', 'Terminal Coordination', 'Coordination avec le terminal', 'التنسيق مع المحطة'),
  freightBrokerage: kind('brokerageServices', 'Freight Brokerage', 'Courtage de fret', 'وساطة الشحن'),
  charterBrokerage: kind('brokerageServices', 'Charter Brokerage', 'Courtage d’affrètement', 'وساطة تأجير السفن'),
  tradeFinance: kind('brokerageServices', 'Trade Finance Advisory', 'Conseil en financement du commerce', 'استشارات تمويل التجارة'),
  rateNegotiation: kind('brokerageServices', 'Freight Rate Negotiation', 'Négociation des tarifs de fret', 'التفاوض على أسعار الشحن'),
  carrierSourcing: kind('brokerageServices', 'Carrier Sourcing', 'Sélection de transporteurs', 'اختيار شركات النقل'),
};

/** The kind whose English name a title starts with, or undefined (an agent's own title). */
export function kindOfTitle(title: string): string | undefined {
  return Object.entries(SERVICE_KINDS).find(([, k]) => title.startsWith(`${k.name.en} `))?.[0];
}

/** The kind key of an English service name (the seed's names). */
export function kindKey(englishName: string): string {
  const found = Object.entries(SERVICE_KINDS).find(([, k]) => k.name.en === englishName);
  if (!found) throw new Error(`unknown service kind ${englishName}`);
  return found[0];
}

export interface ServiceFacts {
  kind: string;
  originCountry: string;
  originCity: string;
  destinationCountry: string;
  destinationCity: string;
  transitDays: number;
  /** The longest usual transit (absent or equal: one figure). */
  transitDaysMax?: number | null;
  /** A service that does not move goods: its lead or processing time in days (no transit then). */
  leadDays?: number | null;
  currency: string;
  protectionFee: string;
  agentName: string;
  distanceKm: number;
}

/** "1 day", "3 jours", "يومان", "11 يومًا": the counted day in each language's plural rules. */
export function days(n: number, lang: SeedLang): string {
  if (lang === 'en') return n === 1 ? '1 day' : `${n} days`;
  if (lang === 'fr') return n <= 1 ? `${n} jour` : `${n} jours`;
  switch (new Intl.PluralRules('ar').select(n)) {
    case 'one':
      return 'يوم واحد';
    case 'two':
      return 'يومان';
    case 'few':
      return `${n} أيام`;
    case 'many':
      return `${n} يومًا`;
    default:
      return `${n} يوم`;
  }
}

const INTERNATIONAL: CategoryKeyValue[] = ['internationalTransport', 'domesticTransportcitytocity'];

/**
 * A seeded service's title and description in one language, from its facts. English is what the seed stores; French
 * and Arabic are written by the API when asked. Services within one place read "in <city>", never "X → X".
 */
export function describeService(s: ServiceFacts, lang: SeedLang): { title: string; description: string } {
  const k = SERVICE_KINDS[s.kind];
  if (!k) throw new Error(`unknown service kind ${s.kind}`);
  const name = k.name[lang];
  const oCity = cityName(s.originCountry, s.originCity, lang);
  const dCity = cityName(s.destinationCountry, s.destinationCity, lang);
  const oCountry = countryName(s.originCountry, lang);
  const dCountry = countryName(s.destinationCountry, lang);
  const lane = INTERNATIONAL.includes(k.category) && !(s.originCity === s.destinationCity && s.originCountry === s.destinationCountry);
  const agent = s.agentName.replace(/\.$/, '');
  const max = s.transitDaysMax ?? s.transitDays;
  const range = max > s.transitDays ? `${s.transitDays}–${days(max, lang)}` : days(s.transitDays, lang);
  const lead = s.leadDays === null || s.leadDays === undefined ? undefined : days(s.leadDays, lang);
  const distance = s.distanceKm > 0 ? new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : lang).format(s.distanceKm) : '';
  if (lang === 'fr') {
    const where = lane ? `de ${oCity} (${oCountry}) à ${dCity} (${dCountry})` : `à ${oCity} (${oCountry})`;
    return {
      title: lane ? `${name} ${oCity} → ${dCity}` : `${name} à ${oCity}`,
      description:
        `${name} ${where}, assuré par ${agent}. ` +
        (distance ? `Trajet d’environ ${distance} km. ` : '') +
        (lead ? `Mise en place sous ${lead}` : `Transit habituel : ${range}`) +
        ` ; prix de départ pour un chargement standard en ${s.currency} ; saisissez votre chargement pour son prix tout compris.` +
        (s.protectionFee ? ` Protection de la marchandise disponible pour ${s.protectionFee.replace('.', ',').replace('%', '\u00a0%')} de la valeur déclarée.` : ''),
    };
  }
  if (lang === 'ar') {
    const where = lane ? `من ${oCity}، ${oCountry} إلى ${dCity}، ${dCountry}` : `في ${oCity}، ${oCountry}`;
    return {
      // Each city isolated, so a Latin name keeps the arrow pointing the Arabic way (origin on the right).
      title: lane ? `${name} ${isolate(oCity)} ← ${isolate(dCity)}` : `${name} في ${oCity}`,
      description:
        `${name} ${where}، تقدّمها ${isolate(agent)}. ` +
        (distance ? `تبلغ المسافة نحو ${distance} كم. ` : '') +
        (lead ? `مدة التجهيز ${lead}` : `مدة العبور المعتادة ${range}`) +
        `، والسعر المعروض سعر ابتدائي لحمولة قياسية بعملة ${s.currency}؛ أدخل بيانات حمولتك لمعرفة سعرها الشامل.` +
        (s.protectionFee ? ` تتوفر حماية البضائع مقابل ${s.protectionFee} من القيمة المصرّح بها.` : ''),
    };
  }
  const where = lane ? `from ${s.originCity}, ${oCountry} to ${s.destinationCity}, ${dCountry}` : `in ${s.originCity}, ${oCountry}`;
  return {
    title: lane ? `${name} ${s.originCity} → ${s.destinationCity}` : `${name} in ${s.originCity}`,
    description:
      `${name} ${where}, operated by ${agent}. ` +
      (distance ? `About ${distance} km. ` : '') +
      (lead ? `Lead time ${lead}` : `Typical transit ${range}`) +
      `; starting price for a standard load in ${s.currency}; enter your load for its all-in price.` +
      (s.protectionFee ? ` Cargo protection available at ${s.protectionFee} of declared value.` : ''),
  };
}
