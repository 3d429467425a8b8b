// What customers write after a job, in their own language: a verdict that follows the rating, one detail of the job,
// and sometimes a closing remark. Composed per review, so one agent's reviews do not repeat each other.
import type { SeedLang } from '../../reference/localized';

type Band = 'good' | 'mixed' | 'bad';
export const bandOf = (rating: number): Band => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad');

const VERDICTS: Record<SeedLang, Record<Band, string[]>> = {
  en: {
    good: ['Excellent service from start to finish.', 'Very reliable partner.', 'Smooth shipment, no surprises.', 'Would book again without hesitation.', 'Professional and quick to answer.'],
    mixed: ['Decent service overall.', 'Got there in the end.', 'Average experience.', 'Fine, with room for improvement.'],
    bad: ['Disappointing experience.', 'Not what was promised.', 'Hard to reach when it mattered.', 'Would not use again.'],
  },
  fr: {
    good: ['Service excellent du début à la fin.', 'Partenaire très fiable.', 'Envoi sans accroc, aucune mauvaise surprise.', 'Je referai appel à eux sans hésiter.', 'Équipe professionnelle et réactive.'],
    mixed: ['Service correct dans l’ensemble.', 'Arrivé à bon port, finalement.', 'Expérience moyenne.', 'Bien, mais peut mieux faire.'],
    bad: ['Expérience décevante.', 'Pas conforme à ce qui était promis.', 'Injoignables au moment où il le fallait.', 'Je ne referai pas appel à eux.'],
  },
  ar: {
    good: ['خدمة ممتازة من البداية إلى النهاية.', 'شريك موثوق جدًا.', 'شحنة سلسة بلا مفاجآت.', 'سأتعامل معهم مجددًا دون تردد.', 'فريق محترف وسريع الرد.'],
    mixed: ['خدمة مقبولة عمومًا.', 'وصلت الشحنة في النهاية.', 'تجربة متوسطة.', 'جيدة مع مجال للتحسين.'],
    bad: ['تجربة مخيبة للآمال.', 'الخدمة لم تكن كما وُعدنا.', 'تعذّر التواصل معهم حين احتجنا إليهم.', 'لن أتعامل معهم مرة أخرى.'],
  },
};

const DETAILS: Record<SeedLang, Record<Band, string[]>> = {
  en: {
    good: ['The cargo arrived a day ahead of the quoted transit time.', 'Every document was ready before the cut-off.', 'They sent tracking updates at each milestone.', 'Customs clearance took less than a day.', 'The quote matched the final invoice to the cent.', 'Pickup was on time and the driver was careful with the pallets.'],
    mixed: ['The shipment was two days late but they kept us informed.', 'One document had to be corrected at the border.', 'Updates only came when we asked for them.', 'The final invoice had a surcharge we did not expect.', 'Pickup slipped to the afternoon.'],
    bad: ['The container sat at the port for a week without news.', 'We were charged storage fees nobody had mentioned.', 'Two cartons arrived damaged and the claim is still open.', 'The booking was cancelled the day before loading.', 'Nobody answered our e-mails for three days.'],
  },
  fr: {
    good: ['La marchandise est arrivée un jour avant le délai annoncé.', 'Tous les documents étaient prêts avant la date limite.', 'Ils ont envoyé un suivi à chaque étape.', 'Le dédouanement a pris moins d’une journée.', 'Le devis correspondait au centime près à la facture finale.', 'L’enlèvement était à l’heure et le chauffeur a pris soin des palettes.'],
    mixed: ['L’envoi avait deux jours de retard, mais ils nous ont tenus informés.', 'Un document a dû être corrigé à la frontière.', 'Les nouvelles n’arrivaient que sur demande.', 'La facture finale comportait une surcharge imprévue.', 'L’enlèvement a glissé à l’après-midi.'],
    bad: ['Le conteneur est resté une semaine au port sans nouvelles.', 'On nous a facturé des frais de stockage jamais annoncés.', 'Deux cartons sont arrivés abîmés et le litige est toujours ouvert.', 'La réservation a été annulée la veille du chargement.', 'Personne n’a répondu à nos courriels pendant trois jours.'],
  },
  ar: {
    good: ['وصلت البضاعة قبل موعد العبور المعلن بيوم.', 'كانت جميع المستندات جاهزة قبل الموعد النهائي.', 'أرسلوا تحديثات التتبع في كل مرحلة.', 'استغرق التخليص الجمركي أقل من يوم.', 'طابق عرض السعر الفاتورة النهائية تمامًا.', 'كان الاستلام في موعده واعتنى السائق بالمنصات.'],
    mixed: ['تأخرت الشحنة يومين لكنهم أبقونا على اطلاع.', 'اضطررنا إلى تصحيح أحد المستندات على الحدود.', 'لم تصلنا التحديثات إلا عندما طلبناها.', 'تضمنت الفاتورة النهائية رسمًا إضافيًا لم نتوقعه.', 'تأخر الاستلام إلى فترة ما بعد الظهر.'],
    bad: ['بقيت الحاوية في الميناء أسبوعًا دون أي خبر.', 'حُمّلنا رسوم تخزين لم يذكرها أحد.', 'وصلت كرتونتان تالفتين وما زالت المطالبة مفتوحة.', 'أُلغي الحجز قبل يوم واحد من التحميل.', 'لم يرد أحد على رسائلنا ثلاثة أيام.'],
  },
};

const CLOSINGS: Record<SeedLang, string[]> = {
  en: ['', '', 'Thanks to the whole team.', 'Good value for the price.', 'Communication could be faster.', 'Recommended for this route.'],
  fr: ['', '', 'Merci à toute l’équipe.', 'Bon rapport qualité-prix.', 'La communication pourrait être plus rapide.', 'Recommandé pour cet itinéraire.'],
  ar: ['', '', 'شكرًا للفريق كله.', 'قيمة جيدة مقابل السعر.', 'يمكن أن يكون التواصل أسرع.', 'أنصح بهم لهذا المسار.'],
};

/** The customers' first names by the language they write in (surnames become an initial). */
export const REVIEWER_NAMES: Record<SeedLang, { first: string[]; last: string[] }> = {
  en: { first: ['James', 'Olivia', 'Rahul', 'Mei', 'Daniel', 'Grace', 'Tom', 'Priya', 'Lucas', 'Emma'], last: ['Walker', 'Chen', 'Patel', 'Brown', 'Okafor', 'Smith'] },
  fr: { first: ['Camille', 'Julien', 'Léa', 'Mathieu', 'Inès', 'Hugo', 'Chloé', 'Antoine', 'Sophie', 'Karim'], last: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard'] },
  ar: { first: ['أحمد', 'فاطمة', 'محمد', 'ليلى', 'يوسف', 'مريم', 'خالد', 'سارة', 'عمر', 'نور'], last: ['الحسن', 'العلي', 'المصري', 'الخطيب', 'السيد', 'الزين'] },
};

/** One comment from three draws: a verdict for the rating, a detail of the job, maybe a closing remark. */
export function composeReview(lang: SeedLang, rating: number, draw: () => number): string {
  const band = bandOf(rating);
  const pick = (list: string[]) => list[Math.floor(draw() * list.length)] ?? list[0]!;
  return [pick(VERDICTS[lang][band]), pick(DETAILS[lang][band]), pick(CLOSINGS[lang])].filter(Boolean).join(' ');
}
