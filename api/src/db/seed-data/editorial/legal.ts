// The legal and policy pages: privacy policy, terms of use, legal notice, marketplace rules and the service listing
// policy, each in sections with their own headings, in English, French and Arabic.
import type { LegalPageSeed } from '../content-types';

export const LEGAL_PAGES: LegalPageSeed[] = [
  {
    type: 'privacy-policy',
    title: { en: 'Privacy Policy', fr: 'Politique de confidentialité', ar: 'سياسة الخصوصية' },
    sections: [
      {
        heading: { en: 'Who we are', fr: 'Qui nous sommes', ar: 'من نحن' },
        body: {
          en: [
            'Cargora B.V., Wilhelminakade 1, 3072 AP Rotterdam, Netherlands, runs the Cargora marketplace, where shippers compare and contact independent freight agents. We are the controller of the personal data described in this policy.',
            'Questions about this policy or your data go to privacy@cargora.test; we answer within one month.',
          ],
          fr: [
            'Cargora B.V., Wilhelminakade 1, 3072 AP Rotterdam, Pays-Bas, exploite la place de marché Cargora, où les chargeurs comparent et contactent des agents de fret indépendants. Nous sommes responsables du traitement des données personnelles décrites ici.',
            'Toute question sur cette politique ou sur vos données peut être adressée à privacy@cargora.test ; nous répondons sous un mois.',
          ],
          ar: [
            'تدير شركة Cargora B.V.، وعنوانها Wilhelminakade 1, 3072 AP Rotterdam في هولندا، سوق Cargora الذي يقارن فيه الشاحنون وكلاء الشحن المستقلين ويتواصلون معهم. ونحن المسؤولون عن معالجة البيانات الشخصية الموصوفة في هذه السياسة.',
            'تُرسل الأسئلة حول هذه السياسة أو حول بياناتك إلى privacy@cargora.test، ونرد خلال شهر واحد.',
          ],
        },
      },
      {
        heading: { en: 'Data we collect', fr: 'Les données que nous collectons', ar: 'البيانات التي نجمعها' },
        body: {
          en: [
            'When you request a quote, contact an agent or apply for a job, we keep what you type in the form: your name, e-mail address, cargo details and message, and for job applications your CV.',
            'When you sign in, we keep your account e-mail and the time of each sign-in. When you browse, our servers log your IP address, browser type and the pages requested; your currency and language choices stay in your own browser.',
          ],
          fr: [
            'Lorsque vous demandez un devis, contactez un agent ou postulez à une offre d’emploi, nous conservons ce que vous saisissez : nom, adresse e-mail, détails de la marchandise et message, ainsi que votre CV pour une candidature.',
            'Lors de la connexion, nous conservons l’e-mail du compte et l’heure de chaque connexion. Pendant la navigation, nos serveurs journalisent votre adresse IP, le type de navigateur et les pages demandées ; vos choix de devise et de langue restent dans votre navigateur.',
          ],
          ar: [
            'عندما تطلب عرض سعر أو تتواصل مع وكيل أو تتقدم لوظيفة، نحتفظ بما تكتبه في النموذج: اسمك وبريدك الإلكتروني وتفاصيل الشحنة ورسالتك، وسيرتك الذاتية في حالة طلبات التوظيف.',
            'عند تسجيل الدخول نحتفظ ببريد حسابك ووقت كل عملية دخول. وأثناء التصفح تسجل خوادمنا عنوان IP ونوع المتصفح والصفحات المطلوبة، أما اختياراتك للعملة واللغة فتبقى في متصفحك.',
          ],
        },
      },
      {
        heading: { en: 'How we use data', fr: 'Comment nous utilisons les données', ar: 'كيف نستخدم البيانات' },
        body: {
          en: [
            'We use your data to pass your requests to the agents you chose, to run your account, to keep the site secure (for example by limiting repeated attempts) and to answer support questions.',
            'Our legal bases are the performance of the service you asked for, our legitimate interest in a safe and working site, and, for job applications, the steps you take before a possible contract. We do not sell personal data and do not use it for automated decisions about you.',
          ],
          fr: [
            'Nous utilisons vos données pour transmettre vos demandes aux agents choisis, faire fonctionner votre compte, sécuriser le site (par exemple en limitant les tentatives répétées) et répondre au support.',
            'Nos bases légales sont l’exécution du service demandé, notre intérêt légitime à un site sûr et fonctionnel et, pour les candidatures, les mesures précontractuelles prises à votre demande. Nous ne vendons aucune donnée personnelle et ne prenons aucune décision automatisée vous concernant.',
          ],
          ar: [
            'نستخدم بياناتك لإيصال طلباتك إلى الوكلاء الذين اخترتهم، ولتشغيل حسابك، وللحفاظ على أمان الموقع (مثل الحد من المحاولات المتكررة)، وللرد على أسئلة الدعم.',
            'أسسنا القانونية هي تنفيذ الخدمة التي طلبتها، ومصلحتنا المشروعة في موقع آمن يعمل جيدًا، وبالنسبة لطلبات التوظيف الخطوات التي تسبق عقدًا محتملًا. لا نبيع البيانات الشخصية ولا نتخذ بشأنك قرارات آلية.',
          ],
        },
      },
      {
        heading: { en: 'Sharing', fr: 'Partage', ar: 'المشاركة' },
        body: {
          en: [
            'A quote request or message goes to the agent you sent it to, who handles it as an independent controller. Agents may be outside the European Economic Area; when you contact one there, your request travels to that country because you asked for it.',
            'We also use processors that host the site, send e-mail and store files, under written agreements that limit them to our instructions and, outside the EEA, the European Commission’s standard contractual clauses.',
          ],
          fr: [
            'Une demande de devis ou un message est transmis à l’agent destinataire, qui le traite en tant que responsable indépendant. Certains agents sont établis hors de l’Espace économique européen ; en les contactant, votre demande est transférée dans leur pays à votre initiative.',
            'Nous faisons aussi appel à des sous-traitants pour l’hébergement, l’envoi d’e-mails et le stockage de fichiers, liés par contrat à nos seules instructions et, hors EEE, aux clauses contractuelles types de la Commission européenne.',
          ],
          ar: [
            'يصل طلب عرض السعر أو الرسالة إلى الوكيل الذي أرسلته إليه، ويعالجه بصفته مسؤولًا مستقلًا. قد يكون بعض الوكلاء خارج المنطقة الاقتصادية الأوروبية، وعند التواصل مع أحدهم ينتقل طلبك إلى بلده لأنك طلبت ذلك.',
            'نستعين كذلك بمعالجين لاستضافة الموقع وإرسال البريد الإلكتروني وتخزين الملفات، بموجب اتفاقات مكتوبة تقصرهم على تعليماتنا، وخارج المنطقة الاقتصادية الأوروبية بالبنود التعاقدية النموذجية للمفوضية الأوروبية.',
          ],
        },
      },
      {
        heading: { en: 'How long we keep data', fr: 'Durée de conservation', ar: 'مدة الاحتفاظ بالبيانات' },
        body: {
          en: [
            'Quote requests are kept for two years so you and the agent can refer back to them. Job applications are deleted six months after the position is filled unless you agree to a longer period. Server logs are deleted after 30 days, and an account’s data one year after its last sign-in.',
          ],
          fr: [
            'Les demandes de devis sont conservées deux ans afin que vous et l’agent puissiez vous y reporter. Les candidatures sont supprimées six mois après le recrutement, sauf accord de votre part pour une durée plus longue. Les journaux serveur sont effacés au bout de 30 jours, et les données d’un compte un an après sa dernière connexion.',
          ],
          ar: [
            'نحتفظ بطلبات عروض الأسعار سنتين حتى تتمكن أنت والوكيل من الرجوع إليها. وتُحذف طلبات التوظيف بعد ستة أشهر من شغل الوظيفة ما لم توافق على مدة أطول. وتُحذف سجلات الخادم بعد 30 يومًا، وبيانات الحساب بعد سنة من آخر تسجيل دخول.',
          ],
        },
      },
      {
        heading: { en: 'Cookies and local storage', fr: 'Cookies et stockage local', ar: 'ملفات تعريف الارتباط والتخزين المحلي' },
        body: {
          en: [
            'We set only the cookies the site needs: one that keeps you signed in and one that protects forms against forgery. Your chosen currency and language are kept in your browser’s local storage. We use no advertising or cross-site tracking cookies, so no consent banner is needed.',
          ],
          fr: [
            'Nous ne déposons que les cookies nécessaires au site : l’un maintient votre connexion, l’autre protège les formulaires contre la falsification. La devise et la langue choisies sont conservées dans le stockage local du navigateur. Aucun cookie publicitaire ou de suivi intersites n’est utilisé, d’où l’absence de bandeau de consentement.',
          ],
          ar: [
            'لا نضع إلا ملفات تعريف الارتباط الضرورية للموقع: واحد يُبقيك مسجلًا الدخول وآخر يحمي النماذج من التزوير. وتُحفظ العملة واللغة اللتان تختارهما في التخزين المحلي لمتصفحك. لا نستخدم ملفات إعلانية أو للتتبع عبر المواقع، لذا لا حاجة إلى لافتة موافقة.',
          ],
        },
      },
      {
        heading: { en: 'Your rights', fr: 'Vos droits', ar: 'حقوقك' },
        body: {
          en: [
            'You may ask for a copy of your data, have it corrected or deleted, restrict or object to its processing, and receive it in a portable format. Write to privacy@cargora.test from the e-mail address concerned so we can confirm the request is yours.',
            'If you are not satisfied with our answer, you may complain to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) or to the authority of the country where you live.',
          ],
          fr: [
            'Vous pouvez demander une copie de vos données, leur rectification ou leur effacement, limiter leur traitement ou vous y opposer, et les recevoir dans un format portable. Écrivez à privacy@cargora.test depuis l’adresse e-mail concernée afin que nous puissions confirmer que la demande émane bien de vous.',
            'Si notre réponse ne vous satisfait pas, vous pouvez saisir l’autorité néerlandaise de protection des données (Autoriteit Persoonsgegevens) ou celle de votre pays de résidence.',
          ],
          ar: [
            'يحق لك طلب نسخة من بياناتك وتصحيحها أو حذفها وتقييد معالجتها أو الاعتراض عليها واستلامها بصيغة قابلة للنقل. راسل privacy@cargora.test من عنوان البريد المعني حتى نتأكد أن الطلب صادر عنك.',
            'إن لم يُرضك ردنا، يمكنك تقديم شكوى إلى هيئة حماية البيانات الهولندية (Autoriteit Persoonsgegevens) أو إلى الهيئة المختصة في بلد إقامتك.',
          ],
        },
      },
      {
        heading: { en: 'Changes to this policy', fr: 'Modifications de cette politique', ar: 'تعديل هذه السياسة' },
        body: {
          en: [
            'When we change this policy, we update the date at the top of the page; for significant changes we also tell signed-in users by e-mail before they take effect.',
          ],
          fr: [
            'En cas de modification de cette politique, nous mettons à jour la date en haut de page ; pour les changements importants, nous prévenons aussi par e-mail les utilisateurs inscrits avant leur entrée en vigueur.',
          ],
          ar: [
            'عند تعديل هذه السياسة نحدّث التاريخ في أعلى الصفحة، وفي التغييرات المهمة نُعلم المستخدمين المسجلين بالبريد الإلكتروني قبل سريانها.',
          ],
        },
      },
    ],
  },
  {
    type: 'terms-of-use',
    title: { en: 'Terms of Use', fr: 'Conditions d’utilisation', ar: 'شروط الاستخدام' },
    sections: [
      {
        heading: { en: 'Acceptance', fr: 'Acceptation', ar: 'القبول' },
        body: {
          en: ['These terms govern your use of the Cargora website. By browsing it, requesting a quote or creating an account you accept them; if you do not agree, please do not use the site.'],
          fr: ['Les présentes conditions régissent l’utilisation du site Cargora. En le consultant, en demandant un devis ou en créant un compte, vous les acceptez ; à défaut, merci de ne pas utiliser le site.'],
          ar: ['تنظم هذه الشروط استخدامك لموقع Cargora. بتصفحه أو طلب عرض سعر أو إنشاء حساب فإنك تقبلها، وإن لم توافق عليها فالرجاء عدم استخدام الموقع.'],
        },
      },
      {
        heading: { en: 'The marketplace', fr: 'La place de marché', ar: 'السوق' },
        body: {
          en: [
            'Cargora publishes services offered by independent freight agents. We are not a carrier, forwarder or customs broker, and we are not a party to the contract you make with an agent.',
            'Prices shown are the agents’ starting prices for a standard shipment; amounts converted into another currency are indicative, at the day’s reference rate.',
          ],
          fr: [
            'Cargora publie les services d’agents de fret indépendants. Nous ne sommes ni transporteur, ni commissionnaire, ni déclarant en douane, et ne sommes pas partie au contrat conclu avec un agent.',
            'Les prix affichés sont les prix de départ des agents pour un envoi standard ; les montants convertis dans une autre devise sont indicatifs, au taux de référence du jour.',
          ],
          ar: [
            'تنشر Cargora خدمات يقدمها وكلاء شحن مستقلون. لسنا ناقلًا ولا وكيل شحن ولا مخلصًا جمركيًا، ولسنا طرفًا في العقد الذي تبرمه مع الوكيل.',
            'الأسعار المعروضة هي أسعار البداية لدى الوكلاء لشحنة قياسية، والمبالغ المحوّلة إلى عملة أخرى استرشادية بسعر الصرف المرجعي لليوم.',
          ],
        },
      },
      {
        heading: { en: 'Accounts', fr: 'Comptes', ar: 'الحسابات' },
        body: {
          en: ['You must give accurate details when you create an account and keep your password and verification codes to yourself. You are responsible for activity under your account; tell us at once at support@cargora.test if you think someone else has used it.'],
          fr: ['Vous devez fournir des informations exactes à la création du compte et garder pour vous mot de passe et codes de vérification. Vous répondez de l’activité de votre compte ; prévenez-nous aussitôt à support@cargora.test si vous pensez qu’un tiers l’a utilisé.'],
          ar: ['يجب أن تقدم بيانات صحيحة عند إنشاء الحساب وأن تحتفظ بكلمة المرور ورموز التحقق لنفسك. أنت مسؤول عن النشاط الذي يجري عبر حسابك، فأبلغنا فورًا على support@cargora.test إذا ظننت أن غيرك استخدمه.'],
        },
      },
      {
        heading: { en: 'Acceptable use', fr: 'Usage autorisé', ar: 'الاستخدام المقبول' },
        body: {
          en: ['Do not use the site to send false quote requests, harass agents, upload malicious files, copy listings at scale with automated tools, or impersonate another person or company. We may block requests or accounts that do.'],
          fr: ['N’utilisez pas le site pour envoyer de fausses demandes de devis, harceler des agents, déposer des fichiers malveillants, copier massivement les annonces par des outils automatisés ou usurper l’identité d’une personne ou d’une entreprise. Nous pouvons bloquer les requêtes ou comptes concernés.'],
          ar: ['لا تستخدم الموقع لإرسال طلبات عروض أسعار زائفة أو مضايقة الوكلاء أو رفع ملفات ضارة أو نسخ الإعلانات على نطاق واسع بأدوات آلية أو انتحال صفة شخص أو شركة أخرى. ويجوز لنا حظر الطلبات أو الحسابات التي تفعل ذلك.'],
        },
      },
      {
        heading: { en: 'Content and intellectual property', fr: 'Contenus et propriété intellectuelle', ar: 'المحتوى والملكية الفكرية' },
        body: {
          en: ['The site’s design, texts and the Cargora name belong to Cargora B.V. Agents keep the rights to their listings and grant us the right to show them. Reviews you write must be your own experience; by posting one you allow us to publish it.'],
          fr: ['La conception du site, ses textes et le nom Cargora appartiennent à Cargora B.V. Les agents conservent leurs droits sur leurs annonces et nous autorisent à les afficher. Vos avis doivent relater votre propre expérience ; en publiant un avis, vous nous autorisez à le diffuser.'],
          ar: ['تصميم الموقع ونصوصه واسم Cargora ملك لشركة Cargora B.V. ويحتفظ الوكلاء بحقوقهم في إعلاناتهم ويمنحوننا حق عرضها. ويجب أن تعبّر التقييمات التي تكتبها عن تجربتك الشخصية، وبنشرها تأذن لنا بعرضها.'],
        },
      },
      {
        heading: { en: 'Liability', fr: 'Responsabilité', ar: 'المسؤولية' },
        body: {
          en: ['The agent who performs a shipment is responsible for it under your contract and the transport conventions that apply. To the extent the law allows, Cargora is not liable for an agent’s services, for delays or losses in transit, or for decisions you take based on indicative prices. Nothing in these terms limits liability that cannot be limited by law.'],
          fr: ['L’agent qui exécute un envoi en répond en vertu de votre contrat et des conventions de transport applicables. Dans les limites permises par la loi, Cargora n’est responsable ni des prestations des agents, ni des retards ou pertes en cours de transport, ni des décisions prises sur la base de prix indicatifs. Rien ici ne limite une responsabilité que la loi interdit de limiter.'],
          ar: ['الوكيل الذي ينفذ الشحنة مسؤول عنها بموجب عقدك واتفاقيات النقل السارية. وفي الحدود التي يسمح بها القانون، لا تتحمل Cargora مسؤولية خدمات الوكلاء أو التأخير أو الفقد أثناء النقل أو القرارات المتخذة بناءً على أسعار استرشادية. ولا يحد أي شيء هنا من مسؤولية لا يجيز القانون الحد منها.'],
        },
      },
      {
        heading: { en: 'Governing law', fr: 'Droit applicable', ar: 'القانون الواجب التطبيق' },
        body: {
          en: ['These terms are governed by Dutch law. Disputes go to the competent court in Rotterdam, unless the law of your country gives you, as a consumer, the right to go to your own courts.'],
          fr: ['Les présentes conditions sont régies par le droit néerlandais. Les litiges relèvent du tribunal compétent de Rotterdam, sauf si la loi de votre pays vous permet, en tant que consommateur, de saisir vos propres juridictions.'],
          ar: ['تخضع هذه الشروط للقانون الهولندي، وتُرفع النزاعات إلى المحكمة المختصة في روتردام، ما لم يمنحك قانون بلدك بصفتك مستهلكًا حق اللجوء إلى محاكم بلدك.'],
        },
      },
    ],
  },
  {
    type: 'legal-notice',
    title: { en: 'Legal Notice', fr: 'Mentions légales', ar: 'إشعار قانوني' },
    sections: [
      {
        heading: { en: 'Publisher', fr: 'Éditeur', ar: 'الناشر' },
        body: {
          en: ['Cargora B.V., a private limited company registered with the Netherlands Chamber of Commerce, Wilhelminakade 1, 3072 AP Rotterdam, Netherlands. Director of publication: the managing director of Cargora B.V.'],
          fr: ['Cargora B.V., société à responsabilité limitée immatriculée auprès de la Chambre de commerce néerlandaise, Wilhelminakade 1, 3072 AP Rotterdam, Pays-Bas. Directeur de la publication : le directeur général de Cargora B.V.'],
          ar: ['شركة Cargora B.V.، شركة خاصة ذات مسؤولية محدودة مسجلة في غرفة التجارة الهولندية، وعنوانها Wilhelminakade 1, 3072 AP Rotterdam في هولندا. مدير النشر: المدير العام لشركة Cargora B.V.'],
        },
      },
      {
        heading: { en: 'Contact', fr: 'Contact', ar: 'التواصل' },
        body: {
          en: ['Legal matters: legal@cargora.test. Help with the site: support@cargora.test. Personal data: privacy@cargora.test.'],
          fr: ['Questions juridiques : legal@cargora.test. Aide sur le site : support@cargora.test. Données personnelles : privacy@cargora.test.'],
          ar: ['المسائل القانونية: legal@cargora.test. المساعدة في استخدام الموقع: support@cargora.test. البيانات الشخصية: privacy@cargora.test.'],
        },
      },
      {
        heading: { en: 'Hosting', fr: 'Hébergement', ar: 'الاستضافة' },
        body: {
          en: ['The site and its data are hosted by a cloud provider in data centres located in the European Union.'],
          fr: ['Le site et ses données sont hébergés par un fournisseur d’informatique en nuage, dans des centres de données situés dans l’Union européenne.'],
          ar: ['يُستضاف الموقع وبياناته لدى مزوّد خدمات سحابية في مراكز بيانات تقع داخل الاتحاد الأوروبي.'],
        },
      },
      {
        heading: { en: 'Intellectual property', fr: 'Propriété intellectuelle', ar: 'الملكية الفكرية' },
        body: {
          en: ['The Cargora name, logo, design and editorial content are protected by intellectual property law. Agents keep the rights to their listings, logos and photographs. Reproducing the site’s content requires our written permission.'],
          fr: ['Le nom, le logo, la conception et les contenus éditoriaux de Cargora sont protégés par le droit de la propriété intellectuelle. Les agents conservent les droits sur leurs annonces, logos et photographies. Toute reproduction des contenus du site exige notre accord écrit.'],
          ar: ['اسم Cargora وشعارها وتصميمها ومحتواها التحريري محمية بقوانين الملكية الفكرية. ويحتفظ الوكلاء بحقوقهم في إعلاناتهم وشعاراتهم وصورهم. ويتطلب نسخ محتوى الموقع إذنًا كتابيًا منا.'],
        },
      },
      {
        heading: { en: 'Reporting unlawful content', fr: 'Signaler un contenu illicite', ar: 'الإبلاغ عن محتوى غير قانوني' },
        body: {
          en: ['If you believe a listing, review or other content on the site is unlawful, write to legal@cargora.test with the page address and your reasons. We acknowledge each notice, decide on it without undue delay and tell you what we did.'],
          fr: ['Si vous estimez qu’une annonce, un avis ou un autre contenu du site est illicite, écrivez à legal@cargora.test en indiquant l’adresse de la page et vos motifs. Nous accusons réception de chaque signalement, statuons sans retard injustifié et vous informons de la suite donnée.'],
          ar: ['إذا رأيت أن إعلانًا أو تقييمًا أو محتوى آخر على الموقع غير قانوني، فراسل legal@cargora.test مع عنوان الصفحة وأسبابك. نؤكد استلام كل بلاغ ونبت فيه دون تأخير غير مبرر ونخبرك بما اتخذناه.'],
        },
      },
    ],
  },
  {
    type: 'policies-rules',
    title: { en: 'Policies and Rules', fr: 'Règles et politiques', ar: 'السياسات والقواعد' },
    sections: [
      {
        heading: { en: 'Fair dealing', fr: 'Loyauté', ar: 'التعامل النزيه' },
        body: {
          en: ['Agents describe their services accurately and honour their published starting prices for a standard shipment. Shippers describe their cargo honestly, including its weight, volume and any dangerous goods, so the quote they receive can be kept.'],
          fr: ['Les agents décrivent fidèlement leurs services et respectent leurs prix de départ publiés pour un envoi standard. Les chargeurs décrivent honnêtement leur marchandise, poids, volume et matières dangereuses compris, afin que le devis reçu puisse être tenu.'],
          ar: ['يصف الوكلاء خدماتهم بدقة ويلتزمون بأسعار البداية المنشورة لشحنة قياسية. ويصف الشاحنون بضائعهم بصدق، بما في ذلك الوزن والحجم وأي مواد خطرة، حتى يمكن الالتزام بعرض السعر الذي يتلقونه.'],
        },
      },
      {
        heading: { en: 'Reviews', fr: 'Avis', ar: 'التقييمات' },
        body: {
          en: ['A review must describe a real job with the agent. We remove reviews that are fake, paid for, written by the agent or a competitor, abusive, or about something other than the service. An agent may reply to a review once, publicly and politely.'],
          fr: ['Un avis doit porter sur une prestation réelle de l’agent. Nous retirons les avis faux, rémunérés, rédigés par l’agent ou un concurrent, injurieux ou sans rapport avec le service. L’agent peut répondre une fois à chaque avis, publiquement et courtoisement.'],
          ar: ['يجب أن يصف التقييم عملًا حقيقيًا مع الوكيل. نحذف التقييمات المزيفة أو المدفوعة أو التي كتبها الوكيل أو منافسه أو المسيئة أو التي لا تتعلق بالخدمة. ويحق للوكيل الرد على التقييم مرة واحدة، علنًا وبأدب.'],
        },
      },
      {
        heading: { en: 'Communication', fr: 'Échanges', ar: 'التواصل' },
        body: {
          en: ['Keep messages professional and about the shipment. Insults, threats and discrimination are not tolerated. Do not ask for payment outside the terms agreed in the quote, and never send passwords or verification codes to anyone.'],
          fr: ['Les messages restent professionnels et portent sur l’envoi. Insultes, menaces et discriminations ne sont pas tolérées. Ne demandez aucun paiement hors des conditions convenues dans le devis, et ne communiquez jamais mot de passe ni code de vérification.'],
          ar: ['اجعل الرسائل مهنية ومتعلقة بالشحنة. لا نتسامح مع الشتائم أو التهديد أو التمييز. لا تطلب أي دفعة خارج الشروط المتفق عليها في عرض السعر، ولا ترسل كلمة المرور أو رمز التحقق إلى أي أحد.'],
        },
      },
      {
        heading: { en: 'Sanctions and prohibited goods', fr: 'Sanctions et marchandises interdites', ar: 'العقوبات والبضائع المحظورة' },
        body: {
          en: ['Services and requests must comply with the export controls and sanctions of the countries involved. Weapons, drugs, counterfeit goods and protected wildlife may not be offered or requested through Cargora.'],
          fr: ['Services et demandes doivent respecter les contrôles à l’exportation et les sanctions des pays concernés. Armes, stupéfiants, contrefaçons et espèces protégées ne peuvent être ni proposés ni demandés sur Cargora.'],
          ar: ['يجب أن تلتزم الخدمات والطلبات بضوابط التصدير والعقوبات في الدول المعنية. ولا يجوز عرض الأسلحة أو المخدرات أو البضائع المقلدة أو الأحياء البرية المحمية أو طلبها عبر Cargora.'],
        },
      },
      {
        heading: { en: 'Enforcement', fr: 'Application des règles', ar: 'تطبيق القواعد' },
        body: {
          en: ['When a rule is broken we may remove a listing or review, limit an account or suspend it. Except in urgent cases such as fraud, we first tell the person concerned what is wrong and give them time to fix it.'],
          fr: ['En cas de manquement, nous pouvons retirer une annonce ou un avis, restreindre un compte ou le suspendre. Sauf urgence, comme une fraude, nous indiquons d’abord à la personne concernée ce qui ne va pas et lui laissons le temps d’y remédier.'],
          ar: ['عند مخالفة قاعدة يجوز لنا حذف إعلان أو تقييم أو تقييد حساب أو تعليقه. وباستثناء الحالات العاجلة مثل الاحتيال، نُبلغ الشخص المعني أولًا بالمشكلة ونمنحه وقتًا لإصلاحها.'],
        },
      },
      {
        heading: { en: 'Appeals', fr: 'Recours', ar: 'الاعتراض' },
        body: {
          en: ['You can contest any decision about your content or account by replying to our message or writing to support@cargora.test within six months. A person who took no part in the first decision reviews the appeal.'],
          fr: ['Vous pouvez contester toute décision visant vos contenus ou votre compte en répondant à notre message ou en écrivant à support@cargora.test dans un délai de six mois. Une personne étrangère à la première décision examine le recours.'],
          ar: ['يمكنك الاعتراض على أي قرار يخص محتواك أو حسابك بالرد على رسالتنا أو بمراسلة support@cargora.test خلال ستة أشهر، ويراجع الاعتراض شخص لم يشارك في القرار الأول.'],
        },
      },
    ],
  },
  {
    type: 'service-listing-policy',
    title: { en: 'Service Listing Policy', fr: 'Politique des annonces de services', ar: 'سياسة إدراج الخدمات' },
    sections: [
      {
        heading: { en: 'Eligibility', fr: 'Conditions d’accès', ar: 'الأهلية' },
        body: {
          en: ['Only registered logistics businesses with an active subscription package may publish services. The company named on the storefront must be the one that performs the service or contracts for it.'],
          fr: ['Seules les entreprises logistiques immatriculées disposant d’une formule d’abonnement active peuvent publier des services. La société nommée sur la vitrine doit être celle qui exécute le service ou s’engage à le faire exécuter.'],
          ar: ['لا يحق نشر الخدمات إلا للشركات اللوجستية المسجلة التي لديها باقة اشتراك سارية. ويجب أن تكون الشركة المذكورة في واجهة المتجر هي التي تنفذ الخدمة أو تتعاقد على تنفيذها.'],
        },
      },
      {
        heading: { en: 'Content of a listing', fr: 'Contenu d’une annonce', ar: 'محتوى الإعلان' },
        body: {
          en: ['Each listing states its category, its route or location, a starting price and its currency, the typical transit time in days and, where offered, the Cargora protection fee. The title names the service plainly, without prices, capital letters for emphasis or contact details.'],
          fr: ['Chaque annonce indique sa catégorie, son itinéraire ou son lieu, un prix de départ et sa devise, le délai de transit habituel en jours et, le cas échéant, les frais de protection Cargora. Le titre nomme simplement le service, sans prix, majuscules d’insistance ni coordonnées.'],
          ar: ['يذكر كل إعلان فئته ومساره أو موقعه وسعر البداية وعملته ومدة العبور المعتادة بالأيام، ورسوم حماية Cargora إن وُجدت. ويسمّي العنوانُ الخدمةَ ببساطة، من دون أسعار أو أحرف كبيرة للتأكيد أو بيانات اتصال.'],
        },
      },
      {
        heading: { en: 'Pricing', fr: 'Prix', ar: 'التسعير' },
        body: {
          en: ['The price is a starting price for a standard shipment on that route. Fuel, security and peak-season surcharges, and any handling fees, must be described in the listing so a shipper can estimate the total before asking for a quote.'],
          fr: ['Le prix est un prix de départ pour un envoi standard sur cet itinéraire. Surcharges carburant, sûreté ou haute saison et frais de manutention doivent être décrits dans l’annonce, afin que le chargeur puisse estimer le total avant de demander un devis.'],
          ar: ['السعر هو سعر البداية لشحنة قياسية على ذلك المسار. ويجب وصف رسوم الوقود والأمن وموسم الذروة وأي رسوم مناولة في الإعلان، حتى يقدّر الشاحن الإجمالي قبل طلب عرض السعر.'],
        },
      },
      {
        heading: { en: 'Prohibited services', fr: 'Services interdits', ar: 'الخدمات المحظورة' },
        body: {
          en: ['Listings may not offer the transport of illegal goods, services that breach sanctions or export controls, or ways around customs duties and inspections.'],
          fr: ['Les annonces ne peuvent proposer ni le transport de marchandises illicites, ni des services contraires aux sanctions ou aux contrôles à l’exportation, ni des moyens d’échapper aux droits ou contrôles douaniers.'],
          ar: ['لا يجوز أن تعرض الإعلانات نقل بضائع غير قانونية أو خدمات تخالف العقوبات أو ضوابط التصدير أو وسائل للتهرب من الرسوم الجمركية والتفتيش.'],
        },
      },
      {
        heading: { en: 'Review of listings', fr: 'Examen des annonces', ar: 'مراجعة الإعلانات' },
        body: {
          en: ['We check new listings, usually within one working day, and may ask for changes before publication. Published listings are checked again when customers report them or when their prices stop matching the quotes agents send.'],
          fr: ['Nous examinons les nouvelles annonces, en général sous un jour ouvré, et pouvons demander des modifications avant publication. Les annonces publiées sont revues en cas de signalement ou lorsque leurs prix ne correspondent plus aux devis envoyés.'],
          ar: ['نراجع الإعلانات الجديدة خلال يوم عمل واحد عادةً، وقد نطلب تعديلات قبل نشرها. ونعيد فحص الإعلانات المنشورة عند الإبلاغ عنها أو حين تتوقف أسعارها عن مطابقة عروض الأسعار التي يرسلها الوكلاء.'],
        },
      },
      {
        heading: { en: 'Keeping listings current', fr: 'Mise à jour des annonces', ar: 'تحديث الإعلانات' },
        body: {
          en: ['Agents update or withdraw a listing when its route, price or transit time changes. A listing that has drawn no response to quote requests for 30 days may be hidden until the agent confirms it is still offered.'],
          fr: ['L’agent met à jour ou retire son annonce dès que l’itinéraire, le prix ou le délai change. Une annonce restée sans réponse aux demandes de devis pendant 30 jours peut être masquée jusqu’à ce que l’agent confirme la maintenir.'],
          ar: ['يحدّث الوكيل إعلانه أو يسحبه عند تغيّر المسار أو السعر أو مدة العبور. وقد يُخفى الإعلان الذي لم يرد صاحبه على طلبات عروض الأسعار لمدة 30 يومًا حتى يؤكد الوكيل أنه ما زال يقدمه.'],
        },
      },
    ],
  },
];
