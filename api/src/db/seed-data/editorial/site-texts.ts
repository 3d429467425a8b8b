// Subscription packages, the queue item and the seven categories' names and descriptions, in English, French and Arabic.
import type { CategoryKeyValue } from '@cargora/shared/contracts';
import type { PackageSeed, QueueItemSeed } from '../content-types';
import type { Localized } from '../../../reference/localized';

export const PACKAGES: PackageSeed[] = [
  {
    name: { en: 'Starter', fr: 'Découverte', ar: 'البداية' },
    priceUsd: 0, period: 'month', highlighted: false,
    features: {
      en: ['Company profile', 'Up to 5 services', 'Basic storefront'],
      fr: ['Profil d’entreprise', 'Jusqu’à 5 services', 'Vitrine essentielle'],
      ar: ['ملف تعريفي للشركة', 'حتى 5 خدمات', 'واجهة متجر أساسية'],
    },
  },
  {
    name: { en: 'Professional', fr: 'Professionnel', ar: 'الاحترافية' },
    priceUsd: 49, period: 'month', highlighted: true,
    features: {
      en: ['Up to 100 services', 'Verified badge review', 'Storefront analytics', 'Priority support'],
      fr: ['Jusqu’à 100 services', 'Examen pour le badge « vérifié »', 'Statistiques de la vitrine', 'Assistance prioritaire'],
      ar: ['حتى 100 خدمة', 'مراجعة للحصول على شارة التحقق', 'إحصاءات واجهة المتجر', 'دعم ذو أولوية'],
    },
  },
  {
    name: { en: 'Business', fr: 'Entreprise', ar: 'الأعمال' },
    priceUsd: 149, period: 'month', highlighted: false,
    features: {
      en: ['Unlimited services', 'Featured placement in directory', 'Team accounts', 'Dedicated success manager'],
      fr: ['Services illimités', 'Mise en avant dans l’annuaire', 'Comptes d’équipe', 'Chargé de compte dédié'],
      ar: ['خدمات غير محدودة', 'ظهور مميز في الدليل', 'حسابات لفريق العمل', 'مدير نجاح مخصص'],
    },
  },
  {
    name: { en: 'Business Annual', fr: 'Entreprise annuel', ar: 'الأعمال السنوية' },
    priceUsd: 1490, period: 'year', highlighted: false,
    features: {
      en: ['Everything in Business', 'Two months free', 'Quarterly performance review'],
      fr: ['Tout le contenu de l’offre Entreprise', 'Deux mois offerts', 'Bilan de performance trimestriel'],
      ar: ['كل مزايا باقة الأعمال', 'شهران مجانًا', 'مراجعة أداء كل ثلاثة أشهر'],
    },
  },
];

export const QUEUE_ITEM: QueueItemSeed = {
  title: { en: 'Talk to a logistics expert', fr: 'Parler à un expert en logistique', ar: 'تحدّث إلى خبير لوجستي' },
  description: {
    en: 'Not sure which service fits your cargo? Join the queue and a Cargora logistics expert will help you choose a route, a mode and an agent.',
    fr: 'Vous hésitez sur le service adapté à votre marchandise ? Rejoignez la file : un expert logistique de Cargora vous aide à choisir l’itinéraire, le mode de transport et l’agent.',
    ar: 'لست متأكدًا من الخدمة المناسبة لشحنتك؟ انضم إلى قائمة الانتظار وسيساعدك خبير لوجستي من Cargora على اختيار المسار ووسيلة النقل والوكيل.',
  },
  ctaLabel: { en: 'Join the queue', fr: 'Rejoindre la file', ar: 'انضم إلى قائمة الانتظار' },
};

export const CATEGORY_TEXTS: Record<CategoryKeyValue, { name: Localized; description: Localized }> = {
  internationalTransport: {
    name: { en: 'International Transport', fr: 'Transport international', ar: 'النقل الدولي' },
    description: {
      en: 'Sea, air, rail and road freight between countries.',
      fr: 'Fret maritime, aérien, ferroviaire et routier entre pays.',
      ar: 'شحن بحري وجوي وبالسكك الحديدية وبري بين الدول.',
    },
  },
  domesticTransportcitywide: {
    name: { en: 'Domestic Transport CityWide', fr: 'Transport urbain', ar: 'النقل داخل المدينة' },
    description: {
      en: 'Pickups and deliveries within a single city.',
      fr: 'Enlèvements et livraisons au sein d’une même ville.',
      ar: 'استلام وتوصيل داخل مدينة واحدة.',
    },
  },
  domesticTransportcitytocity: {
    name: { en: 'Domestic Transport CitytoCity', fr: 'Transport interurbain', ar: 'النقل بين المدن' },
    description: {
      en: 'Full and part loads between cities of the same country.',
      fr: 'Chargements complets et partiels entre villes d’un même pays.',
      ar: 'حمولات كاملة وجزئية بين مدن البلد الواحد.',
    },
  },
  customsServices: {
    name: { en: 'Customs Services', fr: 'Services douaniers', ar: 'الخدمات الجمركية' },
    description: {
      en: 'Import and export clearance, duties and compliance.',
      fr: 'Dédouanement à l’import et à l’export, droits et conformité.',
      ar: 'التخليص الجمركي للواردات والصادرات والرسوم والامتثال.',
    },
  },
  warehouseServices: {
    name: { en: 'Warehouse Services', fr: 'Entreposage', ar: 'خدمات المستودعات' },
    description: {
      en: 'Storage, fulfilment, bonded and cold-chain warehousing.',
      fr: 'Stockage, préparation de commandes, entrepôts sous douane et sous température dirigée.',
      ar: 'تخزين وتجهيز طلبات ومستودعات جمركية ومبرّدة.',
    },
  },
  portAgencyServices: {
    name: { en: 'Port Agency Services', fr: 'Agence portuaire', ar: 'خدمات الوكالة البحرية' },
    description: {
      en: 'Vessel calls, husbandry and terminal coordination.',
      fr: 'Escales de navires, avitaillement et coordination avec les terminaux.',
      ar: 'رسو السفن وخدمات الطواقم والتنسيق مع المحطات.',
    },
  },
  brokerageServices: {
    name: { en: 'Brokerage Services', fr: 'Courtage', ar: 'خدمات الوساطة' },
    description: {
      en: 'Freight brokerage, chartering and trade finance support.',
      fr: 'Courtage de fret, affrètement et appui au financement du commerce.',
      ar: 'وساطة الشحن واستئجار السفن ودعم تمويل التجارة.',
    },
  },
};
