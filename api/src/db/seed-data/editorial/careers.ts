// The open jobs at Cargora: ten postings, each saying what the work is, what the person does and what we look for.
import type { CareerSeed } from '../content-types';

const ENGINEERING = { en: 'Engineering', fr: 'Ingénierie', ar: 'الهندسة' };
const OPERATIONS = { en: 'Operations', fr: 'Opérations', ar: 'العمليات' };

export const CAREERS: CareerSeed[] = [
  {
    title: { en: 'Senior Backend Engineer', fr: 'Ingénieur backend senior (H/F)', ar: 'مهندس أنظمة خلفية أول' },
    department: ENGINEERING,
    location: { en: 'Rotterdam, Netherlands', fr: 'Rotterdam, Pays-Bas', ar: 'روتردام، هولندا' },
    employmentType: 'Full-time',
    description: {
      en: [
        'Build the APIs that match shippers with freight agents in about fifty countries. Every search, storefront and quote request on Cargora goes through services your team owns.',
        'You will work on the marketplace API (TypeScript on Node.js, SQL on PostgreSQL and SQLite), on the search that reads routes and place names in three languages, and on the quote flow that turns a visitor’s cargo details into a request an agent can price.',
        'The team is five engineers in Rotterdam, next to the port, and works with the front-end teams in short cycles: small changes, reviewed the same day, released behind measurements.',
      ],
      fr: [
        'Construisez les API qui mettent en relation les chargeurs et les agents de fret d’une cinquantaine de pays. Chaque recherche, vitrine et demande de devis sur Cargora passe par les services de votre équipe.',
        'Vous travaillerez sur l’API de la place de marché (TypeScript sous Node.js, SQL sur PostgreSQL et SQLite), sur la recherche qui comprend itinéraires et noms de lieux en trois langues, et sur le parcours de devis qui transforme les informations d’un visiteur en une demande chiffrable par l’agent.',
        'L’équipe compte cinq ingénieurs à Rotterdam, à deux pas du port, et avance avec les équipes front-end par cycles courts : petites modifications, relues dans la journée, livrées sur la foi de mesures.',
      ],
      ar: [
        'ابنِ واجهات البرمجة التي تربط الشاحنين بوكلاء الشحن في نحو خمسين دولة. كل بحث وواجهة متجر وطلب عرض سعر على Cargora يمر عبر خدمات يملكها فريقك.',
        'ستعمل على واجهة برمجة السوق (TypeScript على Node.js وSQL على PostgreSQL وSQLite)، وعلى البحث الذي يفهم المسارات وأسماء الأماكن بثلاث لغات، وعلى مسار طلب عرض السعر الذي يحوّل بيانات شحنة الزائر إلى طلب يستطيع الوكيل تسعيره.',
        'يضم الفريق خمسة مهندسين في روتردام قرب الميناء، ويعمل مع فرق الواجهات الأمامية في دورات قصيرة: تغييرات صغيرة تُراجَع في اليوم نفسه وتُطلق بناءً على القياس.',
      ],
    },
    responsibilities: {
      en: [
        'Design and evolve the marketplace API and its database schema, with migrations that run on SQLite and PostgreSQL alike',
        'Keep search and listing queries fast as the catalogue grows, reading query plans and adding the right indexes',
        'Write the tests that prove each endpoint’s rules, including the errors a visitor’s mistake should produce',
        'Review colleagues’ changes and share what you know about data modelling',
        'Take part in the on-call rotation one week in six',
      ],
      fr: [
        'Concevoir et faire évoluer l’API de la place de marché et son schéma de base de données, avec des migrations valables sur SQLite comme sur PostgreSQL',
        'Garder rapides les requêtes de recherche et de listes à mesure que le catalogue grandit, en lisant les plans d’exécution et en ajoutant les bons index',
        'Écrire les tests qui prouvent les règles de chaque point d’accès, y compris les erreurs qu’une saisie incorrecte doit produire',
        'Relire les modifications de vos collègues et partager votre savoir en modélisation de données',
        'Participer aux astreintes une semaine sur six',
      ],
      ar: [
        'تصميم واجهة برمجة السوق ومخطط قاعدة بياناتها وتطويرهما، مع عمليات ترحيل تعمل على SQLite وPostgreSQL على حد سواء',
        'الحفاظ على سرعة استعلامات البحث والقوائم مع نمو الكتالوج، بقراءة خطط التنفيذ وإضافة الفهارس المناسبة',
        'كتابة الاختبارات التي تثبت قواعد كل نقطة وصول، بما فيها الأخطاء التي يجب أن يُظهرها إدخال خاطئ',
        'مراجعة تغييرات الزملاء ومشاركة خبرتك في نمذجة البيانات',
        'المشاركة في المناوبة أسبوعًا واحدًا من كل ستة أسابيع',
      ],
    },
    requirements: {
      en: [
        'Five years or more building back-end services in Node.js or Go',
        'Solid SQL and data modelling, including migrations on a live database',
        'Experience running services in production: logs, metrics and incident follow-up',
        'Clear written English; Dutch is not required',
      ],
      fr: [
        'Au moins cinq ans d’expérience en services back-end avec Node.js ou Go',
        'Une solide maîtrise de SQL et de la modélisation, migrations sur base en production comprises',
        'L’expérience de l’exploitation : journaux, métriques et suivi d’incidents',
        'Un anglais écrit clair ; le néerlandais n’est pas requis',
      ],
      ar: [
        'خبرة خمس سنوات أو أكثر في بناء خدمات خلفية بلغة Node.js أو Go',
        'إتقان SQL ونمذجة البيانات، بما في ذلك الترحيل على قاعدة بيانات قيد التشغيل',
        'خبرة في تشغيل الخدمات في بيئة الإنتاج: السجلات والمقاييس ومتابعة الأعطال',
        'كتابة واضحة بالإنجليزية، ولا تُشترط الهولندية',
      ],
    },
  },
  {
    title: { en: 'Frontend Engineer (React)', fr: 'Ingénieur front-end React (H/F)', ar: 'مهندس واجهات أمامية (React)' },
    department: ENGINEERING,
    location: { en: 'Remote (EU)', fr: 'Télétravail (UE)', ar: 'عن بُعد (الاتحاد الأوروبي)' },
    employmentType: 'Full-time',
    description: {
      en: [
        'Own parts of the micro-frontend site that shippers use every day to find, compare and book freight services. Each of our four front-end teams releases its own remote and can roll it back on its own.',
        'You will join the catalogue team: the service lists, filters, comparison and service pages, rendered on the server and hydrated in the browser, in English, French and Arabic, on phones with slow connections as much as on office desktops.',
        'We work remotely across European time zones, meet in Rotterdam twice a year and keep most discussion written, so decisions stay readable for whoever joins next.',
      ],
      fr: [
        'Prenez en charge une partie du site en micro-frontends que les chargeurs utilisent chaque jour pour trouver, comparer et réserver des services de fret. Chacune de nos quatre équipes front-end publie son propre module distant et peut revenir en arrière seule.',
        'Vous rejoindrez l’équipe catalogue : listes de services, filtres, comparaison et pages de service, rendus sur le serveur puis hydratés dans le navigateur, en anglais, en français et en arabe, sur des téléphones mal connectés autant que sur des postes de bureau.',
        'Nous travaillons à distance sur les fuseaux européens, nous retrouvons à Rotterdam deux fois par an et privilégions l’écrit, afin que chaque décision reste lisible par les prochains arrivants.',
      ],
      ar: [
        'تولَّ أجزاء من موقع الواجهات الأمامية المصغّرة الذي يستخدمه الشاحنون يوميًا للبحث عن خدمات الشحن ومقارنتها وحجزها. يطلق كل فريق من فرقنا الأربعة وحدته البعيدة الخاصة ويستطيع التراجع عنها وحده.',
        'ستنضم إلى فريق الكتالوج: قوائم الخدمات والمرشحات والمقارنة وصفحات الخدمة، تُعرض على الخادم ثم تُفعَّل في المتصفح، بالإنجليزية والفرنسية والعربية، على هواتف باتصال بطيء كما على حواسيب المكاتب.',
        'نعمل عن بُعد عبر المناطق الزمنية الأوروبية، ونلتقي في روتردام مرتين في السنة، ونُبقي معظم النقاش مكتوبًا حتى تبقى القرارات مفهومة لكل من ينضم لاحقًا.',
      ],
    },
    responsibilities: {
      en: [
        'Build and improve catalogue pages in React and TypeScript, server-rendered and hydrated without warnings',
        'Make every control usable with a keyboard and a screen reader, and every page read correctly right to left',
        'Keep the JavaScript each page sends small and measure it on a throttled phone profile',
        'Write component and browser tests for the behaviour you ship',
      ],
      fr: [
        'Construire et améliorer les pages du catalogue en React et TypeScript, rendues sur le serveur et hydratées sans avertissement',
        'Rendre chaque contrôle utilisable au clavier et au lecteur d’écran, et chaque page lisible de droite à gauche',
        'Limiter le JavaScript envoyé par chaque page et le mesurer sur un profil de téléphone bridé',
        'Écrire les tests de composants et de navigateur du comportement livré',
      ],
      ar: [
        'بناء صفحات الكتالوج وتحسينها بـ React وTypeScript، مع عرضها على الخادم وتفعيلها دون أي تحذير',
        'جعل كل عنصر تحكم قابلًا للاستخدام بلوحة المفاتيح وقارئ الشاشة، وكل صفحة مقروءة بشكل صحيح من اليمين إلى اليسار',
        'إبقاء حجم JavaScript الذي ترسله كل صفحة صغيرًا وقياسه على هاتف بسرعة مخفّضة',
        'كتابة اختبارات المكونات والمتصفح للسلوك الذي تطلقه',
      ],
    },
    requirements: {
      en: [
        'Three years or more with React and TypeScript in production',
        'A working knowledge of accessibility: semantic HTML, focus management, ARIA where needed',
        'Habit of testing what you build',
        'Living in the European Union and able to overlap with Central European Time',
      ],
      fr: [
        'Au moins trois ans de React et TypeScript en production',
        'Une pratique de l’accessibilité : HTML sémantique, gestion du focus, ARIA quand il le faut',
        'L’habitude de tester ce que vous construisez',
        'Résider dans l’Union européenne et travailler sur des horaires compatibles avec l’heure d’Europe centrale',
      ],
      ar: [
        'خبرة ثلاث سنوات أو أكثر في React وTypeScript في بيئة الإنتاج',
        'معرفة عملية بإمكانية الوصول: HTML الدلالي وإدارة التركيز وARIA عند الحاجة',
        'عادة اختبار ما تبنيه',
        'الإقامة في الاتحاد الأوروبي والقدرة على العمل في ساعات متوافقة مع توقيت وسط أوروبا',
      ],
    },
  },
  {
    title: { en: 'Site Reliability Engineer', fr: 'Ingénieur fiabilité des sites (SRE) (H/F)', ar: 'مهندس موثوقية المواقع' },
    department: ENGINEERING,
    location: { en: 'Singapore', fr: 'Singapour', ar: 'سنغافورة' },
    employmentType: 'Full-time',
    description: {
      en: [
        'Keep the marketplace fast and available for shippers and agents from Lagos to Lima. Half of our traffic comes from Asia and Africa, often over mobile networks, and a slow page there is a lost customer.',
        'From Singapore you will own the platform in the Asian day: the API cluster, its database replicas, the cache and the release pipeline that lets each front-end team ship and roll back its own part of the site.',
        'You will turn what incidents teach us into automation and into limits that protect the site before users notice a problem.',
      ],
      fr: [
        'Gardez la place de marché rapide et disponible pour les chargeurs et les agents, de Lagos à Lima. La moitié de notre trafic vient d’Asie et d’Afrique, souvent par réseau mobile, et une page lente y coûte un client.',
        'Depuis Singapour, vous serez responsable de la plateforme pendant la journée asiatique : la grappe d’API, les répliques de base de données, le cache et la chaîne de publication qui permet à chaque équipe front-end de livrer et d’annuler sa propre partie du site.',
        'Vous transformerez les leçons des incidents en automatisation et en limites qui protègent le site avant que les utilisateurs ne remarquent quoi que ce soit.',
      ],
      ar: [
        'حافظ على سرعة السوق وتوافرها للشاحنين والوكلاء من لاغوس إلى ليما. نصف زياراتنا يأتي من آسيا وأفريقيا، غالبًا عبر شبكات الهاتف المحمول، والصفحة البطيئة هناك تعني عميلًا ضائعًا.',
        'من سنغافورة ستتولى المنصة خلال النهار الآسيوي: عنقود واجهات البرمجة ونسخ قاعدة البيانات والذاكرة المؤقتة ومسار الإطلاق الذي يتيح لكل فريق واجهات أمامية نشر جزئه من الموقع والتراجع عنه.',
        'ستحوّل دروس الأعطال إلى أتمتة وإلى حدود تحمي الموقع قبل أن يلاحظ المستخدمون أي مشكلة.',
      ],
    },
    responsibilities: {
      en: [
        'Run and improve the production platform: API instances, PostgreSQL, Redis and the static hosting of each remote',
        'Define service level objectives with the product teams and alert on them, not on noise',
        'Lead incident response in the Asian day and write blameless reviews afterwards',
        'Automate releases, rollbacks and database backups, and test the restores',
        'Tune load balancing and rate limits so one noisy client cannot slow everyone',
      ],
      fr: [
        'Exploiter et améliorer la plateforme de production : instances d’API, PostgreSQL, Redis et hébergement statique de chaque module distant',
        'Définir avec les équipes produit des objectifs de niveau de service et alerter sur ceux-ci plutôt que sur le bruit',
        'Mener la réponse aux incidents pendant la journée asiatique et rédiger ensuite des analyses sans recherche de coupable',
        'Automatiser publications, retours arrière et sauvegardes, et vérifier les restaurations',
        'Régler la répartition de charge et les limites de débit pour qu’un client bruyant ne ralentisse pas tous les autres',
      ],
      ar: [
        'تشغيل منصة الإنتاج وتحسينها: نسخ واجهة البرمجة وPostgreSQL وRedis والاستضافة الثابتة لكل وحدة بعيدة',
        'تحديد أهداف مستوى الخدمة مع فرق المنتج والتنبيه بناءً عليها لا على الضجيج',
        'قيادة الاستجابة للأعطال خلال النهار الآسيوي وكتابة مراجعات لاحقة لا تبحث عن مذنب',
        'أتمتة الإطلاق والتراجع والنسخ الاحتياطي لقاعدة البيانات واختبار الاستعادة',
        'ضبط توزيع الحمل وحدود المعدل حتى لا يبطئ عميل واحد كثير الطلبات الجميع',
      ],
    },
    requirements: {
      en: [
        'Strong Linux and networking fundamentals: TCP, DNS, TLS and HTTP caching',
        'Experience with observability tooling: metrics, logs and traces you have set up yourself',
        'On-call experience on a production system with real users',
        'Scripting in a language such as TypeScript, Python or Go',
      ],
      fr: [
        'De solides bases en Linux et en réseau : TCP, DNS, TLS et cache HTTP',
        'Une expérience des outils d’observabilité : métriques, journaux et traces mis en place par vos soins',
        'Une expérience d’astreinte sur un système de production utilisé par de vrais clients',
        'La pratique d’un langage de script comme TypeScript, Python ou Go',
      ],
      ar: [
        'أسس متينة في Linux والشبكات: TCP وDNS وTLS والتخزين المؤقت في HTTP',
        'خبرة في أدوات المراقبة: مقاييس وسجلات وتتبعات أعددتها بنفسك',
        'خبرة في المناوبة على نظام إنتاج يستخدمه عملاء حقيقيون',
        'كتابة النصوص البرمجية بلغة مثل TypeScript أو Python أو Go',
      ],
    },
  },
  {
    title: { en: 'Product Designer', fr: 'Designer produit (H/F)', ar: 'مصمم منتجات' },
    department: { en: 'Design', fr: 'Design', ar: 'التصميم' },
    location: { en: 'Paris, France', fr: 'Paris, France', ar: 'باريس، فرنسا' },
    employmentType: 'Full-time',
    description: {
      en: [
        'Design the search, comparison and storefront experiences that help a shipper choose an agent with confidence. A good decision on Cargora means the right price, the right transit time and no surprise at the border.',
        'You will spend time with importers, exporters and agents, in person and on calls, and turn what you learn into flows the teams can build and measure.',
        'Our design system works in three languages and both reading directions, so every layout you draw must hold in Arabic as well as in English.',
      ],
      fr: [
        'Concevez la recherche, la comparaison et les vitrines qui aident un chargeur à choisir un agent en confiance. Une bonne décision sur Cargora, c’est le bon prix, le bon délai et aucune surprise à la frontière.',
        'Vous passerez du temps avec des importateurs, des exportateurs et des agents, sur place et en visioconférence, et traduirez ce que vous apprenez en parcours que les équipes peuvent construire et mesurer.',
        'Notre système de design fonctionne en trois langues et dans les deux sens de lecture : chaque maquette doit tenir en arabe aussi bien qu’en anglais.',
      ],
      ar: [
        'صمّم تجارب البحث والمقارنة وواجهات المتاجر التي تساعد الشاحن على اختيار وكيل بثقة. القرار الجيد على Cargora يعني السعر المناسب ومدة العبور المناسبة ولا مفاجآت على الحدود.',
        'ستقضي وقتًا مع المستوردين والمصدّرين والوكلاء، وجهًا لوجه وعبر الاتصالات، وتحوّل ما تتعلمه إلى مسارات تستطيع الفرق بناءها وقياسها.',
        'يعمل نظام التصميم لدينا بثلاث لغات وفي اتجاهي القراءة، لذا يجب أن يصمد كل تخطيط ترسمه بالعربية كما بالإنجليزية.',
      ],
    },
    responsibilities: {
      en: [
        'Lead design for search, comparison and storefronts, from research to shipped screens',
        'Run interviews and usability tests with shippers and agents in several countries',
        'Extend the design system for right-to-left layouts and small screens',
        'Work with engineers on accessibility, contrast and keyboard flows',
      ],
      fr: [
        'Piloter le design de la recherche, de la comparaison et des vitrines, de la recherche utilisateur aux écrans livrés',
        'Mener entretiens et tests d’utilisabilité avec des chargeurs et des agents de plusieurs pays',
        'Étendre le système de design aux mises en page de droite à gauche et aux petits écrans',
        'Travailler avec les ingénieurs sur l’accessibilité, le contraste et la navigation au clavier',
      ],
      ar: [
        'قيادة تصميم البحث والمقارنة وواجهات المتاجر، من البحث الميداني إلى الشاشات المطلقة',
        'إجراء مقابلات واختبارات قابلية الاستخدام مع شاحنين ووكلاء في عدة دول',
        'توسيع نظام التصميم ليشمل التخطيطات من اليمين إلى اليسار والشاشات الصغيرة',
        'العمل مع المهندسين على إمكانية الوصول والتباين والتنقل بلوحة المفاتيح',
      ],
    },
    requirements: {
      en: [
        'A portfolio of product work that shipped and what you learned from it',
        'Interaction design skills, from flows to detailed states: loading, empty and error',
        'Experience of research with users, including people outside your own country',
        'French or English at a working level; Arabic is a plus',
      ],
      fr: [
        'Un portfolio de produits réellement livrés, avec ce que vous en avez appris',
        'La maîtrise du design d’interaction, des parcours aux états détaillés : chargement, vide et erreur',
        'Une expérience de recherche auprès d’utilisateurs, y compris hors de votre pays',
        'Le français ou l’anglais courant ; l’arabe est un atout',
      ],
      ar: [
        'ملف أعمال لمنتجات أُطلقت فعلًا وما تعلمته منها',
        'مهارة في تصميم التفاعل، من المسارات إلى الحالات التفصيلية: التحميل والفراغ والخطأ',
        'خبرة في البحث مع المستخدمين، بمن فيهم أشخاص خارج بلدك',
        'إجادة الفرنسية أو الإنجليزية في العمل، والعربية ميزة إضافية',
      ],
    },
  },
  {
    title: { en: 'Agent Success Manager', fr: 'Responsable de la réussite des agents (H/F)', ar: 'مدير نجاح الوكلاء' },
    department: OPERATIONS,
    location: { en: 'Dubai, United Arab Emirates', fr: 'Dubaï, Émirats arabes unis', ar: 'دبي، الإمارات العربية المتحدة' },
    employmentType: 'Full-time',
    description: {
      en: [
        'Help freight agents in the Gulf region grow on Cargora. You will be the person forwarders, customs brokers and port agents from Jeddah to Muscat call when they want more from their storefront.',
        'You will onboard new agents, review their first listings with them and show them what the figures on their storefront say about their prices, response times and reviews.',
        'You will also bring back to the product teams what agents in the region need, from Arabic wording to the ports and free zones they serve.',
      ],
      fr: [
        'Aidez les agents de fret du Golfe à se développer sur Cargora. Vous serez l’interlocuteur des transitaires, commissionnaires en douane et agents portuaires de Djeddah à Mascate qui veulent tirer davantage de leur vitrine.',
        'Vous accueillerez les nouveaux agents, relirez avec eux leurs premières annonces et leur montrerez ce que les chiffres de leur vitrine disent de leurs prix, de leurs délais de réponse et de leurs avis.',
        'Vous ferez aussi remonter aux équipes produit les besoins des agents de la région, de la formulation en arabe aux ports et zones franches qu’ils desservent.',
      ],
      ar: [
        'ساعد وكلاء الشحن في منطقة الخليج على النمو في Cargora. ستكون الشخص الذي يتصل به وكلاء الشحن والمخلصون الجمركيون والوكلاء البحريون من جدة إلى مسقط حين يريدون المزيد من واجهة متجرهم.',
        'ستستقبل الوكلاء الجدد وتراجع معهم إعلاناتهم الأولى وتوضح لهم ما تقوله أرقام واجهة متجرهم عن أسعارهم وسرعة ردهم وتقييماتهم.',
        'ستنقل كذلك إلى فرق المنتج احتياجات الوكلاء في المنطقة، من الصياغة العربية إلى الموانئ والمناطق الحرة التي يخدمونها.',
      ],
    },
    responsibilities: {
      en: [
        'Onboard new agents in the Gulf and help them publish complete, accurate listings',
        'Hold regular reviews with Business-package agents using their storefront analytics',
        'Answer agents’ questions by phone, e-mail and chat in Arabic and English',
        'Spot agents at risk of leaving and act before they do',
        'Report recurring requests to the product teams with examples',
      ],
      fr: [
        'Accueillir les nouveaux agents du Golfe et les aider à publier des annonces complètes et exactes',
        'Tenir des points réguliers avec les agents de la formule Business à partir de leurs statistiques de vitrine',
        'Répondre aux agents par téléphone, e-mail et messagerie, en arabe et en anglais',
        'Repérer les agents prêts à partir et agir avant qu’ils ne le fassent',
        'Transmettre aux équipes produit les demandes récurrentes, exemples à l’appui',
      ],
      ar: [
        'استقبال الوكلاء الجدد في الخليج ومساعدتهم على نشر إعلانات كاملة ودقيقة',
        'عقد مراجعات منتظمة مع وكلاء باقة الأعمال بالاستناد إلى تحليلات واجهات متاجرهم',
        'الرد على أسئلة الوكلاء بالهاتف والبريد الإلكتروني والمحادثة بالعربية والإنجليزية',
        'رصد الوكلاء المعرضين للمغادرة والتحرك قبل أن يغادروا',
        'إبلاغ فرق المنتج بالطلبات المتكررة مع أمثلة عليها',
      ],
    },
    requirements: {
      en: [
        'Three years or more in freight forwarding, customs brokerage or shipping lines in the Gulf',
        'Fluent Arabic and English, spoken and written',
        'A customer focus you can show with examples',
        'Comfort with spreadsheets and simple dashboards',
      ],
      fr: [
        'Au moins trois ans dans la commission de transport, le courtage en douane ou une compagnie maritime du Golfe',
        'Arabe et anglais courants, à l’oral comme à l’écrit',
        'Un sens du service client que vous pouvez illustrer par des exemples',
        'Aisance avec les tableurs et les tableaux de bord simples',
      ],
      ar: [
        'خبرة ثلاث سنوات أو أكثر في الشحن أو التخليص الجمركي أو خطوط الملاحة في الخليج',
        'إتقان العربية والإنجليزية تحدثًا وكتابة',
        'اهتمام بالعملاء تستطيع إثباته بأمثلة',
        'الارتياح في استخدام جداول البيانات ولوحات المتابعة البسيطة',
      ],
    },
  },
  {
    title: { en: 'Customs Content Specialist', fr: 'Spécialiste contenus douaniers (H/F)', ar: 'أخصائي محتوى جمركي' },
    department: OPERATIONS,
    location: { en: 'Hamburg, Germany', fr: 'Hambourg, Allemagne', ar: 'هامبورغ، ألمانيا' },
    employmentType: 'Part-time',
    description: {
      en: [
        'Write and review the guidance on customs procedures that shippers read in our help centre and blog. Twenty hours a week, with flexible days.',
        'A first-time importer should understand from your articles which documents to prepare, what an Incoterm means for their invoice and how long clearance takes, without a law degree.',
        'You will work with our editors in three languages and with agents who check that what we publish matches what happens at the border.',
      ],
      fr: [
        'Rédigez et relisez les conseils sur les procédures douanières que les chargeurs lisent dans notre centre d’aide et notre blog. Vingt heures par semaine, jours flexibles.',
        'Un primo-importateur doit comprendre grâce à vos articles quels documents préparer, ce qu’un Incoterm change à sa facture et combien de temps prend le dédouanement, sans diplôme de droit.',
        'Vous travaillerez avec nos rédacteurs en trois langues et avec des agents qui vérifient que nos publications correspondent à la réalité de la frontière.',
      ],
      ar: [
        'اكتب الإرشادات حول الإجراءات الجمركية التي يقرؤها الشاحنون في مركز المساعدة والمدونة وراجعها. عشرون ساعة في الأسبوع بأيام مرنة.',
        'يجب أن يفهم المستورد لأول مرة من مقالاتك المستندات التي يعدّها، وما يعنيه مصطلح Incoterm لفاتورته، وكم يستغرق التخليص، من دون شهادة في القانون.',
        'ستعمل مع محررينا بثلاث لغات ومع وكلاء يتحققون من أن ما ننشره يطابق ما يحدث فعلًا على الحدود.',
      ],
    },
    responsibilities: {
      en: [
        'Write help articles and blog posts on customs procedures, documents and duties',
        'Review existing guidance twice a year against changes in EU and international rules',
        'Answer the editors’ and translators’ questions on customs terms',
        'Collect the questions shippers ask support and turn the frequent ones into articles',
      ],
      fr: [
        'Rédiger articles d’aide et billets de blog sur les procédures, documents et droits de douane',
        'Réviser deux fois par an les contenus existants au regard des évolutions des règles européennes et internationales',
        'Répondre aux questions des rédacteurs et traducteurs sur la terminologie douanière',
        'Recueillir les questions posées au support et transformer les plus fréquentes en articles',
      ],
      ar: [
        'كتابة مقالات المساعدة وتدوينات المدونة حول الإجراءات والمستندات والرسوم الجمركية',
        'مراجعة الإرشادات المنشورة مرتين في السنة في ضوء تغيّر القواعد الأوروبية والدولية',
        'الإجابة عن أسئلة المحررين والمترجمين بشأن المصطلحات الجمركية',
        'جمع الأسئلة التي يطرحها الشاحنون على الدعم وتحويل الأكثر تكرارًا منها إلى مقالات',
      ],
    },
    requirements: {
      en: [
        'Experience in customs brokerage or a customs department, with declarations you filed yourself',
        'Clear writing in English for readers who are not specialists',
        'Knowledge of the Union Customs Code and of Incoterms 2020',
        'German is a plus',
      ],
      fr: [
        'Une expérience en courtage en douane ou dans un service douane, avec des déclarations déposées vous-même',
        'Une écriture claire en anglais pour des lecteurs non spécialistes',
        'La connaissance du code des douanes de l’Union et des Incoterms 2020',
        'L’allemand est un atout',
      ],
      ar: [
        'خبرة في التخليص الجمركي أو في إدارة جمركية، مع بيانات جمركية قدمتها بنفسك',
        'كتابة واضحة بالإنجليزية لقراء غير متخصصين',
        'معرفة قانون الجمارك للاتحاد الأوروبي وقواعد Incoterms 2020',
        'إتقان الألمانية ميزة إضافية',
      ],
    },
  },
  {
    title: { en: 'Data Analyst', fr: 'Analyste de données (H/F)', ar: 'محلل بيانات' },
    department: { en: 'Data', fr: 'Données', ar: 'البيانات' },
    location: { en: 'Mumbai, India', fr: 'Bombay, Inde', ar: 'مومباي، الهند' },
    employmentType: 'Full-time',
    description: {
      en: [
        'Turn marketplace data into insight on routes, pricing and service quality. Which lanes are searched but poorly served, which prices win quotes, which agents answer fastest: these questions land on your desk.',
        'You will work with the product, operations and marketing teams, and your analyses will decide which regions we recruit agents in next.',
        'Our analytics database holds searches, listings, quote requests and reviews; personal data stays out of it by design.',
      ],
      fr: [
        'Transformez les données de la place de marché en enseignements sur les routes, les prix et la qualité de service. Quelles lignes sont recherchées mais mal desservies, quels prix remportent les devis, quels agents répondent le plus vite : ces questions sont les vôtres.',
        'Vous travaillerez avec les équipes produit, opérations et marketing, et vos analyses décideront des régions où nous recruterons nos prochains agents.',
        'Notre base analytique contient recherches, annonces, demandes de devis et avis ; les données personnelles en sont exclues dès la conception.',
      ],
      ar: [
        'حوّل بيانات السوق إلى رؤى حول المسارات والأسعار وجودة الخدمة. أي الخطوط يكثر البحث عنها وتقل خدمتها، وأي الأسعار تفوز بالعروض، وأي الوكلاء يردون أسرع: هذه الأسئلة من صميم عملك.',
        'ستعمل مع فرق المنتج والعمليات والتسويق، وستحدد تحليلاتك المناطق التي نستقطب فيها وكلاءنا القادمين.',
        'تضم قاعدة بياناتنا التحليلية عمليات البحث والإعلانات وطلبات عروض الأسعار والتقييمات، وتبقى البيانات الشخصية خارجها من حيث التصميم.',
      ],
    },
    responsibilities: {
      en: [
        'Build and maintain dashboards on demand, supply and quality per lane and category',
        'Answer ad-hoc questions from product and operations with clear, reproducible queries',
        'Design and read experiments on search ranking and listing presentation',
        'Document metrics so every team counts them the same way',
      ],
      fr: [
        'Construire et tenir à jour des tableaux de bord sur l’offre, la demande et la qualité par ligne et par catégorie',
        'Répondre aux questions ponctuelles du produit et des opérations par des requêtes claires et reproductibles',
        'Concevoir et interpréter des expériences sur le classement des résultats et la présentation des annonces',
        'Documenter les indicateurs pour que toutes les équipes les calculent de la même façon',
      ],
      ar: [
        'بناء لوحات متابعة للعرض والطلب والجودة لكل خط وفئة وتحديثها',
        'الإجابة عن الأسئلة العاجلة من فرق المنتج والعمليات باستعلامات واضحة قابلة للتكرار',
        'تصميم تجارب على ترتيب نتائج البحث وعرض الإعلانات وقراءة نتائجها',
        'توثيق المقاييس حتى تحسبها كل الفرق بالطريقة نفسها',
      ],
    },
    requirements: {
      en: [
        'Fluent SQL, including window functions',
        'Sound statistics: sampling, confidence intervals and the limits of an experiment',
        'Experience building dashboards people actually use',
        'Interest in trade and logistics; industry experience is a plus',
      ],
      fr: [
        'Une maîtrise de SQL, fonctions de fenêtrage comprises',
        'De bonnes bases statistiques : échantillonnage, intervalles de confiance et limites d’une expérience',
        'L’expérience de tableaux de bord réellement utilisés',
        'Un intérêt pour le commerce international et la logistique ; une expérience du secteur est un atout',
      ],
      ar: [
        'إتقان SQL بما في ذلك دوال النوافذ',
        'أسس إحصائية سليمة: أخذ العينات وفترات الثقة وحدود التجربة',
        'خبرة في بناء لوحات متابعة يستخدمها الناس فعلًا',
        'اهتمام بالتجارة والخدمات اللوجستية، والخبرة في القطاع ميزة إضافية',
      ],
    },
  },
  {
    title: { en: 'Marketing Manager (LATAM)', fr: 'Responsable marketing Amérique latine (H/F)', ar: 'مدير التسويق (أمريكا اللاتينية)' },
    department: { en: 'Marketing', fr: 'Marketing', ar: 'التسويق' },
    location: { en: 'Sao Paulo, Brazil', fr: 'São Paulo, Brésil', ar: 'ساو باولو، البرازيل' },
    employmentType: 'Full-time',
    description: {
      en: [
        'Grow shipper demand across Latin America, from Santos and Manzanillo to Callao and Cartagena. Importers there already compare forwarders by phone; we want them to compare on Cargora.',
        'You will own the regional plan: search, partnerships with trade associations, events and content, with a budget you manage and results you report every month.',
        'You will work with our content team so that articles and guides speak to the region’s trade lanes and rules.',
      ],
      fr: [
        'Développez la demande des chargeurs en Amérique latine, de Santos et Manzanillo à Callao et Carthagène. Les importateurs y comparent déjà les transitaires par téléphone ; nous voulons qu’ils le fassent sur Cargora.',
        'Vous porterez le plan régional : référencement, partenariats avec les associations professionnelles, salons et contenus, avec un budget à gérer et des résultats présentés chaque mois.',
        'Vous travaillerez avec notre équipe éditoriale pour que les articles et guides parlent des lignes commerciales et des règles de la région.',
      ],
      ar: [
        'نمِّ طلب الشاحنين في أمريكا اللاتينية، من سانتوس ومانزانيو إلى كاياو وقرطاجنة. المستوردون هناك يقارنون وكلاء الشحن بالهاتف، ونريدهم أن يقارنوا على Cargora.',
        'ستتولى الخطة الإقليمية: محركات البحث والشراكات مع الجمعيات التجارية والمعارض والمحتوى، بميزانية تديرها ونتائج تعرضها كل شهر.',
        'ستعمل مع فريق المحتوى لدينا حتى تتناول المقالات والأدلة خطوط التجارة في المنطقة وقواعدها.',
      ],
    },
    responsibilities: {
      en: [
        'Build and run the Latin American marketing plan for shippers',
        'Manage paid search and partnerships with chambers of commerce and trade associations',
        'Represent Cargora at regional logistics fairs',
        'Measure campaigns from first visit to quote request and cut what does not work',
      ],
      fr: [
        'Construire et mener le plan marketing latino-américain à destination des chargeurs',
        'Gérer le référencement payant et les partenariats avec chambres de commerce et associations professionnelles',
        'Représenter Cargora dans les salons logistiques de la région',
        'Mesurer les campagnes de la première visite à la demande de devis et arrêter ce qui ne marche pas',
      ],
      ar: [
        'بناء خطة التسويق للشاحنين في أمريكا اللاتينية وتنفيذها',
        'إدارة الإعلانات المدفوعة في محركات البحث والشراكات مع الغرف التجارية والجمعيات المهنية',
        'تمثيل Cargora في معارض الخدمات اللوجستية الإقليمية',
        'قياس الحملات من الزيارة الأولى حتى طلب عرض السعر وإيقاف ما لا ينجح',
      ],
    },
    requirements: {
      en: [
        'Five years or more in B2B marketing, ideally in logistics, trade or software',
        'Fluent Spanish and Portuguese, and working English',
        'Campaign analytics you can explain to a finance team',
        'Willingness to travel in the region about one week a month',
      ],
      fr: [
        'Au moins cinq ans de marketing B2B, idéalement dans la logistique, le commerce ou le logiciel',
        'Espagnol et portugais courants, anglais professionnel',
        'Une analyse de campagnes que vous savez expliquer à une équipe financière',
        'Disponibilité pour voyager dans la région environ une semaine par mois',
      ],
      ar: [
        'خبرة خمس سنوات أو أكثر في التسويق بين الشركات، ويُفضَّل في الخدمات اللوجستية أو التجارة أو البرمجيات',
        'إتقان الإسبانية والبرتغالية، وإنجليزية جيدة للعمل',
        'تحليل للحملات تستطيع شرحه لفريق مالي',
        'استعداد للسفر داخل المنطقة نحو أسبوع كل شهر',
      ],
    },
  },
  {
    title: { en: 'Trust and Safety Analyst', fr: 'Analyste confiance et sécurité (H/F)', ar: 'محلل الثقة والأمان' },
    department: OPERATIONS,
    location: { en: 'Nairobi, Kenya', fr: 'Nairobi, Kenya', ar: 'نيروبي، كينيا' },
    employmentType: 'Full-time',
    description: {
      en: [
        'Verify agents and keep listings accurate, so a shipper can trust the badge and the price they see. You will check company registrations and insurance certificates from dozens of countries.',
        'When a customer reports a listing, you will investigate, contact the agent and decide under our policies, keeping a record another analyst could follow.',
        'You will also help write the rules: what a listing must state, which reviews we remove and how an agent can appeal.',
      ],
      fr: [
        'Vérifiez les agents et veillez à l’exactitude des annonces, pour qu’un chargeur puisse se fier au badge et au prix affichés. Vous contrôlerez immatriculations et attestations d’assurance venues de dizaines de pays.',
        'Quand un client signale une annonce, vous enquêterez, contacterez l’agent et trancherez selon nos règles, en laissant un dossier qu’un autre analyste pourrait reprendre.',
        'Vous contribuerez aussi à écrire les règles : ce qu’une annonce doit indiquer, quels avis nous retirons et comment un agent peut contester.',
      ],
      ar: [
        'تحقّق من الوكلاء وحافظ على دقة الإعلانات، حتى يثق الشاحن بالشارة والسعر اللذين يراهما. ستفحص سجلات الشركات وشهادات التأمين من عشرات الدول.',
        'حين يبلّغ عميل عن إعلان، ستحقق في الأمر وتتواصل مع الوكيل وتقرر وفق سياساتنا، مع توثيق يستطيع محلل آخر متابعته.',
        'ستشارك أيضًا في كتابة القواعد: ما يجب أن يذكره الإعلان، وأي التقييمات نحذف، وكيف يعترض الوكيل.',
      ],
    },
    responsibilities: {
      en: [
        'Review verification requests: company registration, insurance and identity of the signatory',
        'Investigate reports about listings, reviews and agents, and apply the listing policy',
        'Detect patterns of fake reviews and coordinated abuse with the data team',
        'Draft and update policy texts with the legal team',
      ],
      fr: [
        'Examiner les demandes de vérification : immatriculation, assurance et identité du signataire',
        'Instruire les signalements visant annonces, avis et agents, et appliquer la politique des annonces',
        'Détecter avec l’équipe données les faux avis et les abus coordonnés',
        'Rédiger et mettre à jour les textes de règles avec l’équipe juridique',
      ],
      ar: [
        'مراجعة طلبات التحقق: سجل الشركة والتأمين وهوية المفوَّض بالتوقيع',
        'التحقيق في البلاغات عن الإعلانات والتقييمات والوكلاء وتطبيق سياسة الإعلانات',
        'كشف أنماط التقييمات المزيفة والإساءة المنسقة بالتعاون مع فريق البيانات',
        'صياغة نصوص السياسات وتحديثها مع الفريق القانوني',
      ],
    },
    requirements: {
      en: [
        'Attention to detail with documents in several languages and formats',
        'Investigation skills from compliance, audit, fraud or a similar field',
        'Clear policy writing and the judgement to apply it fairly',
        'English required; French, Arabic or Swahili is a plus',
      ],
      fr: [
        'Une grande rigueur face à des documents en plusieurs langues et formats',
        'Un savoir-faire d’enquête acquis en conformité, audit, lutte contre la fraude ou domaine voisin',
        'Une rédaction claire des règles et le discernement pour les appliquer équitablement',
        'Anglais exigé ; le français, l’arabe ou le swahili est un atout',
      ],
      ar: [
        'دقة في التعامل مع مستندات بلغات وصيغ متعددة',
        'مهارات تحقيق مكتسبة في الامتثال أو التدقيق أو مكافحة الاحتيال أو مجال مشابه',
        'صياغة واضحة للسياسات وحكمة في تطبيقها بإنصاف',
        'الإنجليزية مطلوبة، والفرنسية أو العربية أو السواحيلية ميزة إضافية',
      ],
    },
  },
  {
    title: { en: 'Logistics Partnerships Intern', fr: 'Stagiaire partenariats logistiques (H/F)', ar: 'متدرب شراكات لوجستية' },
    department: { en: 'Business Development', fr: 'Développement commercial', ar: 'تطوير الأعمال' },
    location: { en: 'London, United Kingdom', fr: 'Londres, Royaume-Uni', ar: 'لندن، المملكة المتحدة' },
    employmentType: 'Internship',
    description: {
      en: [
        'Support our partnerships with carriers, freight associations and trade bodies for six months, starting in spring.',
        'You will research potential partners, prepare meetings and follow up on agreements, learning how the freight industry is organised from people who work in it.',
        'The internship is paid and ends with a project of your own, presented to the leadership team.',
      ],
      fr: [
        'Accompagnez pendant six mois, à partir du printemps, nos partenariats avec des transporteurs, des fédérations du fret et des organisations professionnelles.',
        'Vous identifierez des partenaires potentiels, préparerez les rendez-vous et suivrez les accords, en découvrant l’organisation du secteur auprès de ceux qui y travaillent.',
        'Le stage est rémunéré et se conclut par un projet personnel présenté à l’équipe de direction.',
      ],
      ar: [
        'ادعم شراكاتنا مع شركات النقل وجمعيات الشحن والهيئات التجارية لمدة ستة أشهر تبدأ في الربيع.',
        'ستبحث عن الشركاء المحتملين وتحضّر الاجتماعات وتتابع الاتفاقات، وتتعلم كيف ينتظم قطاع الشحن من أشخاص يعملون فيه.',
        'التدريب مدفوع الأجر وينتهي بمشروع خاص بك تعرضه على فريق القيادة.',
      ],
    },
    responsibilities: {
      en: [
        'Map carriers and associations by region and prepare a short profile of each',
        'Prepare partner meetings and write up the notes and next steps',
        'Track agreements and their deadlines',
        'Lead one project of your own from question to recommendation',
      ],
      fr: [
        'Cartographier transporteurs et associations par région et préparer une courte fiche sur chacun',
        'Préparer les rendez-vous avec les partenaires et en rédiger le compte rendu et les suites',
        'Suivre les accords et leurs échéances',
        'Mener un projet personnel, de la question à la recommandation',
      ],
      ar: [
        'رسم خريطة لشركات النقل والجمعيات حسب المنطقة وإعداد نبذة قصيرة عن كل منها',
        'التحضير لاجتماعات الشركاء وكتابة محاضرها والخطوات التالية',
        'متابعة الاتفاقات ومواعيدها النهائية',
        'قيادة مشروع خاص بك من طرح السؤال حتى التوصية',
      ],
    },
    requirements: {
      en: [
        'Currently studying logistics, international trade or business',
        'Curiosity about how goods move around the world',
        'Good written and spoken communication in English',
        'Right to work in the United Kingdom for the length of the internship',
      ],
      fr: [
        'Être étudiant en logistique, commerce international ou gestion',
        'De la curiosité pour la façon dont les marchandises circulent dans le monde',
        'Une bonne communication écrite et orale en anglais',
        'Le droit de travailler au Royaume-Uni pendant toute la durée du stage',
      ],
      ar: [
        'أن تكون طالبًا حاليًا في الخدمات اللوجستية أو التجارة الدولية أو إدارة الأعمال',
        'فضول لمعرفة كيف تتنقل البضائع حول العالم',
        'تواصل جيد كتابةً وتحدثًا بالإنجليزية',
        'حق العمل في المملكة المتحدة طوال مدة التدريب',
      ],
    },
  },
];
