// Cargora Reads, posts 1 to 10: each about its own topic.
import type { BlogPostSeed } from '../content-types';

export const BLOG_READS_1: BlogPostSeed[] = [
  {
    category: 'internationalTransport',
    author: 'Amara Okafor',
    title: { en: 'How to choose between FCL and LCL sea freight', fr: 'Choisir entre fret maritime FCL et LCL', ar: 'كيف تختار بين الحاوية الكاملة والشحن المجمّع بحرًا' },
    excerpt: {
      en: 'Full or shared container? A practical guide to cost, speed and risk.',
      fr: 'Conteneur complet ou groupage ? Un guide pratique sur le coût, la rapidité et le risque.',
      ar: 'حاوية كاملة أم مشتركة؟ دليل عملي للتكلفة والسرعة والمخاطر.',
    },
    paragraphs: {
      en: [
        'With FCL (full container load) you pay for a whole 20ft or 40ft box, whatever you put in it. With LCL (less than container load) a consolidator sells you space by the cubic metre and fills the container with other shippers’ goods.',
        'The break-even point is usually between 13 and 16 cubic metres. Below that, LCL is cheaper; above it, a 20ft container (about 33 m³ of space) often costs less than the same volume shipped loose, even half empty.',
        'LCL takes longer: the cargo waits at the consolidator’s warehouse until the container is full, then again at destination while it is unpacked, which adds three to seven days. It is also handled more, so fragile goods need stronger packaging.',
        'A practical rule: ship LCL for samples, first orders and anything under 10 m³; switch to FCL when volumes grow, when goods are fragile or valuable, or when a few days matter. On Cargora, search the lane with the keyword “LCL” or “FCL” and compare the starting prices side by side.',
      ],
      fr: [
        'En FCL (conteneur complet), vous payez une boîte entière de 20 ou 40 pieds, quel que soit son contenu. En LCL (groupage), un groupeur vous vend de l’espace au mètre cube et complète le conteneur avec les marchandises d’autres chargeurs.',
        'Le point d’équilibre se situe en général entre 13 et 16 mètres cubes. En deçà, le groupage coûte moins cher ; au-delà, un conteneur de 20 pieds (environ 33 m³ utiles) revient souvent moins cher que le même volume en groupage, même à moitié vide.',
        'Le groupage est plus lent : la marchandise attend dans l’entrepôt du groupeur que le conteneur soit plein, puis à destination pendant le dépotage, soit trois à sept jours de plus. Elle est aussi davantage manipulée, d’où un emballage renforcé pour les produits fragiles.',
        'Règle pratique : expédiez en groupage les échantillons, les premières commandes et tout ce qui fait moins de 10 m³ ; passez au conteneur complet quand les volumes augmentent, quand la marchandise est fragile ou précieuse, ou quand quelques jours comptent. Sur Cargora, cherchez la ligne avec le mot-clé « LCL » ou « FCL » et comparez les prix de départ.',
      ],
      ar: [
        'في الشحن بحاوية كاملة (FCL) تدفع ثمن حاوية كاملة بطول 20 أو 40 قدمًا أيًّا كان ما تضعه فيها. أما في الشحن المجمّع (LCL) فيبيعك المجمِّع مساحة بالمتر المكعب ويملأ الحاوية ببضائع شاحنين آخرين.',
        'تقع نقطة التعادل عادةً بين 13 و16 مترًا مكعبًا. دونها يكون الشحن المجمّع أرخص، وفوقها تكلف حاوية 20 قدمًا (نحو 33 مترًا مكعبًا من المساحة) غالبًا أقل من الحجم نفسه مشحونًا مجمّعًا، حتى لو كانت نصف فارغة.',
        'الشحن المجمّع أبطأ، إذ تنتظر البضاعة في مستودع المجمِّع حتى تمتلئ الحاوية، ثم تنتظر عند الوصول أثناء التفريغ، ما يضيف من ثلاثة إلى سبعة أيام. كما أنها تُناوَل أكثر، فتحتاج البضائع القابلة للكسر إلى تغليف أقوى.',
        'قاعدة عملية: اشحن مجمّعًا للعينات والطلبيات الأولى وكل ما يقل عن 10 أمتار مكعبة، وانتقل إلى الحاوية الكاملة عند نمو الكميات أو حين تكون البضاعة هشة أو ثمينة أو حين تهمك بضعة أيام. وعلى Cargora ابحث في الخط بكلمة «LCL» أو «FCL» وقارن أسعار البداية جنبًا إلى جنب.',
      ],
    },
  },
  {
    category: 'customsServices',
    author: 'Lukas Brandt',
    title: { en: 'Incoterms 2020 explained for first-time importers', fr: 'Les Incoterms 2020 expliqués aux primo-importateurs', ar: 'قواعد Incoterms 2020 للمستوردين الجدد' },
    excerpt: {
      en: 'Who pays, who insures and where risk passes, term by term.',
      fr: 'Qui paie, qui assure et où le risque est transféré, terme par terme.',
      ar: 'من يدفع ومن يؤمّن وأين تنتقل المخاطر، مصطلحًا بعد مصطلح.',
    },
    paragraphs: {
      en: [
        'Incoterms are eleven three-letter rules published by the International Chamber of Commerce. Written next to a place in your sales contract, such as “FOB Shenzhen”, one of them settles who arranges and pays each part of the journey and where the risk of loss moves to you.',
        'At one end, EXW (Ex Works) makes you responsible for everything from the supplier’s door, including export clearance you may not be able to do abroad. FCA is usually the better choice: the seller clears the goods for export and hands them to your carrier.',
        'FOB, CFR and CIF are for sea freight only. Under CIF the seller pays the freight and minimum insurance to your port, yet the risk becomes yours once the goods are on board, so a loss at sea is claimed under a policy you did not choose.',
        'At the other end, DAP brings the goods to your address without paying import charges, and DDP includes duties and import VAT. For a first import, FCA or FOB with your own forwarder gives you the clearest view of costs; put the chosen term in every quote request.',
      ],
      fr: [
        'Les Incoterms sont onze règles de trois lettres publiées par la Chambre de commerce internationale. Accolé à un lieu dans le contrat de vente, comme « FOB Shenzhen », chacun fixe qui organise et paie chaque étape du trajet, et où le risque de perte vous est transféré.',
        'À une extrémité, l’EXW (à l’usine) vous rend responsable de tout depuis la porte du fournisseur, y compris le dédouanement export que vous ne pourrez peut-être pas faire à l’étranger. Le FCA est souvent préférable : le vendeur dédouane à l’export et remet la marchandise à votre transporteur.',
        'FOB, CFR et CIF ne valent que pour le maritime. En CIF, le vendeur paie le fret et une assurance minimale jusqu’à votre port, mais le risque vous incombe dès la mise à bord : une perte en mer se réclame alors sur une police que vous n’avez pas choisie.',
        'À l’autre extrémité, le DAP livre à votre adresse sans payer les frais d’importation, et le DDP inclut droits et TVA à l’import. Pour une première importation, le FCA ou le FOB avec votre propre transitaire donne la vision la plus claire des coûts ; indiquez le terme choisi dans chaque demande de devis.',
      ],
      ar: [
        'قواعد Incoterms أحد عشر مصطلحًا من ثلاثة أحرف تصدرها غرفة التجارة الدولية. حين يُكتب أحدها بجانب مكان في عقد البيع، مثل «FOB Shenzhen»، يحدد من ينظم كل جزء من الرحلة ومن يدفع ثمنه، وأين تنتقل إليك مخاطر الفقد.',
        'في أحد الطرفين يجعلك مصطلح EXW مسؤولًا عن كل شيء من باب المورّد، بما في ذلك تخليص التصدير الذي قد لا تستطيع القيام به في الخارج. وغالبًا ما يكون FCA خيارًا أفضل، إذ يخلّص البائع البضاعة للتصدير ويسلّمها إلى ناقلك.',
        'مصطلحات FOB وCFR وCIF خاصة بالشحن البحري. في CIF يدفع البائع أجرة الشحن وتأمينًا بحده الأدنى حتى مينائك، لكن المخاطر تصبح عليك منذ تحميل البضاعة على السفينة، فتطالب عن أي خسارة في البحر بموجب وثيقة لم تخترها.',
        'وفي الطرف الآخر يوصل DAP البضاعة إلى عنوانك دون دفع رسوم الاستيراد، ويشمل DDP الرسوم الجمركية وضريبة الاستيراد. في أول عملية استيراد يمنحك FCA أو FOB مع وكيل شحن تختاره أوضح رؤية للتكاليف، فاذكر المصطلح المختار في كل طلب عرض سعر.',
      ],
    },
  },
  {
    category: 'customsServices',
    author: 'Mei Lin',
    title: { en: 'Five documents every customs broker will ask for', fr: 'Cinq documents que tout commissionnaire en douane demandera', ar: 'خمسة مستندات سيطلبها أي مخلّص جمركي' },
    excerpt: {
      en: 'Commercial invoice, packing list, bill of lading and two you may forget.',
      fr: 'Facture commerciale, liste de colisage, connaissement et deux autres souvent oubliés.',
      ar: 'الفاتورة التجارية وقائمة التعبئة وبوليصة الشحن واثنان قد تنساهما.',
    },
    paragraphs: {
      en: [
        'The commercial invoice is the basis of the customs value. Beyond the price, the broker needs the exact description of each item, its HS code, the country of origin, the currency and the Incoterm; “spare parts” or “samples” alone will be sent back for detail.',
        'The packing list tells customs what is in each carton or pallet, with net and gross weights and dimensions. If an officer opens the container, it is the packing list that lets them find the goods they want to see without unloading everything.',
        'The transport document, a bill of lading or an air waybill, proves the goods were shipped and names who may collect them. With an original bill of lading, the broker cannot obtain release until the original or a telex release reaches the shipping line.',
        'The two documents most often forgotten are the certificate of origin, which unlocks reduced duty under a trade agreement, and your importer registration, such as an EORI number in the European Union. Send all five to your broker before the ship arrives, not after.',
      ],
      fr: [
        'La facture commerciale fonde la valeur en douane. Au-delà du prix, le déclarant a besoin de la désignation exacte de chaque article, de son code SH, du pays d’origine, de la devise et de l’Incoterm ; « pièces détachées » ou « échantillons » seuls vous seront renvoyés pour précision.',
        'La liste de colisage indique à la douane le contenu de chaque carton ou palette, avec poids net, poids brut et dimensions. Si un agent ouvre le conteneur, c’est elle qui lui permet de trouver les marchandises voulues sans tout décharger.',
        'Le document de transport, connaissement ou lettre de transport aérien, prouve l’expédition et désigne qui peut retirer la marchandise. Avec un connaissement original, le déclarant n’obtient pas la mainlevée tant que l’original ou une libération par télex n’est pas parvenu à la compagnie maritime.',
        'Les deux documents les plus souvent oubliés sont le certificat d’origine, qui ouvre droit à un droit réduit dans le cadre d’un accord commercial, et votre immatriculation d’importateur, comme le numéro EORI dans l’Union européenne. Envoyez les cinq à votre déclarant avant l’arrivée du navire, pas après.',
      ],
      ar: [
        'الفاتورة التجارية أساس القيمة الجمركية. وإلى جانب السعر يحتاج المخلّص إلى الوصف الدقيق لكل صنف ورمز HS وبلد المنشأ والعملة ومصطلح Incoterm، أما عبارة «قطع غيار» أو «عينات» وحدها فستُعاد إليك لاستكمالها.',
        'تبيّن قائمة التعبئة للجمارك محتوى كل كرتونة أو منصة، مع الوزن الصافي والإجمالي والأبعاد. وإذا فتح موظف الجمارك الحاوية فهي التي تتيح له الوصول إلى البضائع المطلوبة دون تفريغ كل شيء.',
        'يثبت مستند النقل، سواء بوليصة الشحن البحري أو الجوي، أن البضاعة شُحنت ويحدد من يحق له استلامها. ومع بوليصة شحن أصلية لا يحصل المخلّص على الإفراج حتى تصل النسخة الأصلية أو إشعار الإفراج البرقي إلى خط الملاحة.',
        'المستندان الأكثر نسيانًا هما شهادة المنشأ، التي تتيح رسومًا مخفّضة بموجب اتفاقية تجارية، ورقم تسجيلك مستوردًا، مثل رقم EORI في الاتحاد الأوروبي. أرسل المستندات الخمسة إلى مخلّصك قبل وصول السفينة لا بعده.',
      ],
    },
  },
  {
    category: 'domesticTransportcitywide',
    author: 'Sofia Marquez',
    title: { en: 'Same-day city delivery: what drives the price', fr: 'Livraison urbaine le jour même : ce qui fait le prix', ar: 'التوصيل داخل المدينة في اليوم نفسه: ما الذي يحدد السعر' },
    excerpt: {
      en: 'Distance, time windows and vehicle size shape a city-wide quote.',
      fr: 'Distance, créneaux horaires et taille du véhicule déterminent un devis urbain.',
      ar: 'المسافة ونوافذ التسليم وحجم المركبة تشكّل عرض سعر التوصيل داخل المدينة.',
    },
    paragraphs: {
      en: [
        'In a city, time costs more than distance. A 12 km run across town at rush hour can take longer than 40 km on a ring road, so most city-wide quotes combine a base fee, a price per kilometre and an allowance for waiting time at each stop.',
        'Time windows are the next driver. A delivery “any time today” lets the courier group it with other drops; a one-hour window at 9 a.m. may need a dedicated vehicle, and a same-day collection booked after noon usually carries a premium.',
        'Vehicle size follows the largest item, not the total weight. A single pallet needs a van with a tail lift or a small truck, while ten cartons fit a car; ask for the right vehicle once, because a failed attempt with the wrong one is charged again.',
        'To keep the price down, give the exact address with access details, book before the cut-off time, and accept a window of two to four hours when you can. On Cargora, the Domestic Transport CityWide category lists couriers by city with their starting prices.',
      ],
      fr: [
        'En ville, le temps coûte plus cher que la distance. Une course de 12 km à travers le centre à l’heure de pointe peut durer plus longtemps que 40 km sur le périphérique ; la plupart des devis urbains combinent donc un forfait, un prix au kilomètre et un temps d’attente à chaque arrêt.',
        'Les créneaux horaires viennent ensuite. Une livraison « dans la journée » permet au coursier de la grouper avec d’autres ; un créneau d’une heure à 9 h peut exiger un véhicule dédié, et un enlèvement le jour même réservé après midi est en général majoré.',
        'La taille du véhicule dépend du plus gros colis, pas du poids total. Une seule palette demande une fourgonnette avec hayon ou un petit porteur, quand dix cartons tiennent dans une voiture ; précisez-le dès la réservation, car un passage manqué faute de bon véhicule est refacturé.',
        'Pour contenir le prix, donnez l’adresse exacte avec les conditions d’accès, réservez avant l’heure limite et acceptez un créneau de deux à quatre heures quand c’est possible. Sur Cargora, la catégorie Transport national urbain présente les coursiers par ville avec leurs prix de départ.',
      ],
      ar: [
        'في المدينة يكلّف الوقت أكثر من المسافة. فمشوار 12 كيلومترًا عبر وسط المدينة في ساعة الذروة قد يستغرق أطول من 40 كيلومترًا على الطريق الدائري، ولذلك تجمع معظم عروض الأسعار داخل المدينة بين رسم أساسي وسعر لكل كيلومتر ومهلة انتظار عند كل توقف.',
        'تأتي نوافذ التسليم بعد ذلك. فالتوصيل «في أي وقت اليوم» يسمح للمندوب بجمعه مع توصيلات أخرى، أما نافذة ساعة واحدة في التاسعة صباحًا فقد تتطلب مركبة مخصصة، والاستلام في اليوم نفسه المحجوز بعد الظهر يُحتسب عادةً بسعر أعلى.',
        'يتحدد حجم المركبة بأكبر قطعة لا بالوزن الإجمالي. فالمنصة الواحدة تحتاج إلى شاحنة صغيرة برافعة خلفية، بينما تتسع سيارة عادية لعشر كراتين، فحدّد المركبة المناسبة منذ البداية لأن المحاولة الفاشلة بمركبة غير مناسبة تُحتسب مرة أخرى.',
        'لتخفيض السعر أعطِ العنوان الدقيق مع تفاصيل الوصول، واحجز قبل الموعد النهائي، واقبل نافذة من ساعتين إلى أربع ساعات متى أمكن. وعلى Cargora تعرض فئة النقل المحلي داخل المدينة شركات التوصيل حسب المدينة مع أسعار البداية.',
      ],
    },
  },
  {
    category: 'domesticTransportcitytocity',
    author: 'Rahul Iyer',
    title: { en: 'Planning a city-to-city move for your stock', fr: 'Planifier le transfert de stock entre deux villes', ar: 'التخطيط لنقل مخزونك بين مدينتين' },
    excerpt: {
      en: 'Full truckload, part load and rail: choosing a domestic corridor.',
      fr: 'Camion complet, groupage ou rail : choisir un corridor national.',
      ar: 'شاحنة كاملة أو حمولة جزئية أو سكة حديد: اختيار الممر المحلي المناسب.',
    },
    paragraphs: {
      en: [
        'Moving stock between two warehouses starts with a count in pallets. A standard European semi-trailer takes 33 pallets, a US 53ft trailer about 26 to 30; once you fill more than half of one, a full truckload (FTL) usually beats a part load on price per pallet.',
        'Part load (LTL) shares the truck with other customers and goes through the carrier’s hubs, so allow an extra day or two and expect more handling. It suits a few pallets a week between regular destinations.',
        'A truck covers 600 to 700 km a day with one driver under driving-time rules, so a 1,200 km move is two days plus loading. Rail becomes interesting above about 500 km for regular, heavy flows, with a truck at each end to and from the terminal.',
        'Book the delivery slot at the receiving warehouse before the truck leaves, send the pallet list with weights in advance, and check that both sites have docks or a forklift. Cargora’s Domestic Transport CitytoCity category lets you compare trucking and rail on the same corridor.',
      ],
      fr: [
        'Transférer du stock entre deux entrepôts commence par un compte en palettes. Une semi-remorque européenne standard prend 33 palettes, une remorque américaine de 53 pieds environ 26 à 30 ; au-delà de la moitié d’une remorque, le camion complet revient en général moins cher à la palette que le groupage.',
        'Le groupage partage le camion avec d’autres clients et transite par les plateformes du transporteur : prévoyez un ou deux jours de plus et davantage de manutention. Il convient à quelques palettes par semaine entre des destinations régulières.',
        'Un camion parcourt 600 à 700 km par jour avec un seul conducteur, temps de conduite oblige : un transfert de 1 200 km prend deux jours plus le chargement. Le rail devient intéressant au-delà de 500 km environ pour des flux lourds et réguliers, avec un camion à chaque bout jusqu’au terminal.',
        'Réservez le créneau de livraison à l’entrepôt de destination avant le départ, envoyez à l’avance la liste des palettes avec leurs poids et vérifiez que les deux sites disposent de quais ou d’un chariot élévateur. La catégorie Transport national interurbain de Cargora permet de comparer route et rail sur le même corridor.',
      ],
      ar: [
        'يبدأ نقل المخزون بين مستودعين بعدّ المنصات. تستوعب المقطورة الأوروبية القياسية 33 منصة، والمقطورة الأمريكية بطول 53 قدمًا نحو 26 إلى 30، وحين تملأ أكثر من نصف مقطورة تصبح الشاحنة الكاملة عادةً أرخص للمنصة الواحدة من الحمولة الجزئية.',
        'تتقاسم الحمولة الجزئية الشاحنة مع عملاء آخرين وتمر عبر مراكز الناقل، فاحسب يومًا أو يومين إضافيين وتوقّع مناولة أكثر. وهي تناسب بضع منصات أسبوعيًا بين وجهات منتظمة.',
        'تقطع الشاحنة من 600 إلى 700 كيلومتر يوميًا بسائق واحد وفق قواعد ساعات القيادة، فيستغرق نقل لمسافة 1200 كيلومتر يومين إضافة إلى التحميل. وتصبح السكك الحديدية خيارًا مجديًا فوق 500 كيلومتر تقريبًا للتدفقات الثقيلة المنتظمة، مع شاحنة عند كل طرف من المحطة وإليها.',
        'احجز موعد التسليم في المستودع المستقبِل قبل انطلاق الشاحنة، وأرسل مسبقًا قائمة المنصات بأوزانها، وتأكد أن في الموقعين أرصفة تحميل أو رافعة شوكية. وتتيح فئة النقل المحلي بين المدن في Cargora مقارنة النقل بالشاحنات والسكك الحديدية على الممر نفسه.',
      ],
    },
  },
  {
    category: 'warehouseServices',
    author: 'Claire Dubois',
    title: { en: 'Bonded warehouses and how they defer duties', fr: 'Entrepôts sous douane et report des droits', ar: 'المستودعات الجمركية وكيف تؤجل الرسوم' },
    excerpt: {
      en: 'Store goods under customs control and pay duty only when they leave.',
      fr: 'Stocker sous contrôle douanier et ne payer les droits qu’à la sortie.',
      ar: 'خزّن البضائع تحت رقابة الجمارك ولا تدفع الرسوم إلا عند خروجها.',
    },
    paragraphs: {
      en: [
        'A bonded warehouse is a facility licensed by customs where imported goods can be stored without paying import duty or VAT. The charges fall due only when the goods are released for sale in the country, and not at all if they are re-exported.',
        'For a distributor who imports a year’s stock of wine or spare parts at once, that means paying duty pallet by pallet as orders come in rather than on the whole shipment on arrival, which can free a large share of working capital.',
        'Goods in bond may be stored, repacked, labelled or sampled, but not transformed. Every movement in and out is recorded, and the warehouse keeper answers to customs for the stock, so expect regular counts and stricter paperwork than in a normal warehouse.',
        'Before choosing one, check the storage rate per pallet per week, the fee for each customs release, and whether the operator can file the release declarations for you. Filter Cargora’s Warehouse Services by your country to find bonded operators near your port of entry.',
      ],
      fr: [
        'Un entrepôt sous douane est une installation agréée par la douane où les marchandises importées peuvent être stockées sans acquitter droits ni TVA à l’importation. Ceux-ci ne sont dus qu’à la mise en libre pratique dans le pays, et pas du tout en cas de réexportation.',
        'Pour un distributeur qui importe d’un coup une année de vin ou de pièces détachées, cela revient à payer les droits palette par palette au fil des commandes plutôt que sur tout l’envoi à l’arrivée, ce qui libère une part importante du fonds de roulement.',
        'Sous douane, la marchandise peut être stockée, reconditionnée, étiquetée ou échantillonnée, mais pas transformée. Chaque entrée et sortie est enregistrée et l’entrepositaire répond du stock devant la douane : attendez-vous à des inventaires réguliers et à des formalités plus strictes qu’en entrepôt classique.',
        'Avant de choisir, vérifiez le tarif de stockage par palette et par semaine, le coût de chaque sortie douanière et la capacité de l’exploitant à déposer les déclarations à votre place. Filtrez les services d’entreposage de Cargora par pays pour trouver des entrepôts sous douane près de votre port d’entrée.',
      ],
      ar: [
        'المستودع الجمركي منشأة مرخّصة من الجمارك يمكن فيها تخزين البضائع المستوردة دون دفع رسوم الاستيراد أو ضريبة القيمة المضافة. ولا تُستحق هذه المبالغ إلا عند الإفراج عن البضائع للبيع داخل البلد، ولا تُستحق إطلاقًا إذا أُعيد تصديرها.',
        'فالموزّع الذي يستورد دفعةً واحدة مخزون سنة من النبيذ أو قطع الغيار يدفع الرسوم منصةً منصة كلما وردت الطلبات، بدلًا من دفعها عن الشحنة كلها عند الوصول، ما قد يحرر جزءًا كبيرًا من رأس المال العامل.',
        'يجوز تخزين البضائع الموضوعة تحت نظام الإيداع الجمركي أو إعادة تعبئتها أو وضع الملصقات عليها أو أخذ عينات منها، لكن لا يجوز تحويلها. وتُسجَّل كل حركة دخول وخروج ويُسأل أمين المستودع أمام الجمارك عن المخزون، فتوقّع جردًا منتظمًا وإجراءات أشد من المستودع العادي.',
        'قبل الاختيار تحقق من سعر التخزين لكل منصة في الأسبوع، ورسوم كل إفراج جمركي، وقدرة المشغّل على تقديم بيانات الإفراج نيابةً عنك. وصفِّ خدمات المستودعات في Cargora حسب دولتك لتجد مستودعات جمركية قرب ميناء دخولك.',
      ],
    },
  },
  {
    category: 'portAgencyServices',
    author: 'Amara Okafor',
    title: { en: 'What a port agent does during a vessel call', fr: 'Le rôle de l’agent portuaire lors d’une escale', ar: 'ماذا يفعل الوكيل البحري أثناء رسو السفينة' },
    excerpt: {
      en: 'Berthing, pilots, crew changes and the paperwork in between.',
      fr: 'Accostage, pilotage, relèves d’équipage et la paperasse entre les deux.',
      ar: 'الرسو والإرشاد وتبديل الطواقم والأوراق بينها.',
    },
    paragraphs: {
      en: [
        'A port agent represents the shipowner or charterer in a port the vessel calls at. Days before arrival, the agent sends the pre-arrival notices to the harbour master, customs, immigration and port health, and books the berth window with the terminal.',
        'On arrival the agent orders the pilot and tugs, arranges the mooring crew and obtains free pratique, the health clearance that allows the ship to start operations. During cargo work they follow the loading or discharge and report progress to the owner several times a day.',
        'The agent also looks after the crew and the ship’s needs: crew changes with visas and flights, doctors, spare parts, fresh water, provisions and the delivery of bunkers, each booked with local suppliers.',
        'Finally the agent collects the port’s invoices into a disbursement account. Ask for a pro forma estimate before the call and compare it line by line with the final account; Cargora’s Port Agency Services list agents per port with their fees.',
      ],
      fr: [
        'L’agent portuaire représente l’armateur ou l’affréteur dans le port d’escale. Plusieurs jours avant l’arrivée, il adresse les préavis à la capitainerie, à la douane, à la police aux frontières et aux services sanitaires, et réserve le créneau de quai auprès du terminal.',
        'À l’arrivée, il commande pilote et remorqueurs, organise le lamanage et obtient la libre pratique, l’autorisation sanitaire qui permet au navire de commencer ses opérations. Pendant la manutention, il suit le chargement ou le déchargement et en rend compte à l’armateur plusieurs fois par jour.',
        'L’agent s’occupe aussi de l’équipage et des besoins du navire : relèves avec visas et vols, médecins, pièces détachées, eau douce, vivres et livraison de soutes, chaque prestation étant commandée auprès de fournisseurs locaux.',
        'Enfin, il rassemble les factures du port dans un compte d’escale. Demandez une estimation pro forma avant l’escale et comparez-la ligne par ligne au compte final ; les services d’agence portuaire de Cargora présentent les agents par port avec leurs honoraires.',
      ],
      ar: [
        'يمثّل الوكيل البحري مالك السفينة أو مستأجرها في الميناء الذي ترسو فيه. وقبل الوصول بأيام يرسل إشعارات ما قبل الوصول إلى سلطة الميناء والجمارك والجوازات والصحة، ويحجز موعد الرصيف لدى المحطة.',
        'عند الوصول يطلب المرشد والقاطرات وينظم فريق الربط ويحصل على الإذن الصحي الذي يسمح للسفينة ببدء عملياتها. وأثناء مناولة البضائع يتابع التحميل أو التفريغ ويرفع تقارير التقدم إلى المالك عدة مرات في اليوم.',
        'ويعتني الوكيل كذلك بالطاقم وحاجات السفينة: تبديل الطواقم مع التأشيرات والرحلات، والأطباء، وقطع الغيار، والمياه العذبة، والمؤن، وتزويد الوقود، ويحجز كل ذلك لدى موردين محليين.',
        'وأخيرًا يجمع الوكيل فواتير الميناء في حساب مصروفات الرسو. اطلب تقديرًا مبدئيًا قبل الرسو وقارنه بندًا ببند بالحساب النهائي، وتعرض خدمات الوكالة البحرية في Cargora الوكلاء حسب الميناء مع رسومهم.',
      ],
    },
  },
  {
    category: 'brokerageServices',
    author: 'Lukas Brandt',
    title: { en: 'Freight brokerage versus freight forwarding', fr: 'Courtage de fret ou commission de transport ?', ar: 'الوساطة في الشحن أم وكالة الشحن؟' },
    excerpt: {
      en: 'Two roles that are often confused, and when you need each one.',
      fr: 'Deux métiers souvent confondus, et quand faire appel à chacun.',
      ar: 'دوران يُخلط بينهما كثيرًا، ومتى تحتاج إلى كل منهما.',
    },
    paragraphs: {
      en: [
        'A freight broker finds a carrier for your load and negotiates the rate; the carrier then moves the goods under its own responsibility. Brokers are common in road freight and ship chartering, and they earn the margin between your rate and the carrier’s.',
        'A freight forwarder organises the whole journey on your behalf: it books space with carriers, consolidates cargo, prepares documents, arranges customs clearance and often issues its own transport document, taking on more responsibility towards you.',
        'In practice, use a broker when you know what you need, such as a truck from A to B next Tuesday, and want the best price quickly. Use a forwarder when the shipment crosses borders, combines modes or needs paperwork you do not handle yourself.',
        'Whichever you choose, ask who is liable if the cargo is lost, which insurance applies and who the actual carrier will be. On Cargora, brokers are listed under Brokerage Services and forwarders under International Transport.',
      ],
      fr: [
        'Le courtier de fret trouve un transporteur pour votre chargement et négocie le tarif ; le transporteur déplace ensuite la marchandise sous sa propre responsabilité. Les courtiers sont courants dans le transport routier et l’affrètement maritime, et se rémunèrent sur l’écart entre votre tarif et celui du transporteur.',
        'Le commissionnaire de transport organise tout le trajet pour votre compte : il réserve l’espace auprès des transporteurs, groupe les marchandises, prépare les documents, fait dédouaner et émet souvent son propre document de transport, en assumant une responsabilité plus étendue envers vous.',
        'En pratique, faites appel à un courtier quand vous savez ce qu’il vous faut, comme un camion de A à B mardi prochain, et voulez vite le meilleur prix. Choisissez un commissionnaire quand l’envoi franchit des frontières, combine plusieurs modes ou exige des formalités que vous ne gérez pas.',
        'Dans les deux cas, demandez qui est responsable en cas de perte, quelle assurance s’applique et qui sera le transporteur effectif. Sur Cargora, les courtiers figurent dans les services de courtage et les commissionnaires dans le transport international.',
      ],
      ar: [
        'يجد وسيط الشحن ناقلًا لحمولتك ويفاوض على السعر، ثم ينقل الناقل البضاعة على مسؤوليته. وينتشر الوسطاء في النقل البري واستئجار السفن، ويربحون الفرق بين السعر الذي تدفعه وسعر الناقل.',
        'أما وكيل الشحن فينظم الرحلة كلها نيابةً عنك: يحجز المساحة لدى الناقلين ويجمّع البضائع ويعدّ المستندات ويرتب التخليص الجمركي، وكثيرًا ما يصدر مستند نقل خاصًا به، متحملًا مسؤولية أكبر تجاهك.',
        'عمليًا، استعن بوسيط حين تعرف ما تحتاجه بالضبط، كشاحنة من مدينة إلى أخرى يوم الثلاثاء القادم، وتريد أفضل سعر بسرعة. واستعن بوكيل شحن حين تعبر الشحنة الحدود أو تجمع بين عدة وسائط نقل أو تتطلب أوراقًا لا تتولاها بنفسك.',
        'وأيًّا كان اختيارك فاسأل من المسؤول إذا فُقدت البضاعة، وأي تأمين يسري، ومن سيكون الناقل الفعلي. وعلى Cargora يظهر الوسطاء ضمن خدمات الوساطة ووكلاء الشحن ضمن النقل الدولي.',
      ],
    },
  },
  {
    category: 'internationalTransport',
    author: 'Mei Lin',
    title: { en: 'Reading a freight quote line by line', fr: 'Lire un devis de fret ligne par ligne', ar: 'قراءة عرض سعر الشحن بندًا بندًا' },
    excerpt: {
      en: 'Base rate, surcharges, accessorials and the fees hidden in between.',
      fr: 'Tarif de base, surcharges, frais annexes et coûts cachés.',
      ar: 'السعر الأساسي والرسوم الإضافية والخدمات الملحقة والرسوم المخفية بينها.',
    },
    paragraphs: {
      en: [
        'The ocean or air freight itself is often less than half of a quote. Start by finding the base rate per container, per cubic metre or per kilogram, and check whether it is quoted port to port or door to door.',
        'Next come the surcharges: the bunker or fuel adjustment factor, the currency adjustment, peak season and, for air, security fees. They move every month, so ask until which date the quote is valid and whether surcharges are fixed or “as applicable at shipment”.',
        'Origin and destination charges follow: terminal handling, documentation, customs clearance, delivery order fees and trucking. A quote that leaves destination charges out looks cheaper but passes them to your consignee, who may not expect them.',
        'Finally, look for what is not there: storage after the free days, inspection costs, waiting time for trucks and insurance. Ask every agent to quote on the same basis, then compare totals on Cargora’s compare page rather than base rates.',
      ],
      fr: [
        'Le fret maritime ou aérien proprement dit représente souvent moins de la moitié d’un devis. Repérez d’abord le tarif de base par conteneur, par mètre cube ou par kilo, et vérifiez s’il s’entend de port à port ou de porte à porte.',
        'Viennent ensuite les surcharges : ajustement carburant ou soute, ajustement monétaire, haute saison et, en aérien, frais de sûreté. Elles varient chaque mois : demandez jusqu’à quelle date le devis est valable et si les surcharges sont fixes ou « applicables au jour de l’embarquement ».',
        'Suivent les frais au départ et à l’arrivée : manutention au terminal, documentation, dédouanement, bon de livraison et camionnage. Un devis qui omet les frais à destination paraît moins cher mais les reporte sur votre destinataire, qui ne s’y attend peut-être pas.',
        'Enfin, cherchez ce qui manque : stationnement au-delà des jours de franchise, frais de visite douanière, attente des camions et assurance. Demandez à chaque agent de chiffrer sur la même base, puis comparez les totaux sur la page de comparaison de Cargora plutôt que les tarifs de base.',
      ],
      ar: [
        'غالبًا ما تكون أجرة الشحن البحري أو الجوي نفسها أقل من نصف عرض السعر. ابدأ بتحديد السعر الأساسي لكل حاوية أو متر مكعب أو كيلوغرام، وتحقق هل هو من ميناء إلى ميناء أم من الباب إلى الباب.',
        'ثم تأتي الرسوم الإضافية: معامل تعديل الوقود، وتعديل العملة، وموسم الذروة، ورسوم الأمن في الشحن الجوي. وهي تتغير كل شهر، فاسأل حتى أي تاريخ يسري العرض، وهل الرسوم ثابتة أم «حسب السائد عند الشحن».',
        'تليها رسوم المنشأ والوجهة: مناولة المحطة والمستندات والتخليص الجمركي وأمر التسليم والنقل بالشاحنات. والعرض الذي يُغفل رسوم الوجهة يبدو أرخص لكنه يحمّلها للمستلم الذي قد لا يتوقعها.',
        'وأخيرًا ابحث عما لم يُذكر: التخزين بعد أيام السماح، وتكاليف المعاينة، وانتظار الشاحنات، والتأمين. اطلب من كل وكيل أن يسعّر على الأساس نفسه، ثم قارن الإجماليات في صفحة المقارنة على Cargora بدلًا من الأسعار الأساسية.',
      ],
    },
  },
  {
    category: 'internationalTransport',
    author: 'Sofia Marquez',
    title: { en: 'Cargo protection: when is it worth the fee?', fr: 'Protection des marchandises : quand la prime vaut-elle le coup ?', ar: 'حماية البضائع: متى تستحق الرسوم؟' },
    excerpt: {
      en: 'Carrier liability limits are low. Here is how to decide on cover.',
      fr: 'La responsabilité du transporteur est limitée. Voici comment décider.',
      ar: 'حدود مسؤولية الناقل منخفضة، وإليك كيف تقرر بشأن التغطية.',
    },
    paragraphs: {
      en: [
        'Carriers are liable for lost or damaged cargo only up to limits set by international conventions: about 2 SDR per kilogram or 666.67 SDR per package at sea, 8.33 SDR per kilogram by road under the CMR and 26 SDR per kilogram by air. An SDR is worth a little more than one US dollar.',
        'For 500 kg of electronics worth 60,000 dollars, that may mean a few thousand dollars at most, and only if you can prove the carrier was at fault. General average, when a ship’s owner sacrifices cargo to save the vessel, can even make you pay towards others’ losses.',
        'Cover is usually worth its fee when the value per kilogram is high, when the goods are fragile or attractive to thieves, when the route has many transfers, or when a loss would hurt your cash flow more than the premium ever could.',
        'On Cargora, services with protection show the fee as a percentage of the declared value, and the service page adds it to the total. Declare the full invoice value plus freight, and keep photos of the packed goods: they speed up any claim.',
      ],
      fr: [
        'Les transporteurs ne répondent des pertes ou avaries que dans les limites fixées par les conventions internationales : environ 2 DTS par kilo ou 666,67 DTS par colis en maritime, 8,33 DTS par kilo par route selon la CMR et 26 DTS par kilo en aérien. Un DTS vaut un peu plus d’un dollar américain.',
        'Pour 500 kg d’électronique d’une valeur de 60 000 dollars, cela représente au mieux quelques milliers de dollars, et seulement si vous prouvez la faute du transporteur. L’avarie commune, quand l’armateur sacrifie une partie de la cargaison pour sauver le navire, peut même vous faire contribuer aux pertes des autres.',
        'La couverture vaut en général son prix quand la valeur au kilo est élevée, quand la marchandise est fragile ou convoitée, quand le trajet comporte de nombreux transbordements, ou quand une perte pèserait plus sur votre trésorerie que la prime ne le fera jamais.',
        'Sur Cargora, les services avec protection affichent les frais en pourcentage de la valeur déclarée, et la page du service les ajoute au total. Déclarez la valeur complète de la facture fret compris, et gardez des photos de la marchandise emballée : elles accélèrent toute réclamation.',
      ],
      ar: [
        'لا يُسأل الناقلون عن فقد البضائع أو تلفها إلا في حدود تضعها الاتفاقيات الدولية: نحو 2 وحدة حقوق سحب خاصة لكل كيلوغرام أو 666.67 وحدة لكل طرد في البحر، و8.33 وحدة لكل كيلوغرام برًّا وفق اتفاقية CMR، و26 وحدة لكل كيلوغرام جوًّا. وتعادل الوحدة أكثر بقليل من دولار أمريكي.',
        'فلشحنة إلكترونيات وزنها 500 كيلوغرام وقيمتها 60000 دولار قد لا يتجاوز التعويض بضعة آلاف من الدولارات، وبشرط أن تثبت خطأ الناقل. بل إن الخسارة العامة، حين يضحي مالك السفينة بجزء من الحمولة لإنقاذها، قد تلزمك بالمساهمة في خسائر غيرك.',
        'تستحق التغطية رسومها عادةً حين تكون القيمة لكل كيلوغرام مرتفعة، أو حين تكون البضاعة هشة أو مغرية للسرقة، أو حين يكثر المسار من عمليات المسافنة، أو حين تضر الخسارة بسيولتك أكثر مما قد تفعله الرسوم يومًا.',
        'على Cargora تعرض الخدمات المشمولة بالحماية الرسوم نسبةً مئوية من القيمة المصرّح بها، وتضيفها صفحة الخدمة إلى الإجمالي. صرّح بالقيمة الكاملة للفاتورة مضافًا إليها أجرة الشحن، واحتفظ بصور البضاعة بعد تغليفها، فهي تسرّع أي مطالبة.',
      ],
    },
  },
];
