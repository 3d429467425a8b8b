// The help centre, first half: getting started, searching and comparing, working with agents.
import type { HelpTopicSeed } from '../content-types';

export const HELP_CENTRE_1: HelpTopicSeed[] = [
  {
    key: 'getting-started',
    title: { en: 'Getting started', fr: 'Premiers pas', ar: 'البداية' },
    description: {
      en: 'Learn how Cargora works and find your way around.',
      fr: 'Découvrez le fonctionnement de Cargora et repérez-vous sur le site.',
      ar: 'تعرّف على طريقة عمل Cargora وكيف تتنقل في الموقع.',
    },
    articles: [
      {
        title: { en: 'How Cargora works', fr: 'Comment fonctionne Cargora', ar: 'كيف تعمل Cargora' },
        summary: {
          en: 'Independent freight agents publish their services with prices and transit times; you compare them and send a quote request to the one that fits your shipment.',
          fr: 'Des agents de fret indépendants publient leurs services avec prix et délais ; vous les comparez, puis envoyez une demande de devis à celui qui convient à votre envoi.',
          ar: 'ينشر وكلاء شحن مستقلون خدماتهم مع الأسعار ومدد العبور، فتقارن بينها وترسل طلب عرض سعر إلى الوكيل المناسب لشحنتك.',
        },
        steps: {
          en: [
            'Find services from the landing page search, a category in the Menu or All Services.',
            'Narrow the list with the filters and open the services that match your route.',
            'Check the agent’s storefront: rating, number of reviews, completed jobs and the verified badge.',
            'Choose Request a quote on the service, describe your cargo and wait for the agent’s answer by e-mail.',
          ],
          fr: [
            'Trouvez des services depuis la recherche de la page d’accueil, une catégorie du Menu ou la page Tous les services.',
            'Affinez la liste avec les filtres et ouvrez les services qui correspondent à votre itinéraire.',
            'Consultez la vitrine de l’agent : note, nombre d’avis, missions réalisées et badge vérifié.',
            'Choisissez « Demander un devis » sur le service, décrivez votre marchandise et attendez la réponse de l’agent par e-mail.',
          ],
          ar: [
            'ابحث عن الخدمات من خانة البحث في الصفحة الرئيسية أو من إحدى الفئات في القائمة أو من صفحة جميع الخدمات.',
            'ضيّق القائمة بالمرشحات وافتح الخدمات التي تطابق مسارك.',
            'اطّلع على واجهة متجر الوكيل: التقييم وعدد المراجعات والأعمال المنجزة وشارة التحقق.',
            'اختر «اطلب عرض سعر» في صفحة الخدمة، وصف بضاعتك، ثم انتظر رد الوكيل بالبريد الإلكتروني.',
          ],
        },
        tip: {
          en: 'Cargora does not carry goods itself: the agent you choose performs the shipment and is your contract partner.',
          fr: 'Cargora ne transporte rien lui-même : l’agent retenu exécute l’envoi et reste votre cocontractant.',
          ar: 'لا تنقل Cargora البضائع بنفسها، فالوكيل الذي تختاره هو من ينفذ الشحنة وهو الطرف الآخر في عقدك.',
        },
      },
      {
        title: { en: 'Searching for services', fr: 'Rechercher des services', ar: 'البحث عن الخدمات' },
        summary: {
          en: 'Type an origin and a destination, a city, port or country, in any of the site’s languages, and the search lists the services on that lane.',
          fr: 'Saisissez une origine et une destination, ville, port ou pays, dans l’une des langues du site, et la recherche affiche les services de cette ligne.',
          ar: 'اكتب نقطة الانطلاق والوجهة، مدينةً أو ميناءً أو دولة، بأي لغة من لغات الموقع، فيعرض البحث الخدمات على ذلك الخط.',
        },
        steps: {
          en: [
            'On the landing page, start typing the origin, for example “Shanghai”, and pick it from the suggestions.',
            'Do the same for the destination; you may leave one side empty to see every lane from or to a place.',
            'Press Search to open the matching services, newest first.',
            'Add keywords such as “reefer” or “FCL” in the Search filter to find a particular kind of service.',
          ],
          fr: [
            'Sur la page d’accueil, commencez à taper l’origine, par exemple « Shanghai », puis choisissez-la parmi les suggestions.',
            'Faites de même pour la destination ; vous pouvez laisser un côté vide pour voir toutes les lignes au départ ou à destination d’un lieu.',
            'Appuyez sur Rechercher pour ouvrir les services correspondants, les plus récents d’abord.',
            'Ajoutez des mots-clés comme « frigorifique » ou « FCL » dans le filtre Recherche pour cibler un type de service.',
          ],
          ar: [
            'في الصفحة الرئيسية ابدأ بكتابة نقطة الانطلاق، مثل «شنغهاي»، ثم اخترها من الاقتراحات.',
            'كرّر ذلك للوجهة، ويمكنك ترك أحد الطرفين فارغًا لرؤية كل الخطوط من مكان ما أو إليه.',
            'اضغط زر البحث لفتح الخدمات المطابقة، الأحدث أولًا.',
            'أضف كلمات مفتاحية مثل «مبرّد» أو «FCL» في مرشح البحث للعثور على نوع معين من الخدمات.',
          ],
        },
        tip: {
          en: 'Names work with or without accents, so “Sao Paulo” and “São Paulo” find the same services.',
          fr: 'Les noms fonctionnent avec ou sans accents : « Etats-Unis » et « États-Unis » donnent les mêmes résultats.',
          ar: 'تعمل الأسماء بالتشكيل أو بدونه، وكذلك بالأسماء العربية أو اللاتينية للمدن.',
        },
      },
      {
        title: { en: 'Understanding categories', fr: 'Comprendre les catégories', ar: 'فهم الفئات' },
        summary: {
          en: 'Every service belongs to one of seven categories, from international transport to brokerage, so you can go straight to the kind of help your shipment needs.',
          fr: 'Chaque service relève de l’une des sept catégories, du transport international au courtage, pour aller directement au type d’aide dont votre envoi a besoin.',
          ar: 'تنتمي كل خدمة إلى واحدة من سبع فئات، من النقل الدولي إلى الوساطة، لتصل مباشرةً إلى نوع المساعدة التي تحتاجها شحنتك.',
        },
        steps: {
          en: [
            'International Transport covers sea, air and rail freight between countries; Domestic Transport CityWide and CitytoCity cover deliveries inside one country.',
            'Customs Services are clearance, classification and duty deferral by licensed brokers.',
            'Warehouse Services cover storage, bonded warehousing, cold storage and fulfilment; Port Agency Services look after vessels and cargo in port.',
            'Brokerage Services help you find carriers, negotiate rates or charter a ship; open Categories in the Menu to browse any of them.',
          ],
          fr: [
            'Le transport international couvre le fret maritime, aérien et ferroviaire entre pays ; le transport national urbain et interurbain couvre les livraisons dans un même pays.',
            'Les services douaniers regroupent dédouanement, classement tarifaire et report des droits par des déclarants agréés.',
            'Les services d’entreposage couvrent stockage, entrepôt sous douane, froid et préparation de commandes ; les services d’agence portuaire s’occupent des navires et des marchandises au port.',
            'Les services de courtage aident à trouver des transporteurs, négocier des tarifs ou affréter un navire ; ouvrez Catégories dans le Menu pour parcourir chacune d’elles.',
          ],
          ar: [
            'يشمل النقل الدولي الشحن البحري والجوي والسككي بين الدول، ويشمل النقل المحلي داخل المدينة وبين المدن التوصيل داخل دولة واحدة.',
            'تضم خدمات الجمارك التخليص وتصنيف البضائع وتأجيل الرسوم على يد مخلّصين مرخّصين.',
            'تغطي خدمات المستودعات التخزين والمستودعات الجمركية والتبريد وتجهيز الطلبات، وتعتني خدمات الوكالة البحرية بالسفن والبضائع في الميناء.',
            'تساعدك خدمات الوساطة على إيجاد الناقلين والتفاوض على الأسعار أو استئجار سفينة، وافتح «الفئات» في القائمة لتصفح أي منها.',
          ],
        },
        tip: {
          en: 'A single shipment often needs two categories, for example sea freight plus import customs clearance at destination.',
          fr: 'Un même envoi demande souvent deux catégories, par exemple un fret maritime et un dédouanement à l’arrivée.',
          ar: 'كثيرًا ما تحتاج الشحنة الواحدة إلى فئتين، مثل الشحن البحري مع التخليص الجمركي عند الوصول.',
        },
      },
      {
        title: { en: 'Creating an account', fr: 'Créer un compte', ar: 'إنشاء حساب' },
        summary: {
          en: 'Browsing and quote requests need no account; a customer account lets you follow all your quote requests in one place.',
          fr: 'La consultation et les demandes de devis se font sans compte ; un compte client permet de suivre toutes vos demandes au même endroit.',
          ar: 'لا يحتاج التصفح ولا طلب عروض الأسعار إلى حساب، لكن حساب العميل يتيح لك متابعة جميع طلباتك في مكان واحد.',
        },
        steps: {
          en: [
            'Select Login in the top bar, or Register/Login in the Agents and plans menu.',
            'Choose Customer: the customer site opens in a new tab.',
            'Register there with your e-mail address and a password, then enter the six-digit code sent to your inbox.',
            'Back on Cargora you are signed in, and your home page lists the quote requests sent with that e-mail.',
          ],
          fr: [
            'Choisissez Connexion dans la barre supérieure, ou S’inscrire/Se connecter dans le menu Agents et offres.',
            'Choisissez Client : le site client s’ouvre dans un nouvel onglet.',
            'Inscrivez-vous avec votre adresse e-mail et un mot de passe, puis saisissez le code à six chiffres reçu par e-mail.',
            'De retour sur Cargora, vous êtes connecté et votre page d’accueil affiche les demandes de devis envoyées avec cette adresse.',
          ],
          ar: [
            'اختر «تسجيل الدخول» في الشريط العلوي، أو «التسجيل/الدخول» في قائمة الوكلاء والباقات.',
            'اختر «عميل»، فيُفتح موقع العملاء في علامة تبويب جديدة.',
            'سجّل هناك ببريدك الإلكتروني وكلمة مرور، ثم أدخل الرمز المكوّن من ستة أرقام المرسل إلى بريدك.',
            'عند عودتك إلى Cargora تكون قد سجلت الدخول، وتعرض صفحتك الرئيسية طلبات عروض الأسعار المرسلة بذلك البريد.',
          ],
        },
        tip: {
          en: 'Agents register differently: Become an Agent opens the agent site, where the company account and its package are set up.',
          fr: 'Les agents s’inscrivent autrement : « Devenir agent » ouvre le site agent, où se créent le compte de l’entreprise et sa formule.',
          ar: 'يسجّل الوكلاء بطريقة مختلفة: يفتح خيار «كن وكيلاً» موقع الوكلاء، حيث يُنشأ حساب الشركة وتُختار باقتها.',
        },
      },
    ],
  },
  {
    key: 'searching-comparing',
    title: { en: 'Searching and comparing', fr: 'Rechercher et comparer', ar: 'البحث والمقارنة' },
    description: {
      en: 'Filters, sorting and comparing services side by side.',
      fr: 'Filtres, tri et comparaison des services côte à côte.',
      ar: 'المرشحات والترتيب ومقارنة الخدمات جنبًا إلى جنب.',
    },
    articles: [
      {
        title: { en: 'Filtering by route and price', fr: 'Filtrer par itinéraire et par prix', ar: 'التصفية حسب المسار والسعر' },
        summary: {
          en: 'The filters beside every service list narrow it by origin, destination, country, category, price range, minimum rating and protection.',
          fr: 'Les filtres à côté de chaque liste la restreignent par origine, destination, pays, catégorie, fourchette de prix, note minimale et protection.',
          ar: 'تضيّق المرشحات المجاورة لكل قائمة خدمات النتائجَ حسب نقطة الانطلاق والوجهة والدولة والفئة ونطاق السعر والحد الأدنى للتقييم والحماية.',
        },
        steps: {
          en: [
            'Fill in Origin and Destination with a city, port or country; leave either empty to keep all places on that side.',
            'Enter a Minimum and a Maximum price; they are read in the currency chosen in the top bar.',
            'Pick a Minimum rating, such as 4 stars and up, and With protection if you want cover included.',
            'Press Apply; Clear filters brings the full list back.',
          ],
          fr: [
            'Indiquez une ville, un port ou un pays dans Origine et Destination ; laissez un champ vide pour garder tous les lieux de ce côté.',
            'Saisissez un prix Minimum et un prix Maximum ; ils s’entendent dans la devise choisie dans la barre supérieure.',
            'Choisissez une note minimale, par exemple 4 étoiles et plus, et « Avec protection » si vous voulez une couverture incluse.',
            'Appuyez sur Appliquer ; « Effacer les filtres » rétablit la liste complète.',
          ],
          ar: [
            'اكتب مدينة أو ميناءً أو دولة في حقلي نقطة الانطلاق والوجهة، واترك أحدهما فارغًا لإبقاء كل الأماكن في ذلك الطرف.',
            'أدخل حدًا أدنى وحدًا أقصى للسعر، وتُقرأ القيمتان بالعملة المختارة في الشريط العلوي.',
            'اختر حدًا أدنى للتقييم، مثل 4 نجوم فأكثر، واختر «مع الحماية» إن أردت تغطية مشمولة.',
            'اضغط «تطبيق»، ويعيد زر «مسح المرشحات» القائمة الكاملة.',
          ],
        },
        tip: {
          en: 'If the minimum is above the maximum, the form says so next to the fields before anything is sent.',
          fr: 'Si le minimum dépasse le maximum, le formulaire le signale à côté des champs avant tout envoi.',
          ar: 'إذا كان الحد الأدنى أعلى من الحد الأقصى، ينبهك النموذج إلى ذلك بجوار الحقلين قبل إرسال أي شيء.',
        },
      },
      {
        title: { en: 'Sorting results', fr: 'Trier les résultats', ar: 'ترتيب النتائج' },
        summary: {
          en: 'The Sort by control orders any service list by newest, price in either direction, best rating or fastest transit, and keeps your filters.',
          fr: 'Le menu Trier par ordonne toute liste par nouveauté, prix croissant ou décroissant, meilleure note ou transit le plus rapide, sans perdre vos filtres.',
          ar: 'يرتّب خيار «ترتيب حسب» أي قائمة خدمات حسب الأحدث أو السعر صعودًا أو نزولًا أو الأعلى تقييمًا أو الأسرع عبورًا، مع الإبقاء على مرشحاتك.',
        },
        steps: {
          en: [
            'Open Sort by above the results.',
            'Choose Price: low to high to find the cheapest starting price on your lane.',
            'Choose Fastest transit when the date matters more than the cost; equal transit times are then ordered by price.',
            'Choose Best rated to see the most appreciated services first, those with more reviews ahead on equal ratings.',
          ],
          fr: [
            'Ouvrez « Trier par » au-dessus des résultats.',
            'Choisissez « Prix croissant » pour trouver le prix de départ le plus bas sur votre ligne.',
            'Choisissez « Transit le plus rapide » quand la date compte plus que le coût ; à délai égal, le prix départage.',
            'Choisissez « Mieux notés » pour voir d’abord les services les plus appréciés, ceux qui ont le plus d’avis passant devant à note égale.',
          ],
          ar: [
            'افتح «ترتيب حسب» أعلى النتائج.',
            'اختر «السعر من الأقل إلى الأعلى» لتجد أدنى سعر بداية على خطك.',
            'اختر «الأسرع عبورًا» حين يهمك الموعد أكثر من التكلفة، وعند تساوي المدة يُرتَّب حسب السعر.',
            'اختر «الأعلى تقييمًا» لترى الخدمات الأكثر رضا أولًا، وعند تساوي التقييم تتقدم الخدمة ذات المراجعات الأكثر.',
          ],
        },
        tip: {
          en: 'The sort order is part of the page address, so a link you share opens the list in the same order.',
          fr: 'L’ordre de tri fait partie de l’adresse de la page : un lien partagé ouvre la liste dans le même ordre.',
          ar: 'يصبح الترتيب جزءًا من عنوان الصفحة، فإذا شاركت الرابط فُتحت القائمة بالترتيب نفسه.',
        },
      },
      {
        title: { en: 'Comparing services', fr: 'Comparer des services', ar: 'مقارنة الخدمات' },
        summary: {
          en: 'Put up to four services side by side to see their price, transit time, rating, protection and agent in one table, with the best value in each row marked.',
          fr: 'Placez jusqu’à quatre services côte à côte pour voir prix, délai, note, protection et agent dans un même tableau, la meilleure valeur de chaque ligne étant signalée.',
          ar: 'ضع حتى أربع خدمات جنبًا إلى جنب لترى السعر ومدة العبور والتقييم والحماية والوكيل في جدول واحد، مع تمييز أفضل قيمة في كل صف.',
        },
        steps: {
          en: [
            'Tick Add to compare on a service card in any list.',
            'Repeat for up to three more services; the compare tray at the bottom of the page counts them.',
            'Press Compare in the tray to open the comparison table.',
            'Remove a service from the table to make room for another, or open one to request a quote.',
          ],
          fr: [
            'Cochez « Ajouter à la comparaison » sur la carte d’un service, dans n’importe quelle liste.',
            'Recommencez pour trois services au plus ; le bandeau de comparaison en bas de page les compte.',
            'Appuyez sur Comparer dans le bandeau pour ouvrir le tableau comparatif.',
            'Retirez un service du tableau pour en ajouter un autre, ou ouvrez-en un pour demander un devis.',
          ],
          ar: [
            'حدّد «أضف إلى المقارنة» على بطاقة خدمة في أي قائمة.',
            'كرّر ذلك لثلاث خدمات أخرى كحد أقصى، ويعدّها شريط المقارنة أسفل الصفحة.',
            'اضغط «قارن» في الشريط لفتح جدول المقارنة.',
            'احذف خدمة من الجدول لإفساح المجال لأخرى، أو افتح إحداها لطلب عرض سعر.',
          ],
        },
        tip: {
          en: 'Compare services on the same lane: a cheaper price on a shorter route says little about value.',
          fr: 'Comparez des services sur la même ligne : un prix plus bas sur un trajet plus court ne dit pas grand-chose.',
          ar: 'قارن خدمات على الخط نفسه، فالسعر الأقل على مسار أقصر لا يدل كثيرًا على القيمة.',
        },
      },
      {
        title: { en: 'Viewing prices in your currency', fr: 'Afficher les prix dans votre devise', ar: 'عرض الأسعار بعملتك' },
        summary: {
          en: 'Choose a currency in the top bar and every price on the site is converted at the day’s reference rate; the agent still invoices in their own currency.',
          fr: 'Choisissez une devise dans la barre supérieure et tous les prix du site sont convertis au taux de référence du jour ; l’agent facture toujours dans sa propre devise.',
          ar: 'اختر عملة من الشريط العلوي فتُحوَّل كل الأسعار في الموقع بسعر الصرف المرجعي لليوم، ويظل الوكيل يصدر فاتورته بعملته.',
        },
        steps: {
          en: [
            'Open the Currency select in the top bar, or in the menu drawer on a phone.',
            'Type a code such as EUR or JPY, or scroll the list, and choose the currency.',
            'Every card, service page and comparison now shows prices in that currency, with its own symbol.',
            'Price filters are read in the same currency, so enter amounts as you see them.',
          ],
          fr: [
            'Ouvrez le menu Devise de la barre supérieure, ou celui du tiroir de menu sur téléphone.',
            'Tapez un code comme EUR ou JPY, ou parcourez la liste, puis choisissez la devise.',
            'Cartes, pages de service et comparaison affichent désormais les prix dans cette devise, avec son symbole.',
            'Les filtres de prix s’entendent dans la même devise : saisissez les montants tels que vous les voyez.',
          ],
          ar: [
            'افتح قائمة العملة في الشريط العلوي، أو في درج القائمة على الهاتف.',
            'اكتب رمزًا مثل EUR أو JPY، أو مرّر القائمة، ثم اختر العملة.',
            'تعرض البطاقات وصفحات الخدمات والمقارنة الأسعار الآن بتلك العملة وبرمزها الخاص.',
            'تُقرأ مرشحات السعر بالعملة نفسها، فأدخل المبالغ كما تراها.',
          ],
        },
        tip: {
          en: 'Converted amounts are for comparison: your bank’s rate on the payment day decides what you actually pay.',
          fr: 'Les montants convertis servent à comparer : c’est le taux de votre banque le jour du paiement qui fixe ce que vous payez.',
          ar: 'المبالغ المحوّلة للمقارنة فقط، أما ما تدفعه فعلًا فيحدده سعر مصرفك يوم الدفع.',
        },
      },
    ],
  },
  {
    key: 'working-with-agents',
    title: { en: 'Working with agents', fr: 'Travailler avec les agents', ar: 'التعامل مع الوكلاء' },
    description: {
      en: 'Storefronts, reviews and contacting agents.',
      fr: 'Vitrines, avis et prise de contact avec les agents.',
      ar: 'واجهات المتاجر والتقييمات والتواصل مع الوكلاء.',
    },
    articles: [
      {
        title: { en: 'Reading an agent storefront', fr: 'Lire la vitrine d’un agent', ar: 'قراءة واجهة متجر الوكيل' },
        summary: {
          en: 'A storefront gathers what one agent offers and how customers rated it: company details, rating, reviews, completed jobs and all its services.',
          fr: 'La vitrine réunit l’offre d’un agent et l’avis de ses clients : coordonnées de l’entreprise, note, avis, missions réalisées et tous ses services.',
          ar: 'تجمع واجهة المتجر ما يقدمه الوكيل وكيف قيّمه عملاؤه: بيانات الشركة والتقييم والمراجعات والأعمال المنجزة وجميع خدماته.',
        },
        steps: {
          en: [
            'Open a storefront from the agent’s name on any service, or from the Agent Directory.',
            'Read the header: company name, city and country, member since, and the verified badge if it has one.',
            'Compare the average rating with the number of reviews and completed jobs behind it.',
            'Browse its services page by page, then its reviews, newest first.',
          ],
          fr: [
            'Ouvrez une vitrine depuis le nom de l’agent sur un service, ou depuis l’annuaire des agents.',
            'Lisez l’en-tête : raison sociale, ville et pays, date d’inscription et, le cas échéant, le badge vérifié.',
            'Mettez la note moyenne en regard du nombre d’avis et de missions réalisées qui la fondent.',
            'Parcourez ses services page par page, puis ses avis, du plus récent au plus ancien.',
          ],
          ar: [
            'افتح واجهة المتجر من اسم الوكيل في أي خدمة، أو من دليل الوكلاء.',
            'اقرأ الترويسة: اسم الشركة والمدينة والدولة وتاريخ الانضمام، وشارة التحقق إن وُجدت.',
            'قارن متوسط التقييم بعدد المراجعات والأعمال المنجزة التي يستند إليها.',
            'تصفّح خدماته صفحةً صفحة، ثم مراجعاته من الأحدث إلى الأقدم.',
          ],
        },
        tip: {
          en: 'An agent with many services across categories is often a full forwarder; one with a few services on one lane is often a specialist.',
          fr: 'Un agent présent dans plusieurs catégories est souvent un commissionnaire complet ; quelques services sur une seule ligne signalent plutôt un spécialiste.',
          ar: 'الوكيل الذي يقدم خدمات كثيرة في فئات متعددة غالبًا ما يكون وكيل شحن متكاملًا، ومن يقدم خدمات قليلة على خط واحد غالبًا ما يكون متخصصًا.',
        },
      },
      {
        title: { en: 'How reviews work', fr: 'Le fonctionnement des avis', ar: 'كيف تعمل المراجعات' },
        summary: {
          en: 'Customers rate an agent from one to five stars after a completed job; the storefront shows each review and the average of all of them.',
          fr: 'Les clients notent un agent de une à cinq étoiles après une mission réalisée ; la vitrine montre chaque avis et la moyenne de tous.',
          ar: 'يقيّم العملاء الوكيل من نجمة إلى خمس نجوم بعد إنجاز العمل، وتعرض واجهة المتجر كل مراجعة ومتوسط جميع المراجعات.',
        },
        steps: {
          en: [
            'Open the Reviews section of a storefront or of a service page.',
            'Read the stars, date and comment of each review; a review keeps the language it was written in and is labelled with it.',
            'Look for patterns rather than single opinions: repeated delays or repeated praise for customs handling say more.',
            'Check how recent the reviews are; a rating built years ago may not reflect the team today.',
          ],
          fr: [
            'Ouvrez la section Avis d’une vitrine ou d’une page de service.',
            'Lisez les étoiles, la date et le commentaire de chaque avis ; un avis garde sa langue d’origine, indiquée à côté.',
            'Cherchez des tendances plutôt qu’une opinion isolée : des retards répétés ou des éloges constants sur le dédouanement en disent plus.',
            'Vérifiez la date des avis ; une note acquise il y a des années peut ne plus refléter l’équipe actuelle.',
          ],
          ar: [
            'افتح قسم المراجعات في واجهة المتجر أو في صفحة الخدمة.',
            'اقرأ النجوم والتاريخ والتعليق في كل مراجعة، وتبقى المراجعة بلغتها الأصلية مع الإشارة إليها.',
            'ابحث عن أنماط متكررة لا عن آراء منفردة، فالتأخير المتكرر أو الإشادة المتكررة بالتخليص أبلغ دلالة.',
            'تحقق من حداثة المراجعات، فالتقييم المبني قبل سنوات قد لا يعكس الفريق الحالي.',
          ],
        },
        tip: {
          en: 'Reviews that are fake, paid for or off-topic are removed under the marketplace rules, so report one that looks wrong.',
          fr: 'Les avis faux, rémunérés ou hors sujet sont retirés selon les règles de la place de marché : signalez ceux qui vous semblent douteux.',
          ar: 'تُحذف المراجعات المزيفة أو المدفوعة أو الخارجة عن الموضوع وفق قواعد السوق، فأبلغ عن أي مراجعة تبدو مريبة.',
        },
      },
      {
        title: { en: 'Verified agents', fr: 'Les agents vérifiés', ar: 'الوكلاء الموثَّقون' },
        summary: {
          en: 'The verified badge means Cargora’s team has checked the agent’s company registration and insurance certificates against its details.',
          fr: 'Le badge vérifié signifie que l’équipe Cargora a contrôlé l’immatriculation et les attestations d’assurance de l’agent au regard de ses informations.',
          ar: 'تعني شارة التحقق أن فريق Cargora راجع سجل الشركة التجاري وشهادات التأمين الخاصة بالوكيل ومطابقتها لبياناته.',
        },
        steps: {
          en: [
            'Look for the verified badge next to the agent’s name on its storefront and services.',
            'Remember what it covers: the company exists under that name and holds liability insurance.',
            'Remember what it does not cover: the badge does not rate service quality, so read the reviews too.',
            'For a high-value shipment, ask the agent for its insurance limits in your quote request.',
          ],
          fr: [
            'Repérez le badge vérifié à côté du nom de l’agent, sur sa vitrine et ses services.',
            'Retenez ce qu’il garantit : l’entreprise existe sous ce nom et dispose d’une assurance responsabilité.',
            'Retenez ce qu’il ne garantit pas : le badge ne juge pas la qualité du service, lisez donc aussi les avis.',
            'Pour un envoi de grande valeur, demandez à l’agent ses plafonds d’assurance dans votre demande de devis.',
          ],
          ar: [
            'ابحث عن شارة التحقق بجانب اسم الوكيل في واجهة متجره وخدماته.',
            'تذكّر ما تضمنه: أن الشركة موجودة بهذا الاسم ولديها تأمين مسؤولية.',
            'وتذكّر ما لا تضمنه: فالشارة لا تقيس جودة الخدمة، لذا اقرأ المراجعات أيضًا.',
            'في الشحنات عالية القيمة اسأل الوكيل عن حدود تأمينه في طلب عرض السعر.',
          ],
        },
        tip: {
          en: 'Agents on the Professional package and above can ask for verification from the agent site.',
          fr: 'Les agents abonnés à la formule Professional ou supérieure peuvent demander la vérification depuis le site agent.',
          ar: 'يستطيع وكلاء الباقة الاحترافية فما فوقها طلب التحقق من موقع الوكلاء.',
        },
      },
      {
        title: { en: 'Contacting an agent', fr: 'Contacter un agent', ar: 'التواصل مع وكيل' },
        summary: {
          en: 'Use Request a quote on a service, or Contact this agent on a storefront; the agent receives your details and answers you by e-mail.',
          fr: 'Utilisez « Demander un devis » sur un service ou « Contacter cet agent » sur une vitrine ; l’agent reçoit vos informations et vous répond par e-mail.',
          ar: 'استخدم «اطلب عرض سعر» في صفحة الخدمة أو «تواصل مع هذا الوكيل» في واجهة المتجر، فيتلقى الوكيل بياناتك ويرد عليك بالبريد الإلكتروني.',
        },
        steps: {
          en: [
            'Open the form from the service page or the storefront.',
            'Fill in the transport mode, origin, destination and the date your cargo is ready.',
            'Describe the cargo with its weight, volume and, for sea or rail, the number of containers; add the Incoterm if you know it.',
            'Give your name and e-mail, add any message and press Send request; a confirmation shows the request was received.',
          ],
          fr: [
            'Ouvrez le formulaire depuis la page du service ou la vitrine.',
            'Indiquez le mode de transport, l’origine, la destination et la date à laquelle la marchandise est prête.',
            'Décrivez la marchandise avec son poids, son volume et, pour la mer ou le rail, le nombre de conteneurs ; ajoutez l’Incoterm si vous le connaissez.',
            'Donnez votre nom et votre e-mail, ajoutez un message si besoin et appuyez sur « Envoyer la demande » ; une confirmation atteste sa réception.',
          ],
          ar: [
            'افتح النموذج من صفحة الخدمة أو من واجهة المتجر.',
            'حدّد وسيلة النقل ونقطة الانطلاق والوجهة وتاريخ جاهزية البضاعة.',
            'صف البضاعة بوزنها وحجمها، وعدد الحاويات في الشحن البحري أو السككي، وأضف مصطلح Incoterm إن كنت تعرفه.',
            'اكتب اسمك وبريدك الإلكتروني وأضف رسالة إن شئت، ثم اضغط «إرسال الطلب» لتظهر رسالة تؤكد استلامه.',
          ],
        },
        tip: {
          en: 'The more precise the cargo description, the fewer questions come back and the closer the quote is to the final price.',
          fr: 'Plus la description de la marchandise est précise, moins l’agent revient vers vous avec des questions, et plus le devis est proche du prix final.',
          ar: 'كلما كان وصف البضاعة أدق قلّت أسئلة الوكيل واقترب عرض السعر من السعر النهائي.',
        },
      },
    ],
  },
];
