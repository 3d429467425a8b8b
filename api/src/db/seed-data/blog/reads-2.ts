// Cargora Reads, posts 11 to 20: each about its own topic.
import type { BlogPostSeed } from '../content-types';

export const BLOG_READS_2: BlogPostSeed[] = [
  {
    category: 'internationalTransport',
    author: 'Rahul Iyer',
    title: { en: 'Air freight in peak season: booking early pays', fr: 'Fret aérien en haute saison : réserver tôt est payant', ar: 'الشحن الجوي في موسم الذروة: الحجز المبكر يؤتي ثماره' },
    excerpt: {
      en: 'Capacity tightens before holidays; plan your space six weeks ahead.',
      fr: 'La capacité se réduit avant les fêtes ; réservez six semaines à l’avance.',
      ar: 'تضيق السعة قبل الأعياد، فخطّط لحجز مساحتك قبل ستة أسابيع.',
    },
    paragraphs: {
      en: [
        'Air cargo has its own calendar. From October to December, retail stock for year-end sales and new phone launches fill the freighters out of Asia, and around Lunar New Year factories rush to ship before they close for two weeks.',
        'When space is short, airlines and forwarders add peak season surcharges, and spot rates on busy lanes can double within a few weeks. Cargo booked late may be “offloaded” at the airport and wait for the next flight with room.',
        'Plan six weeks ahead: send your forwarder the forecast volumes, confirm the dimensions and stackability of your cartons, and agree on a rate valid for the whole season. Chargeable weight is the greater of the actual weight and the volume weight (length × width × height in cm ÷ 6,000), so compact packing saves money.',
        'If dates are flexible, consider sea-air through Dubai or Singapore, or deferred air services that fly within five days. On Cargora, sort the air freight services on your lane by fastest transit, then check the price of the next slower option.',
      ],
      fr: [
        'Le fret aérien a son propre calendrier. D’octobre à décembre, les stocks des soldes de fin d’année et les lancements de téléphones remplissent les cargos au départ de l’Asie, et avant le Nouvel An lunaire les usines se hâtent d’expédier avant deux semaines de fermeture.',
        'Quand l’espace manque, compagnies et transitaires ajoutent des surcharges de haute saison, et les tarifs ponctuels peuvent doubler en quelques semaines sur les lignes chargées. Une marchandise réservée tard risque d’être débarquée à l’aéroport et d’attendre le prochain vol disponible.',
        'Anticipez de six semaines : transmettez vos prévisions de volumes à votre transitaire, confirmez les dimensions et la gerbabilité des cartons et convenez d’un tarif valable toute la saison. Le poids taxable est le plus élevé du poids réel et du poids volumétrique (longueur × largeur × hauteur en cm ÷ 6 000) : un colisage compact fait économiser.',
        'Si les dates sont souples, envisagez le mer-air via Dubaï ou Singapour, ou des services aériens différés livrés sous cinq jours. Sur Cargora, triez les services aériens de votre ligne par transit le plus rapide, puis regardez le prix de l’option un peu plus lente.',
      ],
      ar: [
        'للشحن الجوي تقويمه الخاص. فمن أكتوبر إلى ديسمبر تملأ بضائعُ تخفيضات نهاية العام وإطلاقاتُ الهواتف الجديدة طائراتِ الشحن المغادرة من آسيا، وقبل رأس السنة القمرية تسارع المصانع إلى الشحن قبل إغلاقها أسبوعين.',
        'حين تشح المساحة تضيف شركات الطيران ووكلاء الشحن رسوم موسم الذروة، وقد تتضاعف الأسعار الفورية على الخطوط المزدحمة خلال أسابيع. والبضاعة المحجوزة متأخرة قد تُستبعد في المطار وتنتظر أول رحلة فيها متسع.',
        'خطّط قبل ستة أسابيع: أرسل إلى وكيل الشحن توقعات الكميات، وأكّد أبعاد الكراتين وقابليتها للتكديس، واتفق على سعر يسري طوال الموسم. والوزن المحتسب هو الأكبر بين الوزن الفعلي والوزن الحجمي (الطول × العرض × الارتفاع بالسنتيمتر ÷ 6000)، فالتغليف المدمج يوفر المال.',
        'إذا كانت المواعيد مرنة ففكّر في الشحن البحري الجوي عبر دبي أو سنغافورة، أو في خدمات جوية مؤجلة تصل خلال خمسة أيام. وعلى Cargora رتّب خدمات الشحن الجوي على خطك حسب الأسرع عبورًا، ثم انظر إلى سعر الخيار الأبطأ قليلًا.',
      ],
    },
  },
  {
    category: 'warehouseServices',
    author: 'Claire Dubois',
    title: { en: 'Cold chain basics for food exporters', fr: 'Les bases de la chaîne du froid pour les exportateurs alimentaires', ar: 'أساسيات سلسلة التبريد لمصدّري الأغذية' },
    excerpt: {
      en: 'Reefer containers, temperature logs and what inspectors check.',
      fr: 'Conteneurs frigorifiques, relevés de température et contrôles.',
      ar: 'الحاويات المبرّدة وسجلات الحرارة وما يفحصه المفتشون.',
    },
    paragraphs: {
      en: [
        'A reefer container keeps a temperature; it does not cool warm goods. Fruit, fish or dairy must be pre-cooled to the carrying temperature before loading, and the container itself should be pre-tripped, tested and chilled, before it reaches your dock.',
        'Set points differ by product: around −18 °C for frozen food, 0 to 4 °C for fresh meat and dairy, and higher for bananas or avocados, which suffer below 12 °C. Fruit also needs the right ventilation setting, because it keeps breathing and giving off ethylene during the voyage.',
        'Every reefer records its temperature, and importers increasingly ask for an independent data logger inside the cargo. Inspectors at destination read these records, check the pulp temperature of samples and may reject a consignment whose log shows a break.',
        'Ask your agent how long the container will be unplugged during transfers, whether the terminal offers power points and monitoring, and who pays if the unit fails. Cargora’s Warehouse Services include cold stores near ports where goods can wait at the right temperature.',
      ],
      fr: [
        'Un conteneur frigorifique maintient une température ; il ne refroidit pas une marchandise chaude. Fruits, poissons ou produits laitiers doivent être pré-réfrigérés à la température de transport avant chargement, et le conteneur lui-même contrôlé et mis en froid avant d’arriver à votre quai.',
        'Les consignes varient selon le produit : environ −18 °C pour le surgelé, 0 à 4 °C pour la viande fraîche et les produits laitiers, davantage pour les bananes ou les avocats, qui souffrent sous 12 °C. Les fruits exigent aussi un bon réglage de ventilation, car ils continuent de respirer et d’émettre de l’éthylène pendant le voyage.',
        'Chaque conteneur frigorifique enregistre sa température, et les importateurs demandent de plus en plus un enregistreur indépendant placé dans la marchandise. À destination, les inspecteurs lisent ces relevés, mesurent la température à cœur d’échantillons et peuvent refuser un lot dont l’historique montre une rupture.',
        'Demandez à votre agent combien de temps le conteneur restera débranché lors des transferts, si le terminal offre prises électriques et surveillance, et qui paie en cas de panne du groupe. Les services d’entreposage de Cargora comprennent des entrepôts frigorifiques proches des ports où la marchandise attend à bonne température.',
      ],
      ar: [
        'الحاوية المبرّدة تحافظ على درجة الحرارة ولا تبرّد البضائع الدافئة. لذا يجب تبريد الفاكهة أو الأسماك أو الألبان مسبقًا إلى درجة النقل قبل التحميل، كما يجب فحص الحاوية نفسها وتبريدها قبل وصولها إلى رصيفك.',
        'تختلف درجة الضبط حسب المنتج: نحو 18 درجة تحت الصفر للأغذية المجمدة، ومن 0 إلى 4 درجات للحوم الطازجة والألبان، وأعلى من ذلك للموز والأفوكادو اللذين يتضرران دون 12 درجة. وتحتاج الفاكهة أيضًا إلى ضبط التهوية الصحيح لأنها تظل تتنفس وتطلق غاز الإيثيلين طوال الرحلة.',
        'تسجّل كل حاوية مبرّدة حرارتها، ويطلب المستوردون بشكل متزايد جهاز تسجيل مستقلًا داخل البضاعة. ويقرأ المفتشون في بلد الوصول هذه السجلات ويقيسون حرارة لبّ العينات، وقد يرفضون شحنة يُظهر سجلها انقطاعًا في التبريد.',
        'اسأل وكيلك كم ستبقى الحاوية مفصولة عن الكهرباء أثناء المسافنة، وهل توفر المحطة نقاط كهرباء ومراقبة، ومن يدفع إذا تعطلت وحدة التبريد. وتشمل خدمات المستودعات في Cargora مخازن مبرّدة قرب الموانئ تنتظر فيها البضاعة بالحرارة المناسبة.',
      ],
    },
  },
  {
    category: 'brokerageServices',
    author: 'Amara Okafor',
    title: { en: 'How to compare agents on Cargora', fr: 'Comparer les agents sur Cargora', ar: 'كيف تقارن بين الوكلاء على Cargora' },
    excerpt: {
      en: 'Ratings, completed jobs and response times tell different stories.',
      fr: 'Notes, missions réalisées et délais de réponse racontent des histoires différentes.',
      ar: 'التقييمات والأعمال المنجزة وسرعة الرد تروي قصصًا مختلفة.',
    },
    paragraphs: {
      en: [
        'An average rating means little without the number behind it. A 5.0 from three reviews is one good month; a 4.6 from three hundred reviews is years of mostly kept promises. Read both figures together on the storefront.',
        'Completed jobs show experience on the platform, and the mix of services shows what kind of company you are dealing with: a forwarder with sea, air and customs services can handle a whole shipment, while a specialist with one lane may know that lane better than anyone.',
        'Read the reviews for the lane and the kind of cargo you ship. Comments on customs handling, communication during delays and the accuracy of invoices tell you more than stars, and several reviews mentioning the same problem are a pattern, not bad luck.',
        'Finally, send the same quote request to two or three agents and see how they answer: how fast, how precisely and with which questions. The verified badge confirms the company and its insurance; the answers show how it works.',
      ],
      fr: [
        'Une note moyenne ne dit pas grand-chose sans le nombre d’avis derrière elle. Un 5,0 sur trois avis, c’est un bon mois ; un 4,6 sur trois cents avis, ce sont des années de promesses le plus souvent tenues. Lisez les deux chiffres ensemble sur la vitrine.',
        'Les missions réalisées mesurent l’expérience sur la plateforme, et la palette de services dit à quel type d’entreprise vous avez affaire : un commissionnaire qui propose mer, aérien et douane peut prendre en charge tout un envoi, tandis qu’un spécialiste d’une seule ligne la connaît parfois mieux que quiconque.',
        'Lisez les avis portant sur votre ligne et votre type de marchandise. Les commentaires sur le dédouanement, la communication pendant les retards et l’exactitude des factures en disent plus que les étoiles, et plusieurs avis citant le même problème relèvent d’une tendance, pas de la malchance.',
        'Enfin, envoyez la même demande de devis à deux ou trois agents et observez leurs réponses : rapidité, précision, questions posées. Le badge vérifié confirme l’entreprise et son assurance ; les réponses montrent sa façon de travailler.',
      ],
      ar: [
        'لا يعني متوسط التقييم الكثير دون عدد المراجعات الذي يستند إليه. فتقييم 5.0 من ثلاث مراجعات هو شهر جيد، أما 4.6 من ثلاثمئة مراجعة فهو سنوات من الوعود التي وُفي بمعظمها. اقرأ الرقمين معًا في واجهة المتجر.',
        'تُظهر الأعمال المنجزة الخبرة على المنصة، ويكشف تنوع الخدمات نوع الشركة التي تتعامل معها: فوكيل الشحن الذي يقدم الشحن البحري والجوي والتخليص يستطيع تولي الشحنة كاملة، بينما قد يعرف المتخصص في خط واحد ذلك الخط أكثر من أي أحد.',
        'اقرأ المراجعات الخاصة بخطك ونوع بضاعتك. فالتعليقات على التخليص الجمركي والتواصل أثناء التأخير ودقة الفواتير تقول أكثر من النجوم، وتكرار المشكلة نفسها في عدة مراجعات نمطٌ وليس سوء حظ.',
        'وأخيرًا أرسل طلب عرض السعر نفسه إلى وكيلين أو ثلاثة ولاحظ ردودهم: سرعتها ودقتها والأسئلة التي تطرحها. تؤكد شارة التحقق وجود الشركة وتأمينها، أما الردود فتكشف طريقة عملها.',
      ],
    },
  },
  {
    category: 'portAgencyServices',
    author: 'Lukas Brandt',
    title: { en: 'Demurrage and detention without the surprises', fr: 'Surestaries et détention sans mauvaises surprises', ar: 'غرامات التأخير والاحتجاز دون مفاجآت' },
    excerpt: {
      en: 'Free time, per-diem charges and how to keep containers moving.',
      fr: 'Franchise, frais journaliers et comment garder les conteneurs en mouvement.',
      ar: 'أيام السماح والرسوم اليومية وكيف تُبقي الحاويات في حركة.',
    },
    paragraphs: {
      en: [
        'Demurrage is what the shipping line charges when a full container stays in the terminal beyond its free days. Detention is charged when you keep the line’s container outside the terminal, for unloading at your warehouse, beyond the free time agreed for returning it empty.',
        'Free time is often only three to five days at each end, and daily rates rise in steps: a few tens of dollars a day at first, then well over a hundred for a 40ft box after a week. A container held by a customs inspection keeps accruing charges all the same.',
        'Most charges come from paperwork arriving late. Send documents to your customs broker before the ship arrives, pay the freight so the line releases the cargo, book the truck for the first free day and have the warehouse ready to unload within hours.',
        'When you expect a long stay, negotiate extended free time in your contract with the line or ask your agent about moving the goods to a warehouse. Cargora’s Port Agency Services include terminal coordination to keep an eye on the clock for you.',
      ],
      fr: [
        'Les surestaries sont facturées par la compagnie maritime quand un conteneur plein reste au terminal au-delà de ses jours de franchise. La détention s’applique quand vous gardez le conteneur de la compagnie hors du terminal, pour le dépoter dans votre entrepôt, au-delà du délai convenu pour le restituer vide.',
        'La franchise ne dépasse souvent pas trois à cinq jours à chaque bout, et les tarifs journaliers augmentent par paliers : quelques dizaines de dollars par jour au début, puis bien plus de cent pour un 40 pieds après une semaine. Un conteneur retenu par une visite douanière continue d’accumuler des frais.',
        'La plupart de ces frais naissent de documents en retard. Transmettez-les à votre déclarant avant l’arrivée du navire, réglez le fret pour que la compagnie libère la marchandise, réservez le camion pour le premier jour de franchise et préparez l’entrepôt à dépoter dans les heures qui suivent.',
        'Si vous prévoyez un long séjour, négociez une franchise prolongée dans votre contrat avec la compagnie ou demandez à votre agent de transférer la marchandise en entrepôt. Les services d’agence portuaire de Cargora incluent la coordination avec les terminaux pour surveiller le compteur à votre place.',
      ],
      ar: [
        'غرامة التأخير (الديمريج) تفرضها شركة الملاحة حين تبقى الحاوية الممتلئة في المحطة بعد أيام السماح. أما رسوم الاحتجاز فتُفرض حين تحتفظ بحاوية الشركة خارج المحطة، لتفريغها في مستودعك، بعد المهلة المتفق عليها لإعادتها فارغة.',
        'كثيرًا ما لا تتجاوز أيام السماح ثلاثة إلى خمسة أيام في كل طرف، وترتفع الأسعار اليومية على مراحل: بضع عشرات من الدولارات يوميًا في البداية، ثم أكثر من مئة دولار لحاوية 40 قدمًا بعد أسبوع. والحاوية المحتجزة لمعاينة جمركية تظل تتراكم عليها الرسوم كذلك.',
        'تنشأ معظم هذه الرسوم من تأخر المستندات. أرسلها إلى مخلّصك الجمركي قبل وصول السفينة، وادفع أجرة الشحن لتفرج الشركة عن البضاعة، واحجز الشاحنة لأول يوم سماح، وجهّز المستودع للتفريغ خلال ساعات.',
        'إذا توقعت بقاءً طويلًا ففاوض على أيام سماح إضافية في عقدك مع شركة الملاحة، أو اطلب من وكيلك نقل البضاعة إلى مستودع. وتشمل خدمات الوكالة البحرية في Cargora التنسيق مع المحطات لمراقبة الوقت نيابةً عنك.',
      ],
    },
  },
  {
    category: 'internationalTransport',
    author: 'Mei Lin',
    title: { en: 'Packaging that survives a long sea voyage', fr: 'Un emballage qui survit à un long voyage en mer', ar: 'تغليف يصمد في رحلة بحرية طويلة' },
    excerpt: {
      en: 'Moisture, stacking and lashing: protecting goods for 40 days at sea.',
      fr: 'Humidité, gerbage et arrimage : protéger la marchandise pendant 40 jours.',
      ar: 'الرطوبة والتكديس والتثبيت: حماية البضائع طوال 40 يومًا في البحر.',
    },
    paragraphs: {
      en: [
        'The biggest enemy at sea is not the waves but condensation. A container loaded in a humid tropical port and carried into a cold northern winter “rains” on its own cargo as the air inside cools, a problem known as container sweat.',
        'Keep moisture out of the box: use dry pallets, preferably heat-treated and stamped to the ISPM 15 standard, leave cartons to dry before loading, and hang desiccant bags along the walls. Hygroscopic goods such as coffee or cotton need extra care and ventilated containers.',
        'Cartons at the bottom of a stack carry everything above them for weeks while the ship rolls. Choose double-wall board rated for the stacking load, keep the load’s centre of gravity low and never let cartons overhang the pallet edge.',
        'Finally, the load must not move. Fill gaps with airbags or dunnage, lash heavy items to the container’s lashing points, and photograph the loaded container before the doors close. Those photos are your best evidence if damage is found on arrival.',
      ],
      fr: [
        'Le pire ennemi en mer n’est pas la houle mais la condensation. Un conteneur chargé dans un port tropical humide puis acheminé vers un hiver nordique froid « pleut » sur sa propre marchandise à mesure que l’air intérieur refroidit : c’est la buée de conteneur.',
        'Empêchez l’humidité d’entrer : palettes sèches, de préférence traitées thermiquement et marquées selon la norme NIMP 15, cartons bien secs avant chargement, sachets dessiccants suspendus le long des parois. Les marchandises hygroscopiques comme le café ou le coton demandent un soin particulier et des conteneurs ventilés.',
        'Les cartons du bas de la pile portent tout le reste pendant des semaines de roulis. Choisissez un carton double cannelure dimensionné pour la charge de gerbage, gardez le centre de gravité bas et ne laissez jamais dépasser les cartons du bord de la palette.',
        'Enfin, le chargement ne doit pas bouger. Comblez les vides avec des coussins gonflables ou du calage, arrimez les pièces lourdes aux points d’ancrage du conteneur et photographiez le chargement avant la fermeture des portes. Ces photos seront votre meilleure preuve si une avarie est constatée à l’arrivée.',
      ],
      ar: [
        'العدو الأكبر في البحر ليس الأمواج بل التكاثف. فالحاوية المحمّلة في ميناء استوائي رطب والمنقولة إلى شتاء شمالي بارد «تمطر» على بضاعتها كلما برد الهواء داخلها، وهي ظاهرة تُعرف بتعرّق الحاوية.',
        'امنع الرطوبة من دخول الحاوية: استخدم منصات جافة، ويُفضَّل أن تكون معالَجة حراريًا وموسومة وفق المعيار ISPM 15، واترك الكراتين تجف قبل التحميل، وعلّق أكياس مواد مجففة على الجدران. وتحتاج البضائع الماصة للرطوبة كالقهوة والقطن إلى عناية إضافية وحاويات مهوّاة.',
        'تحمل الكراتين في أسفل الرصة كل ما فوقها أسابيع طويلة والسفينة تتمايل. اختر كرتونًا مزدوج الجدار مصممًا لحمل التكديس، وأبقِ مركز ثقل الحمولة منخفضًا، ولا تدع الكراتين تبرز خارج حافة المنصة.',
        'وأخيرًا يجب ألا تتحرك الحمولة. املأ الفراغات بوسائد هوائية أو مواد حشو، واربط القطع الثقيلة بنقاط التثبيت في الحاوية، وصوّر الحمولة قبل إغلاق الأبواب، فهذه الصور أقوى دليل لديك إذا اكتُشف تلف عند الوصول.',
      ],
    },
  },
  {
    category: 'domesticTransportcitywide',
    author: 'Sofia Marquez',
    title: { en: 'Last-mile delivery options for online shops', fr: 'Options de livraison du dernier kilomètre pour l’e-commerce', ar: 'خيارات توصيل الميل الأخير للمتاجر الإلكترونية' },
    excerpt: {
      en: 'Couriers, lockers and own fleets compared for small merchants.',
      fr: 'Coursiers, consignes et flotte propre comparés pour les petits marchands.',
      ar: 'مقارنة بين شركات التوصيل والخزائن الذكية والأسطول الخاص للتجار الصغار.',
    },
    paragraphs: {
      en: [
        'The last mile, from a local depot to the customer’s door, is often the most expensive part of delivering an online order, because every parcel needs its own stop and many customers are not at home.',
        'National parcel carriers offer the widest coverage and a fixed price per parcel by weight band, but the cut-off for same-day pickup is early and failed deliveries are charged again. Local couriers cost more per parcel yet can deliver the same evening in town.',
        'Parcel lockers and pick-up points cut failed deliveries almost to zero and are cheaper per parcel, in exchange for a short walk by the customer. Offer them at checkout beside home delivery: many buyers choose them when the price difference is shown.',
        'An own fleet only pays off with dense, predictable volumes in one city, typically several hundred orders a day. Until then, compare local couriers on Cargora’s Domestic Transport CityWide category and test two of them on real orders for a month.',
      ],
      fr: [
        'Le dernier kilomètre, du dépôt local à la porte du client, est souvent la partie la plus coûteuse de la livraison d’une commande en ligne : chaque colis exige son propre arrêt, et de nombreux clients sont absents.',
        'Les transporteurs nationaux de colis offrent la couverture la plus large et un prix fixe par tranche de poids, mais l’heure limite d’enlèvement est matinale et les échecs de livraison sont refacturés. Les coursiers locaux coûtent plus cher au colis mais livrent le soir même en ville.',
        'Les consignes automatiques et points relais réduisent presque à zéro les échecs de livraison et coûtent moins cher au colis, contre un court déplacement du client. Proposez-les au paiement à côté de la livraison à domicile : beaucoup d’acheteurs les choisissent quand l’écart de prix est affiché.',
        'Une flotte propre n’est rentable qu’avec des volumes denses et prévisibles dans une même ville, typiquement plusieurs centaines de commandes par jour. D’ici là, comparez les coursiers locaux dans la catégorie Transport national urbain de Cargora et testez-en deux sur de vraies commandes pendant un mois.',
      ],
      ar: [
        'الميل الأخير، من المستودع المحلي إلى باب العميل، هو غالبًا أغلى جزء في توصيل الطلب الإلكتروني، لأن كل طرد يحتاج إلى توقف خاص به، وكثير من العملاء لا يكونون في منازلهم.',
        'توفر شركات الطرود الوطنية أوسع تغطية وسعرًا ثابتًا لكل طرد حسب فئة الوزن، لكن موعد الاستلام في اليوم نفسه مبكر، وتُحتسب محاولات التسليم الفاشلة مرة أخرى. أما شركات التوصيل المحلية فتكلف أكثر للطرد لكنها تسلّم في المساء نفسه داخل المدينة.',
        'تقلّص خزائن الطرود ونقاط الاستلام محاولات التسليم الفاشلة إلى ما يقارب الصفر، وتكلفتها أقل للطرد، مقابل مشوار قصير يقطعه العميل. اعرضها عند الدفع إلى جانب التوصيل إلى المنزل، فكثير من المشترين يختارونها حين يرون فرق السعر.',
        'لا يصبح الأسطول الخاص مجديًا إلا مع كميات كثيفة ومتوقعة في مدينة واحدة، عادةً بضع مئات من الطلبات يوميًا. وحتى ذلك الحين قارن شركات التوصيل المحلية في فئة النقل المحلي داخل المدينة على Cargora، وجرّب اثنتين منها على طلبات حقيقية لمدة شهر.',
      ],
    },
  },
  {
    category: 'customsServices',
    author: 'Rahul Iyer',
    title: { en: 'HS codes: classifying your goods correctly', fr: 'Codes SH : bien classer ses marchandises', ar: 'رموز النظام المنسق: تصنيف بضائعك بشكل صحيح' },
    excerpt: {
      en: 'A wrong code means the wrong duty. How to find the right heading.',
      fr: 'Un mauvais code, c’est un mauvais droit. Comment trouver la bonne position.',
      ar: 'الرمز الخاطئ يعني رسومًا خاطئة. كيف تجد البند الصحيح.',
    },
    paragraphs: {
      en: [
        'The Harmonized System gives every product a code used by customs in more than 200 countries. The first six digits are the same everywhere; each country then adds digits of its own, eight in the European Union’s Combined Nomenclature and ten in many national tariffs.',
        'Classification follows the General Interpretative Rules, applied in order. The wording of the headings and the section and chapter notes come first; the name you give the product in your catalogue does not count, only what it is made of and what it does.',
        'Sets, parts and multi-function goods cause most errors. A gift set is classified by the item that gives it its essential character, a part by whether the chapter has a heading for parts, and a smartwatch by its principal function rather than by its strap.',
        'When the duty at stake is significant, ask your customs broker for a written opinion, or apply for a binding tariff information ruling, which the EU grants for three years. Keep the reasoning on file: a customs audit can reach back three years or more.',
      ],
      fr: [
        'Le Système harmonisé attribue à chaque produit un code utilisé par les douanes de plus de 200 pays. Les six premiers chiffres sont partout les mêmes ; chaque pays ajoute ensuite les siens, huit dans la nomenclature combinée de l’Union européenne et dix dans de nombreux tarifs nationaux.',
        'Le classement suit les règles générales interprétatives, appliquées dans l’ordre. Le libellé des positions et les notes de sections et de chapitres priment ; le nom donné au produit dans votre catalogue ne compte pas, seuls comptent sa matière et sa fonction.',
        'Assortiments, pièces et produits multifonctions causent la plupart des erreurs. Un coffret se classe d’après l’article qui lui confère son caractère essentiel, une pièce selon l’existence d’une position « parties » dans le chapitre, et une montre connectée selon sa fonction principale et non son bracelet.',
        'Quand l’enjeu de droits est important, demandez un avis écrit à votre déclarant ou sollicitez un renseignement tarifaire contraignant, que l’Union accorde pour trois ans. Conservez le raisonnement au dossier : un contrôle douanier peut remonter trois ans ou plus en arrière.',
      ],
      ar: [
        'يمنح النظام المنسق كل منتج رمزًا تستخدمه الجمارك في أكثر من 200 دولة. الأرقام الستة الأولى واحدة في كل مكان، ثم تضيف كل دولة أرقامها الخاصة، ثمانية في التعريفة المركبة للاتحاد الأوروبي وعشرة في كثير من التعريفات الوطنية.',
        'يتبع التصنيف القواعد العامة للتفسير بترتيبها. فنصوص البنود وملاحظات الأقسام والفصول تأتي أولًا، أما الاسم الذي تطلقه على المنتج في كتالوجك فلا يُعتد به، بل العبرة بمادته ووظيفته.',
        'تسبب المجموعات والأجزاء والسلع متعددة الوظائف معظم الأخطاء. فمجموعة الهدايا تُصنَّف حسب الصنف الذي يمنحها طابعها الأساسي، والجزء حسب وجود بند للأجزاء في الفصل، والساعة الذكية حسب وظيفتها الرئيسية لا حسب سوارها.',
        'حين تكون الرسوم المعنية كبيرة اطلب رأيًا مكتوبًا من مخلّصك الجمركي، أو تقدّم بطلب معلومات تعريفية ملزمة يمنحها الاتحاد الأوروبي لثلاث سنوات. واحتفظ بالتعليل في ملفك، فالتدقيق الجمركي قد يعود ثلاث سنوات أو أكثر إلى الوراء.',
      ],
    },
  },
  {
    category: 'internationalTransport',
    author: 'Claire Dubois',
    title: { en: 'Rail freight between Asia and Europe', fr: 'Le fret ferroviaire entre l’Asie et l’Europe', ar: 'الشحن بالسكك الحديدية بين آسيا وأوروبا' },
    excerpt: {
      en: 'Faster than sea, cheaper than air: when the rail corridor fits.',
      fr: 'Plus rapide que la mer, moins cher que l’air : quand le rail convient.',
      ar: 'أسرع من البحر وأرخص من الجو: متى يناسبك الممر السككي.',
    },
    paragraphs: {
      en: [
        'Block trains run from Chinese hubs such as Chongqing, Chengdu and Xi’an to Duisburg, Łódź and other European terminals in about 18 to 25 days, against 35 to 45 days by sea and a few days by air.',
        'The price usually sits between the two: often two to three times the sea rate for a 40ft container and a fraction of the air rate. Rail suits goods worth too much to sit six weeks at sea but not enough to fly, such as car parts, machinery and electronics.',
        'The route crosses several customs territories, and the change of track gauge at the borders of the former Soviet Union and again at the EU border means containers are transferred between wagons, which adds time when terminals are congested.',
        'Check which corridor your forwarder uses, whether any sanctions apply to the goods or the route, and how winter is handled for temperature-sensitive cargo. Cargora lists rail services under International Transport; use the keyword “rail” to find them.',
      ],
      fr: [
        'Des trains complets relient les plateformes chinoises comme Chongqing, Chengdu et Xi’an à Duisbourg, Łódź et d’autres terminaux européens en 18 à 25 jours environ, contre 35 à 45 jours par la mer et quelques jours par avion.',
        'Le prix se situe en général entre les deux : souvent deux à trois fois le fret maritime d’un 40 pieds, et une fraction du tarif aérien. Le rail convient aux marchandises trop précieuses pour passer six semaines en mer mais pas assez pour voler, comme les pièces automobiles, les machines et l’électronique.',
        'Le trajet traverse plusieurs territoires douaniers, et le changement d’écartement des voies aux frontières de l’ex-URSS puis à celle de l’Union impose de transborder les conteneurs d’un wagon à l’autre, ce qui allonge le délai quand les terminaux sont engorgés.',
        'Vérifiez quel corridor emprunte votre transitaire, si des sanctions visent la marchandise ou l’itinéraire, et comment l’hiver est géré pour les produits sensibles au froid. Cargora présente les services ferroviaires dans le transport international ; cherchez avec le mot-clé « rail ».',
      ],
      ar: [
        'تنطلق قطارات الحاويات الكاملة من مراكز صينية مثل تشونغتشينغ وتشنغدو وشيآن إلى دويسبورغ ولودز ومحطات أوروبية أخرى في نحو 18 إلى 25 يومًا، مقابل 35 إلى 45 يومًا بحرًا وبضعة أيام جوًّا.',
        'يقع السعر عادةً بين الاثنين: غالبًا ضعفا سعر الشحن البحري لحاوية 40 قدمًا أو ثلاثة أضعافه، وجزء من سعر الشحن الجوي. ويناسب القطار البضائع الأغلى من أن تبقى ستة أسابيع في البحر والأرخص من أن تُشحن جوًّا، كقطع السيارات والآلات والإلكترونيات.',
        'يعبر المسار عدة أقاليم جمركية، ويفرض اختلاف عرض السكك عند حدود الاتحاد السوفيتي السابق ثم عند حدود الاتحاد الأوروبي نقل الحاويات من عربة إلى أخرى، ما يطيل المدة حين تزدحم المحطات.',
        'تحقق من الممر الذي يستخدمه وكيل الشحن، وهل تسري عقوبات على البضاعة أو المسار، وكيف يُتعامل مع الشتاء في البضائع الحساسة للحرارة. وتعرض Cargora خدمات السكك الحديدية ضمن النقل الدولي، فابحث عنها بكلمة «rail».',
      ],
    },
  },
  {
    category: 'warehouseServices',
    author: 'Amara Okafor',
    title: { en: 'Warehouse KPIs that matter to shippers', fr: 'Les indicateurs d’entrepôt qui comptent pour les chargeurs', ar: 'مؤشرات أداء المستودعات التي تهم الشاحنين' },
    excerpt: {
      en: 'Dock-to-stock time, pick accuracy and inventory variance.',
      fr: 'Délai de mise en stock, exactitude de préparation et écarts d’inventaire.',
      ar: 'زمن الإدخال إلى المخزون ودقة الانتقاء وفروق الجرد.',
    },
    paragraphs: {
      en: [
        'Dock-to-stock time measures how long received goods take to become available for orders. A good warehouse puts standard pallets away within 24 hours; if your stock sits on the dock for three days, your website sells goods nobody can find.',
        'Pick accuracy is the share of order lines shipped without error. Anything under 99.5% means complaints and returns; ask how it is measured, since a warehouse that checks only a sample may report a better figure than your customers experience.',
        'Inventory variance compares the system’s stock with a physical count. Ask for cycle counts of your fastest items every month and for the value of the differences found, not just their number, and agree who pays for unexplained losses.',
        'Add on-time dispatch, the share of orders leaving on the promised day, and you have four numbers worth putting in your contract with a monthly report. Compare what Cargora’s Warehouse Services agents promise on these before you move your stock.',
      ],
      fr: [
        'Le délai de mise en stock mesure le temps nécessaire pour que la marchandise reçue soit disponible à la commande. Un bon entrepôt range les palettes standard en moins de 24 heures ; si votre stock reste trois jours à quai, votre site vend des produits introuvables.',
        'L’exactitude de préparation est la part des lignes de commande expédiées sans erreur. En dessous de 99,5 %, ce sont des réclamations et des retours ; demandez comment elle est mesurée, car un entrepôt qui ne contrôle qu’un échantillon peut afficher mieux que ce que vivent vos clients.',
        'L’écart d’inventaire compare le stock informatique à un comptage physique. Exigez chaque mois des inventaires tournants de vos références les plus rapides et la valeur des écarts constatés, pas seulement leur nombre, et convenez de qui paie les pertes inexpliquées.',
        'Ajoutez le taux d’expédition à l’heure, la part des commandes parties le jour promis, et vous tenez quatre chiffres à inscrire au contrat avec un rapport mensuel. Comparez ce que promettent sur ces points les agents des services d’entreposage de Cargora avant de déplacer votre stock.',
      ],
      ar: [
        'يقيس زمن الإدخال إلى المخزون المدة التي تستغرقها البضائع المستلمة لتصبح متاحة للطلبات. المستودع الجيد يخزّن المنصات القياسية خلال 24 ساعة، وإذا بقي مخزونك على الرصيف ثلاثة أيام فموقعك يبيع بضائع لا يجدها أحد.',
        'دقة الانتقاء هي نسبة بنود الطلبات المشحونة دون خطأ، وكل ما دون 99.5% يعني شكاوى ومرتجعات. اسأل كيف تُقاس، فالمستودع الذي يفحص عينة فقط قد يعلن رقمًا أفضل مما يعيشه عملاؤك.',
        'تقارن فروق الجرد المخزونَ في النظام بالعدّ الفعلي. اطلب جردًا دوريًا شهريًا لأسرع أصنافك حركةً، وقيمة الفروق المكتشفة لا عددها فقط، واتفق على من يتحمل الخسائر غير المبررة.',
        'أضف نسبة الإرسال في الموعد، أي الطلبات التي تغادر في اليوم الموعود، فتحصل على أربعة أرقام تستحق أن تُكتب في عقدك مع تقرير شهري. وقارن ما يعد به وكلاء خدمات المستودعات في Cargora بشأنها قبل نقل مخزونك.',
      ],
    },
  },
  {
    category: 'brokerageServices',
    author: 'Lukas Brandt',
    title: { en: 'Getting paid: letters of credit for exporters', fr: 'Être payé : le crédit documentaire pour les exportateurs', ar: 'ضمان التحصيل: الاعتمادات المستندية للمصدّرين' },
    excerpt: {
      en: 'How documentary credits work and the discrepancies that delay payment.',
      fr: 'Fonctionnement du crédit documentaire et les irrégularités qui retardent le paiement.',
      ar: 'كيف تعمل الاعتمادات المستندية وما الأخطاء التي تؤخر الدفع.',
    },
    paragraphs: {
      en: [
        'A letter of credit is a bank’s promise to pay the exporter once it receives documents that comply with the credit’s terms. The buyer’s bank issues it, often confirmed by a bank in the exporter’s country, and the rules of UCP 600 govern how the documents are examined.',
        'Banks check documents, not goods. If the invoice, the bill of lading and the insurance certificate match the credit and each other, the bank pays, even if the buyer has changed their mind; if they do not, payment waits for the buyer to accept the discrepancies.',
        'Most discrepancies are small: a late shipment date, a bill of lading presented after the 21-day limit, a description on the invoice that differs from the credit, or a port named differently. Check the draft credit before you accept it and ask for changes you cannot meet.',
        'Share the credit’s requirements with your forwarder as soon as you receive it, because the transport document must match it word for word. A forwarder used to letters of credit, found through Cargora’s Brokerage Services, can prepare compliant documents the first time.',
      ],
      fr: [
        'Le crédit documentaire est l’engagement d’une banque de payer l’exportateur dès réception de documents conformes aux termes du crédit. La banque de l’acheteur l’émet, souvent confirmé par une banque du pays de l’exportateur, et les règles RUU 600 encadrent l’examen des documents.',
        'Les banques examinent des documents, pas des marchandises. Si facture, connaissement et certificat d’assurance concordent avec le crédit et entre eux, la banque paie, même si l’acheteur a changé d’avis ; sinon, le paiement attend que l’acheteur accepte les irrégularités.',
        'La plupart des irrégularités sont minimes : date d’expédition dépassée, connaissement présenté après le délai de 21 jours, désignation de la facture différente de celle du crédit, port nommé autrement. Relisez le projet de crédit avant de l’accepter et demandez les modifications que vous ne pourrez pas respecter.',
        'Transmettez les exigences du crédit à votre transitaire dès réception, car le document de transport doit y correspondre mot pour mot. Un transitaire habitué aux crédits documentaires, trouvé via les services de courtage de Cargora, peut préparer des documents conformes dès la première présentation.',
      ],
      ar: [
        'الاعتماد المستندي تعهّد من مصرف بالدفع للمصدّر فور تسلّمه مستندات مطابقة لشروط الاعتماد. يصدره مصرف المشتري، وكثيرًا ما يعززه مصرف في بلد المصدّر، وتحكم قواعد UCP 600 طريقة فحص المستندات.',
        'تفحص المصارف المستندات لا البضائع. فإذا طابقت الفاتورة وبوليصة الشحن وشهادة التأمين شروط الاعتماد وتطابقت فيما بينها دفع المصرف حتى لو غيّر المشتري رأيه، وإلا انتظر الدفع قبول المشتري للمخالفات.',
        'معظم المخالفات صغيرة: تاريخ شحن متأخر، أو بوليصة قُدّمت بعد مهلة 21 يومًا، أو وصف في الفاتورة يختلف عن الاعتماد، أو ميناء مذكور باسم مختلف. راجع مسودة الاعتماد قبل قبولها واطلب تعديل ما لا تستطيع الالتزام به.',
        'شارك شروط الاعتماد مع وكيل الشحن فور تسلّمها، لأن مستند النقل يجب أن يطابقها حرفيًا. ويستطيع وكيل شحن معتاد على الاعتمادات المستندية، تجده عبر خدمات الوساطة في Cargora، إعداد مستندات مطابقة من المرة الأولى.',
      ],
    },
  },
];
