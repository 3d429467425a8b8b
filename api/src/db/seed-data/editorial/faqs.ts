// The FAQs: 31 questions in six topics, each with its own answer, in English, French and Arabic.
import type { FaqSeed } from '../content-types';

export const FAQS: FaqSeed[] = [
  {
    topic: 'general',
    question: { en: 'What is Cargora?', fr: 'Qu’est-ce que Cargora ?', ar: 'ما هي Cargora؟' },
    answer: {
      en: 'Cargora is a marketplace where independent freight agents publish transport, customs, warehouse, port agency and brokerage services. You compare their prices, transit times and reviews in one place, then request a quote or book with the agent you choose.',
      fr: 'Cargora est une place de marché où des agents de fret indépendants publient leurs services de transport, de douane, d’entreposage, d’agence portuaire et de courtage. Vous comparez prix, délais et avis au même endroit, puis demandez un devis ou réservez auprès de l’agent retenu.',
      ar: 'Cargora سوق إلكترونية ينشر فيها وكلاء شحن مستقلون خدمات النقل والتخليص الجمركي والتخزين والوكالة البحرية والوساطة. تقارن الأسعار ومدد العبور والتقييمات في مكان واحد، ثم تطلب عرض سعر أو تحجز لدى الوكيل الذي تختاره.',
    },
  },
  {
    topic: 'general',
    question: { en: 'Is Cargora itself a freight forwarder?', fr: 'Cargora est-il lui-même commissionnaire de transport ?', ar: 'هل Cargora نفسها شركة شحن؟' },
    answer: {
      en: 'No. Cargora lists services offered by independent agents and does not carry cargo itself. The contract for each shipment is between you and the agent, who is responsible for performing it.',
      fr: 'Non. Cargora référence les services d’agents indépendants et ne transporte aucune marchandise. Le contrat de chaque envoi est conclu entre vous et l’agent, qui répond de son exécution.',
      ar: 'لا. تعرض Cargora خدمات وكلاء مستقلين ولا تنقل البضائع بنفسها. يُبرم عقد كل شحنة بينك وبين الوكيل، وهو المسؤول عن تنفيذها.',
    },
  },
  {
    topic: 'general',
    question: { en: 'Which countries do agents cover?', fr: 'Quels pays les agents couvrent-ils ?', ar: 'ما الدول التي يغطيها الوكلاء؟' },
    answer: {
      en: 'Agents are based in about fifty countries across every continent, and many of them serve lanes worldwide. Open the Agent Directory from the Menu to browse them country by country and region by region.',
      fr: 'Les agents sont établis dans une cinquantaine de pays sur tous les continents, et beaucoup desservent des lignes dans le monde entier. Ouvrez l’annuaire des agents depuis le Menu pour les parcourir pays par pays, puis région par région.',
      ar: 'يتوزع الوكلاء على نحو خمسين دولة في جميع القارات، ويخدم كثير منهم خطوطًا حول العالم. افتح دليل الوكلاء من القائمة لتتصفحهم دولةً دولة ومنطقةً منطقة.',
    },
  },
  {
    topic: 'general',
    question: { en: 'Do I need an account to browse services?', fr: 'Faut-il un compte pour consulter les services ?', ar: 'هل أحتاج إلى حساب لتصفح الخدمات؟' },
    answer: {
      en: 'No. Services, storefronts, reviews, the blog and the help centre are open to everyone. Even a quote request needs no account: the agent answers by e-mail. Signing in as a customer lets you follow all your quote requests in one place.',
      fr: 'Non. Les services, les vitrines, les avis, le blog et le centre d’aide sont ouverts à tous. Même une demande de devis se passe de compte : l’agent répond par e-mail. Se connecter comme client permet de suivre toutes ses demandes au même endroit.',
      ar: 'لا. الخدمات وواجهات المتاجر والتقييمات والمدونة ومركز المساعدة متاحة للجميع. حتى طلب عرض السعر لا يحتاج إلى حساب، إذ يرد الوكيل بالبريد الإلكتروني. أما تسجيل الدخول كعميل فيتيح لك متابعة جميع طلباتك في مكان واحد.',
    },
  },
  {
    topic: 'general',
    question: { en: 'Which languages is Cargora available in?', fr: 'Dans quelles langues Cargora est-il disponible ?', ar: 'بأي لغات يتوفر موقع Cargora؟' },
    answer: {
      en: 'The site is available in English, French and Arabic; in Arabic the layout reads from right to left. Choose your language with the Language select in the top bar and the site remembers it on this device.',
      fr: 'Le site est proposé en anglais, en français et en arabe ; en arabe, la mise en page se lit de droite à gauche. Choisissez votre langue dans le menu Langue de la barre supérieure : le site la retient sur cet appareil.',
      ar: 'يتوفر الموقع بالإنجليزية والفرنسية والعربية، وتُعرض الصفحات بالعربية من اليمين إلى اليسار. اختر لغتك من قائمة اللغة في الشريط العلوي وسيتذكرها الموقع على هذا الجهاز.',
    },
  },
  {
    topic: 'pricing',
    question: { en: 'How are prices shown?', fr: 'Comment les prix sont-ils affichés ?', ar: 'كيف تُعرض الأسعار؟' },
    answer: {
      en: 'Each agent sets prices in their own currency. Pick any currency in the Currency select and every price is converted at the day’s reference rate for display; the amount you pay is still the agent’s.',
      fr: 'Chaque agent fixe ses prix dans sa propre devise. Choisissez une devise dans le menu Devise : tous les prix sont convertis au taux de référence du jour pour l’affichage, mais le montant payé reste celui de l’agent.',
      ar: 'يحدد كل وكيل أسعاره بعملته. اختر أي عملة من قائمة العملة فتُحوَّل جميع الأسعار بسعر الصرف المرجعي لليوم لأغراض العرض فقط، ويبقى المبلغ المدفوع هو سعر الوكيل.',
    },
  },
  {
    topic: 'pricing',
    question: { en: 'Are the prices final?', fr: 'Les prix sont-ils définitifs ?', ar: 'هل الأسعار نهائية؟' },
    answer: {
      en: 'Listed prices are starting prices for a standard shipment on that lane. Weight, volume, dangerous goods or special handling can change the figure, so the agent confirms the final price in a quote before you book.',
      fr: 'Les prix affichés sont des prix de départ pour un envoi standard sur la ligne concernée. Le poids, le volume, les marchandises dangereuses ou une manutention particulière peuvent les modifier : l’agent confirme le prix final dans un devis avant la réservation.',
      ar: 'الأسعار المعروضة أسعار مبدئية لشحنة قياسية على الخط المعني. قد يتغير المبلغ بحسب الوزن أو الحجم أو البضائع الخطرة أو المناولة الخاصة، لذلك يؤكد الوكيل السعر النهائي في عرض سعر قبل الحجز.',
    },
  },
  {
    topic: 'pricing',
    question: { en: 'Does Cargora charge shippers a fee?', fr: 'Cargora facture-t-il des frais aux chargeurs ?', ar: 'هل تفرض Cargora رسومًا على الشاحنين؟' },
    answer: {
      en: 'No. Browsing, comparing and requesting quotes cost shippers nothing. Agents pay for their subscription package, and the price you see is the agent’s own.',
      fr: 'Non. Consulter, comparer et demander des devis est gratuit pour les chargeurs. Les agents paient leur formule d’abonnement, et le prix affiché est celui de l’agent.',
      ar: 'لا. التصفح والمقارنة وطلب عروض الأسعار مجانية للشاحنين. يدفع الوكلاء ثمن باقة اشتراكهم، والسعر الذي تراه هو سعر الوكيل نفسه.',
    },
  },
  {
    topic: 'pricing',
    question: { en: 'What is the protection fee?', fr: 'Que sont les frais de protection ?', ar: 'ما رسوم الحماية؟' },
    answer: {
      en: 'It is the price of Cargora protection on a service: a percentage of the declared value of your cargo, shown on the service page. Open the “with Cargora protection” version of a service to see the fee added to the total.',
      fr: 'C’est le prix de la protection Cargora sur un service : un pourcentage de la valeur déclarée de votre marchandise, indiqué sur la page du service. Ouvrez la version « avec protection Cargora » pour voir ces frais ajoutés au total.',
      ar: 'هي ثمن حماية Cargora على خدمة ما: نسبة مئوية من القيمة المصرّح بها لبضاعتك تظهر في صفحة الخدمة. افتح نسخة الخدمة «مع حماية Cargora» لترى الرسوم مضافة إلى الإجمالي.',
    },
  },
  {
    topic: 'pricing',
    question: { en: 'How often are exchange rates updated?', fr: 'À quelle fréquence les taux de change sont-ils mis à jour ?', ar: 'كم مرة تُحدَّث أسعار الصرف؟' },
    answer: {
      en: 'Reference rates are refreshed every day. They are for comparison only: the agent invoices in their own currency, and your bank applies its own rate when you pay.',
      fr: 'Les taux de référence sont actualisés chaque jour. Ils servent uniquement à comparer : l’agent facture dans sa devise et votre banque applique son propre taux au paiement.',
      ar: 'تُحدَّث أسعار الصرف المرجعية يوميًا، وهي للمقارنة فقط: يصدر الوكيل فاتورته بعملته، ويطبق مصرفك سعره الخاص عند الدفع.',
    },
  },
  {
    topic: 'booking',
    question: { en: 'How do I book a service?', fr: 'Comment réserver un service ?', ar: 'كيف أحجز خدمة؟' },
    answer: {
      en: 'Open the service, check the route, transit time and protection, then choose Request a quote and describe your cargo. When the agent answers with a confirmed price and dates, you book with them.',
      fr: 'Ouvrez le service, vérifiez l’itinéraire, le délai et la protection, puis choisissez « Demander un devis » et décrivez votre marchandise. Quand l’agent répond avec un prix et des dates confirmés, vous réservez auprès de lui.',
      ar: 'افتح الخدمة وتحقق من المسار ومدة العبور والحماية، ثم اختر «اطلب عرض سعر» وصف بضاعتك. عندما يرد الوكيل بسعر ومواعيد مؤكدة، تحجز لديه.',
    },
  },
  {
    topic: 'booking',
    question: { en: 'Can I compare several services?', fr: 'Puis-je comparer plusieurs services ?', ar: 'هل يمكنني مقارنة عدة خدمات؟' },
    answer: {
      en: 'Yes. Tick “Compare” on up to four services in any list, then open the comparison to see their prices, transit times, protection and ratings side by side.',
      fr: 'Oui. Cochez « Comparer » sur quatre services au plus dans n’importe quelle liste, puis ouvrez la comparaison pour voir prix, délais, protection et notes côte à côte.',
      ar: 'نعم. اختر «قارن» على ما يصل إلى أربع خدمات من أي قائمة، ثم افتح صفحة المقارنة لترى الأسعار ومدد العبور والحماية والتقييمات جنبًا إلى جنب.',
    },
  },
  {
    topic: 'booking',
    question: { en: 'What does transit time mean?', fr: 'Que signifie le délai de transit ?', ar: 'ماذا تعني مدة العبور؟' },
    answer: {
      en: 'It is the agent’s usual number of days from pickup or departure to delivery or arrival on that lane. Port congestion, customs inspections and weather can add days, so plan a margin for urgent cargo.',
      fr: 'C’est le nombre de jours habituel, selon l’agent, entre l’enlèvement ou le départ et la livraison ou l’arrivée sur cette ligne. La congestion portuaire, les contrôles douaniers et la météo peuvent l’allonger : prévoyez une marge pour les envois urgents.',
      ar: 'هي عدد الأيام المعتاد لدى الوكيل بين الاستلام أو المغادرة والتسليم أو الوصول على هذا الخط. قد يضيف ازدحام الموانئ والتفتيش الجمركي والطقس أيامًا أخرى، فاترك هامشًا للشحنات العاجلة.',
    },
  },
  {
    topic: 'booking',
    question: { en: 'Can I cancel a booking?', fr: 'Puis-je annuler une réservation ?', ar: 'هل يمكنني إلغاء الحجز؟' },
    answer: {
      en: 'Each agent sets their own cancellation terms and states them in the quote. Cancelling before pickup is usually free or cheap; once the cargo is loaded, costs already incurred are normally due.',
      fr: 'Chaque agent fixe ses conditions d’annulation et les indique dans son devis. Annuler avant l’enlèvement est en général gratuit ou peu coûteux ; une fois la marchandise chargée, les frais déjà engagés restent le plus souvent dus.',
      ar: 'يحدد كل وكيل شروط الإلغاء الخاصة به ويذكرها في عرض السعر. غالبًا ما يكون الإلغاء قبل الاستلام مجانيًا أو قليل الكلفة، أما بعد تحميل البضاعة فتُستحق عادةً التكاليف التي تم تكبدها.',
    },
  },
  {
    topic: 'booking',
    question: { en: 'How do I track my shipment?', fr: 'Comment suivre mon envoi ?', ar: 'كيف أتتبع شحنتي؟' },
    answer: {
      en: 'Once the cargo is handed over, your agent sends the tracking reference: a container or bill of lading number for sea freight, an air waybill number for air freight. Use it on the carrier’s tracking page or ask the agent for updates.',
      fr: 'Dès la prise en charge, votre agent vous transmet la référence de suivi : numéro de conteneur ou de connaissement en maritime, numéro de lettre de transport aérien en aérien. Utilisez-la sur la page de suivi du transporteur ou demandez un point à l’agent.',
      ar: 'بعد تسليم البضاعة يرسل إليك الوكيل مرجع التتبع: رقم الحاوية أو بوليصة الشحن في النقل البحري، ورقم بوليصة الشحن الجوي في النقل الجوي. استخدمه في صفحة التتبع لدى الناقل أو اطلب المستجدات من الوكيل.',
    },
  },
  {
    topic: 'agents',
    question: { en: 'How are agents verified?', fr: 'Comment les agents sont-ils vérifiés ?', ar: 'كيف يتم التحقق من الوكلاء؟' },
    answer: {
      en: 'An agent with the verified badge has sent Cargora its company registration and insurance certificates, and our team has checked them against the company’s details. The badge appears on the storefront and on each of its services.',
      fr: 'Un agent portant le badge « vérifié » a transmis à Cargora son immatriculation et ses attestations d’assurance, que notre équipe a contrôlées au regard des informations de l’entreprise. Le badge figure sur sa vitrine et sur chacun de ses services.',
      ar: 'الوكيل الذي يحمل شارة التحقق أرسل إلى Cargora سجلّه التجاري وشهادات التأمين، وراجعها فريقنا مقابل بيانات الشركة. تظهر الشارة في واجهة متجره وفي كل خدمة من خدماته.',
    },
  },
  {
    topic: 'agents',
    question: { en: 'How are ratings calculated?', fr: 'Comment les notes sont-elles calculées ?', ar: 'كيف تُحسب التقييمات؟' },
    answer: {
      en: 'An agent’s rating is the average of the stars, from one to five, given by customers after completed jobs. The storefront shows the number of reviews beside it, so you can tell a long track record from a new one.',
      fr: 'La note d’un agent est la moyenne des étoiles, de une à cinq, attribuées par les clients après des missions réalisées. La vitrine affiche le nombre d’avis à côté, pour distinguer un long historique d’un agent récent.',
      ar: 'تقييم الوكيل هو متوسط النجوم، من نجمة إلى خمس، التي يمنحها العملاء بعد إنجاز المهام. تعرض واجهة المتجر عدد التقييمات بجانبه لتميّز بين سجل طويل وآخر حديث.',
    },
  },
  {
    topic: 'agents',
    question: { en: 'How do I become an agent on Cargora?', fr: 'Comment devenir agent sur Cargora ?', ar: 'كيف أصبح وكيلًا على Cargora؟' },
    answer: {
      en: 'Choose Become an Agent in the top bar to open the agent site, create your company account there and pick a subscription package. Then complete your profile and publish your first service; the Starter package is free.',
      fr: 'Choisissez « Devenir agent » dans la barre supérieure pour ouvrir le site des agents, créez-y le compte de votre entreprise et choisissez une formule. Complétez ensuite votre profil et publiez votre premier service ; la formule Découverte est gratuite.',
      ar: 'اختر «كن وكيلًا» من الشريط العلوي لفتح موقع الوكلاء، وأنشئ هناك حساب شركتك واختر باقة اشتراك. ثم أكمل ملفك وانشر خدمتك الأولى؛ باقة البداية مجانية.',
    },
  },
  {
    topic: 'agents',
    question: { en: 'Can an agent list services in several categories?', fr: 'Un agent peut-il publier dans plusieurs catégories ?', ar: 'هل يمكن للوكيل نشر خدمات في عدة فئات؟' },
    answer: {
      en: 'Yes. A forwarder can publish sea freight, customs clearance and warehousing side by side, within the number of services its package allows. Each service appears in its own category and on the agent’s storefront.',
      fr: 'Oui. Un transitaire peut publier du fret maritime, du dédouanement et de l’entreposage côte à côte, dans la limite du nombre de services de sa formule. Chaque service figure dans sa catégorie et sur la vitrine de l’agent.',
      ar: 'نعم. يمكن لوكيل الشحن نشر خدمات شحن بحري وتخليص جمركي وتخزين معًا، ضمن عدد الخدمات الذي تسمح به باقته. تظهر كل خدمة في فئتها وفي واجهة متجر الوكيل.',
    },
  },
  {
    topic: 'agents',
    question: { en: 'What are the best performing agents?', fr: 'Qui sont les agents les plus performants ?', ar: 'من هم الوكلاء الأفضل أداءً؟' },
    answer: {
      en: 'They are the agents that combine a high average rating with many completed jobs, listed on the home page. A high score on few jobs does not qualify, so the list favours proven track records.',
      fr: 'Ce sont les agents qui allient une note moyenne élevée à un grand nombre de missions réalisées ; ils figurent sur la page d’accueil. Une excellente note sur peu de missions ne suffit pas : la liste privilégie les parcours éprouvés.',
      ar: 'هم الوكلاء الذين يجمعون بين متوسط تقييم مرتفع وعدد كبير من المهام المنجزة، ويظهرون في الصفحة الرئيسية. لا يكفي تقييم مرتفع على عدد قليل من المهام، فالقائمة تفضّل السجلات المثبتة.',
    },
  },
  {
    topic: 'customs',
    question: { en: 'Can an agent clear customs for me?', fr: 'Un agent peut-il dédouaner pour moi ?', ar: 'هل يمكن للوكيل التخليص الجمركي نيابةً عني؟' },
    answer: {
      en: 'Yes, many agents are licensed customs brokers. Open the Customs Services category, filter by the country of import or export, and check on the service which procedures it covers.',
      fr: 'Oui, beaucoup d’agents sont des représentants en douane agréés. Ouvrez la catégorie Services douaniers, filtrez sur le pays d’importation ou d’exportation et vérifiez sur le service les formalités qu’il couvre.',
      ar: 'نعم، كثير من الوكلاء مخلّصون جمركيون مرخّصون. افتح فئة الخدمات الجمركية، وصفِّ النتائج حسب بلد الاستيراد أو التصدير، وتحقق في صفحة الخدمة من الإجراءات التي تشملها.',
    },
  },
  {
    topic: 'customs',
    question: { en: 'Who pays import duties?', fr: 'Qui paie les droits d’importation ?', ar: 'من يدفع رسوم الاستيراد؟' },
    answer: {
      en: 'It depends on the Incoterm in your sales contract. Under DDP the seller pays duties and import taxes; under EXW, FOB, CIF or DAP the buyer pays them on arrival.',
      fr: 'Cela dépend de l’Incoterm de votre contrat de vente. En DDP, le vendeur acquitte droits et taxes à l’import ; en EXW, FOB, CIF ou DAP, c’est l’acheteur qui les paie à l’arrivée.',
      ar: 'يتوقف ذلك على مصطلح Incoterms في عقد البيع. في DDP يدفع البائع الرسوم والضرائب عند الاستيراد، أما في EXW وFOB وCIF وDAP فيدفعها المشتري عند الوصول.',
    },
  },
  {
    topic: 'customs',
    question: { en: 'What is an HS code?', fr: 'Qu’est-ce qu’un code SH ?', ar: 'ما هو رمز النظام المنسق (HS)؟' },
    answer: {
      en: 'The Harmonized System code is the number customs uses to classify goods; its first six digits are the same in every country. It decides the duty rate and any licence needed, so agree it with your customs broker before shipping.',
      fr: 'Le code du Système harmonisé est le numéro qui classe les marchandises en douane ; ses six premiers chiffres sont communs à tous les pays. Il fixe le taux de droit et les licences éventuelles : validez-le avec votre commissionnaire avant l’expédition.',
      ar: 'رمز النظام المنسق هو الرقم الذي تصنّف به الجمارك البضائع، وأرقامه الستة الأولى موحدة في جميع الدول. يحدد نسبة الرسوم وأي ترخيص مطلوب، لذا اتفق عليه مع مخلّصك الجمركي قبل الشحن.',
    },
  },
  {
    topic: 'customs',
    question: { en: 'Which documents do I need for export?', fr: 'Quels documents faut-il pour exporter ?', ar: 'ما المستندات المطلوبة للتصدير؟' },
    answer: {
      en: 'Usually a commercial invoice, a packing list and the transport document (bill of lading, air waybill or CMR). Some destinations also ask for a certificate of origin or an export licence; your agent will tell you which apply.',
      fr: 'En général une facture commerciale, une liste de colisage et le document de transport (connaissement, lettre de transport aérien ou CMR). Certaines destinations exigent aussi un certificat d’origine ou une licence d’exportation ; votre agent vous dira lesquels s’appliquent.',
      ar: 'عادةً فاتورة تجارية وقائمة تعبئة ومستند النقل (بوليصة شحن بحري أو جوي أو سند CMR). تطلب بعض الوجهات أيضًا شهادة منشأ أو رخصة تصدير، وسيخبرك وكيلك بما ينطبق منها.',
    },
  },
  {
    topic: 'customs',
    question: { en: 'Can restricted goods be shipped?', fr: 'Peut-on expédier des marchandises réglementées ?', ar: 'هل يمكن شحن البضائع المقيدة؟' },
    answer: {
      en: 'Dangerous goods such as batteries, chemicals or aerosols can travel with the right packaging, labels and declarations; prohibited and sanctioned goods cannot. Describe the goods precisely in your quote request so the agent can confirm before booking.',
      fr: 'Les marchandises dangereuses, comme les batteries, les produits chimiques ou les aérosols, voyagent avec l’emballage, l’étiquetage et les déclarations adaptés ; les marchandises interdites ou sous sanctions, jamais. Décrivez-les précisément dans votre demande de devis pour que l’agent confirme avant la réservation.',
      ar: 'يمكن شحن البضائع الخطرة مثل البطاريات والمواد الكيميائية والبخاخات مع التغليف والملصقات والإقرارات المناسبة، أما البضائع المحظورة أو الخاضعة للعقوبات فلا. صِف البضاعة بدقة في طلب عرض السعر ليؤكد الوكيل قبل الحجز.',
    },
  },
  {
    topic: 'account',
    question: { en: 'How do I sign in?', fr: 'Comment me connecter ?', ar: 'كيف أسجّل الدخول؟' },
    answer: {
      en: 'Select Login, then Customer or Agent: the matching site opens in a new tab. Enter your email and password there, then the six-digit code we send you, and you come back to Cargora signed in.',
      fr: 'Sélectionnez « Connexion », puis « Client » ou « Agent » : le site correspondant s’ouvre dans un nouvel onglet. Saisissez-y votre e-mail et votre mot de passe, puis le code à six chiffres que nous vous envoyons, et vous revenez sur Cargora connecté.',
      ar: 'اختر «تسجيل الدخول» ثم «عميل» أو «وكيل»، فيُفتح الموقع المناسب في علامة تبويب جديدة. أدخل هناك بريدك الإلكتروني وكلمة المرور، ثم الرمز المكوّن من ستة أرقام الذي نرسله إليك، لتعود إلى Cargora وقد سجّلت الدخول.',
    },
  },
  {
    topic: 'account',
    question: { en: 'My verification code expired. What now?', fr: 'Mon code de vérification a expiré. Que faire ?', ar: 'انتهت صلاحية رمز التحقق. ماذا أفعل؟' },
    answer: {
      en: 'A code is valid for five minutes and works only once. Start the sign-in again with your email and password to receive a fresh code, and use the newest one if several arrive.',
      fr: 'Un code est valable cinq minutes et ne sert qu’une fois. Recommencez la connexion avec votre e-mail et votre mot de passe pour en recevoir un nouveau, et utilisez le plus récent si vous en recevez plusieurs.',
      ar: 'الرمز صالح لخمس دقائق ولاستخدام واحد فقط. ابدأ تسجيل الدخول من جديد ببريدك الإلكتروني وكلمة المرور لتتلقى رمزًا جديدًا، واستخدم أحدث رمز إذا وصلك أكثر من واحد.',
    },
  },
  {
    topic: 'account',
    question: { en: 'How do I change my preferred currency?', fr: 'Comment changer ma devise préférée ?', ar: 'كيف أغيّر عملتي المفضلة؟' },
    answer: {
      en: 'Use the Currency select in the top bar, or in the menu drawer on a phone: type a code such as EUR or pick it from the list. Every price on the site switches at once, and your choice is kept on this device.',
      fr: 'Utilisez le menu Devise de la barre supérieure, ou du menu latéral sur téléphone : tapez un code comme EUR ou choisissez-le dans la liste. Tous les prix du site changent aussitôt, et votre choix est conservé sur cet appareil.',
      ar: 'استخدم قائمة العملة في الشريط العلوي، أو في القائمة الجانبية على الهاتف: اكتب رمزًا مثل EUR أو اختره من القائمة. تتغير جميع الأسعار في الموقع فورًا، ويُحفظ اختيارك على هذا الجهاز.',
    },
  },
  {
    topic: 'account',
    question: { en: 'How is my personal data used?', fr: 'Comment mes données personnelles sont-elles utilisées ?', ar: 'كيف تُستخدم بياناتي الشخصية؟' },
    answer: {
      en: 'We use it to run your account, pass your requests to the agents you contact and keep the site secure, and we never sell it. The privacy policy lists what we keep, for how long, and how to ask for a copy or deletion.',
      fr: 'Nous les utilisons pour gérer votre compte, transmettre vos demandes aux agents que vous contactez et sécuriser le site, et nous ne les vendons jamais. La politique de confidentialité précise ce que nous conservons, combien de temps, et comment en demander une copie ou l’effacement.',
      ar: 'نستخدمها لتشغيل حسابك وإيصال طلباتك إلى الوكلاء الذين تتواصل معهم والحفاظ على أمان الموقع، ولا نبيعها أبدًا. توضح سياسة الخصوصية ما نحتفظ به ومدته وكيفية طلب نسخة منه أو حذفه.',
    },
  },
  {
    topic: 'account',
    question: { en: 'How do I report a problem with a listing?', fr: 'Comment signaler un problème sur une annonce ?', ar: 'كيف أبلّغ عن مشكلة في إحدى الخدمات المعروضة؟' },
    answer: {
      en: 'Write to support@cargora.test with the link to the service and what is wrong, for example a price that is never honoured or a misleading description. Our team reviews every report under the service listing policy.',
      fr: 'Écrivez à support@cargora.test en joignant le lien du service et le problème constaté, par exemple un prix jamais respecté ou une description trompeuse. Notre équipe examine chaque signalement au regard de la politique de publication des services.',
      ar: 'راسل support@cargora.test مع رابط الخدمة ووصف المشكلة، كسعر لا يُلتزم به أبدًا أو وصف مضلل. يراجع فريقنا كل بلاغ وفق سياسة نشر الخدمات.',
    },
  },
];
