// The help centre, second half: shipping and customs, account and security, for agents.
import type { HelpTopicSeed } from '../content-types';

export const HELP_CENTRE_2: HelpTopicSeed[] = [
  {
    key: 'shipping-customs',
    title: { en: 'Shipping and customs', fr: 'Expédition et douane', ar: 'الشحن والجمارك' },
    description: {
      en: 'Documents, duties and customs procedures.',
      fr: 'Documents, droits et formalités douanières.',
      ar: 'المستندات والرسوم والإجراءات الجمركية.',
    },
    articles: [
      {
        title: { en: 'Documents for international shipments', fr: 'Les documents d’un envoi international', ar: 'مستندات الشحنات الدولية' },
        summary: {
          en: 'Almost every international shipment travels with a commercial invoice, a packing list and a transport document; some also need a certificate of origin or a licence.',
          fr: 'Presque tout envoi international voyage avec une facture commerciale, une liste de colisage et un document de transport ; certains exigent aussi un certificat d’origine ou une licence.',
          ar: 'ترافق كلَّ شحنة دولية تقريبًا فاتورةٌ تجارية وقائمة تعبئة ومستند نقل، وتحتاج بعض الشحنات أيضًا إلى شهادة منشأ أو ترخيص.',
        },
        steps: {
          en: [
            'Prepare the commercial invoice: seller, buyer, description of the goods, HS code, quantity, unit price, currency and Incoterm.',
            'Prepare the packing list: number of packages, their marks, net and gross weight and dimensions, matching the invoice line by line.',
            'Let your agent issue the transport document: a bill of lading for sea, an air waybill for air, a CMR note for road.',
            'Ask your agent whether the destination needs a certificate of origin, a phytosanitary certificate or an import licence for your goods.',
          ],
          fr: [
            'Préparez la facture commerciale : vendeur, acheteur, désignation des marchandises, code SH, quantité, prix unitaire, devise et Incoterm.',
            'Préparez la liste de colisage : nombre de colis, marques, poids net et brut et dimensions, en cohérence ligne à ligne avec la facture.',
            'Laissez votre agent émettre le document de transport : connaissement pour la mer, lettre de transport aérien pour l’avion, lettre de voiture CMR pour la route.',
            'Demandez à votre agent si la destination exige un certificat d’origine, un certificat phytosanitaire ou une licence d’importation pour vos marchandises.',
          ],
          ar: [
            'جهّز الفاتورة التجارية: البائع والمشتري ووصف البضاعة ورمز HS والكمية وسعر الوحدة والعملة ومصطلح Incoterm.',
            'جهّز قائمة التعبئة: عدد الطرود وعلاماتها والوزن الصافي والإجمالي والأبعاد، مطابقةً للفاتورة سطرًا بسطر.',
            'دع وكيلك يصدر مستند النقل: بوليصة الشحن للبحر، وبوليصة الشحن الجوي للطائرة، وسند CMR للنقل البري.',
            'اسأل وكيلك إن كانت دولة الوجهة تطلب شهادة منشأ أو شهادة صحة نباتية أو ترخيص استيراد لبضاعتك.',
          ],
        },
        tip: {
          en: 'Most customs holds come from small mismatches, such as a weight on the invoice that differs from the packing list.',
          fr: 'La plupart des blocages en douane viennent de petits écarts, comme un poids sur la facture différent de celui de la liste de colisage.',
          ar: 'تنشأ معظم حالات احتجاز البضائع في الجمارك من فروق صغيرة، كوزن في الفاتورة يختلف عن وزن قائمة التعبئة.',
        },
      },
      {
        title: { en: 'Understanding Incoterms', fr: 'Comprendre les Incoterms', ar: 'فهم مصطلحات Incoterms' },
        summary: {
          en: 'An Incoterm in your sales contract says who books and pays each leg of the transport, who clears customs, and where the risk passes from seller to buyer.',
          fr: 'L’Incoterm de votre contrat de vente précise qui réserve et paie chaque étape du transport, qui dédouane, et où le risque passe du vendeur à l’acheteur.',
          ar: 'يحدد مصطلح Incoterm في عقد البيع من يحجز كل مرحلة من النقل ويدفع تكلفتها، ومن يتولى التخليص الجمركي، وأين تنتقل المخاطر من البائع إلى المشتري.',
        },
        steps: {
          en: [
            'Find the term in your contract or pro forma invoice, followed by a place, for example “FOB Ningbo” or “DAP Lyon”.',
            'Under EXW and FCA the buyer organises almost everything; under FOB the seller loads the goods on board at the named port.',
            'Under CIF and CIP the seller pays freight and insurance to destination, but the risk still passes at loading.',
            'Under DAP the seller delivers to your door without import clearance; under DDP the seller also pays import duties and taxes.',
          ],
          fr: [
            'Repérez le terme dans votre contrat ou votre facture pro forma, suivi d’un lieu, par exemple « FOB Ningbo » ou « DAP Lyon ».',
            'En EXW et FCA, l’acheteur organise presque tout ; en FOB, le vendeur charge la marchandise à bord au port convenu.',
            'En CIF et CIP, le vendeur paie fret et assurance jusqu’à destination, mais le risque passe toujours au chargement.',
            'En DAP, le vendeur livre à votre porte sans dédouaner à l’import ; en DDP, il paie en plus droits et taxes d’importation.',
          ],
          ar: [
            'ابحث عن المصطلح في عقدك أو فاتورتك المبدئية متبوعًا بمكان، مثل «FOB Ningbo» أو «DAP Lyon».',
            'في EXW وFCA ينظم المشتري كل شيء تقريبًا، وفي FOB يحمّل البائع البضاعة على السفينة في الميناء المحدد.',
            'في CIF وCIP يدفع البائع أجرة الشحن والتأمين حتى الوجهة، لكن المخاطر تنتقل مع ذلك عند التحميل.',
            'في DAP يسلّم البائع البضاعة إلى بابك دون تخليص الاستيراد، وفي DDP يدفع أيضًا رسوم الاستيراد وضرائبه.',
          ],
        },
        tip: {
          en: 'Add the Incoterm to your quote request: it tells the agent which legs and charges to include in the price.',
          fr: 'Indiquez l’Incoterm dans votre demande de devis : il dit à l’agent quelles étapes et quels frais inclure dans le prix.',
          ar: 'أضف مصطلح Incoterm إلى طلب عرض السعر، فهو يخبر الوكيل بالمراحل والرسوم التي يشملها السعر.',
        },
      },
      {
        title: { en: 'Customs clearance steps', fr: 'Les étapes du dédouanement', ar: 'خطوات التخليص الجمركي' },
        summary: {
          en: 'Clearance is the declaration of your goods to customs, the payment of duties and taxes, and the release that lets the goods leave the port or airport.',
          fr: 'Le dédouanement consiste à déclarer vos marchandises, à acquitter droits et taxes, puis à obtenir la mainlevée qui les autorise à quitter le port ou l’aéroport.',
          ar: 'التخليص الجمركي هو التصريح عن بضاعتك لدى الجمارك ودفع الرسوم والضرائب ثم الحصول على الإفراج الذي يسمح بخروجها من الميناء أو المطار.',
        },
        steps: {
          en: [
            'Appoint a customs broker, for example from the Customs Services category, and send them the invoice, packing list and transport document before arrival.',
            'The broker classifies the goods, works out the customs value and files the declaration in the customs system.',
            'Customs either releases the goods directly or selects them for a document check or a physical inspection.',
            'You pay the duties and import VAT, or defer them under a bond, and the release lets your haulier collect the cargo.',
          ],
          fr: [
            'Désignez un déclarant en douane, par exemple dans la catégorie Services douaniers, et transmettez-lui facture, liste de colisage et document de transport avant l’arrivée.',
            'Le déclarant classe les marchandises, calcule la valeur en douane et dépose la déclaration dans le système douanier.',
            'La douane accorde directement la mainlevée ou sélectionne l’envoi pour un contrôle documentaire ou une visite physique.',
            'Vous acquittez droits et TVA à l’importation, ou les reportez sous caution, et la mainlevée permet à votre transporteur d’enlever la marchandise.',
          ],
          ar: [
            'عيّن مخلّصًا جمركيًا، من فئة خدمات الجمارك مثلًا، وأرسل إليه الفاتورة وقائمة التعبئة ومستند النقل قبل الوصول.',
            'يصنّف المخلّص البضاعة ويحسب قيمتها الجمركية ويقدّم البيان في النظام الجمركي.',
            'إما أن تفرج الجمارك عن البضاعة مباشرة، أو تختارها لتدقيق المستندات أو للمعاينة الفعلية.',
            'تدفع الرسوم وضريبة القيمة المضافة على الاستيراد أو تؤجلها بضمان، ثم يتيح الإفراج لناقلك استلام البضاعة.',
          ],
        },
        tip: {
          en: 'Filing before the ship or plane arrives often avoids storage charges at the terminal.',
          fr: 'Déclarer avant l’arrivée du navire ou de l’avion évite souvent des frais de stationnement au terminal.',
          ar: 'كثيرًا ما يجنّبك تقديم البيان قبل وصول السفينة أو الطائرة رسوم التخزين في المحطة.',
        },
      },
      {
        title: { en: 'Cargo protection explained', fr: 'La protection des marchandises expliquée', ar: 'شرح حماية البضائع' },
        summary: {
          en: 'Cargora protection covers the declared value of your cargo for a fee, a percentage shown on the service, above the low limits a carrier is liable for.',
          fr: 'La protection Cargora couvre la valeur déclarée de votre marchandise moyennant des frais, un pourcentage indiqué sur le service, au-delà des faibles plafonds de responsabilité du transporteur.',
          ar: 'تغطي حماية Cargora القيمة المصرّح بها لبضاعتك مقابل رسوم، هي نسبة مئوية معروضة على الخدمة، فوق الحدود المنخفضة لمسؤولية الناقل.',
        },
        steps: {
          en: [
            'On a list, set the Cargora protection filter to With protection to see only services that offer it.',
            'Open the service’s “with Cargora protection” page to see the fee and the total with protection added.',
            'Declare the real value of the goods in your quote request, since the fee and the cover both depend on it.',
            'Keep photos, the packing list and the delivery receipt: they support a claim if the cargo arrives damaged.',
          ],
          fr: [
            'Dans une liste, réglez le filtre Protection Cargora sur « Avec protection » pour ne voir que les services qui la proposent.',
            'Ouvrez la page « avec protection Cargora » du service pour voir les frais et le total protection comprise.',
            'Déclarez la valeur réelle des marchandises dans votre demande de devis, car les frais comme la couverture en dépendent.',
            'Conservez photos, liste de colisage et bon de livraison : ils appuient une réclamation si la marchandise arrive endommagée.',
          ],
          ar: [
            'في أي قائمة اضبط مرشح حماية Cargora على «مع الحماية» لترى الخدمات التي تقدمها فقط.',
            'افتح صفحة الخدمة «مع حماية Cargora» لترى الرسوم والإجمالي بعد إضافة الحماية.',
            'صرّح بالقيمة الحقيقية للبضاعة في طلب عرض السعر، لأن الرسوم والتغطية تعتمدان عليها.',
            'احتفظ بالصور وقائمة التعبئة وإيصال التسليم، فهي تدعم المطالبة إذا وصلت البضاعة تالفة.',
          ],
        },
        tip: {
          en: 'Under the sea freight conventions a carrier may owe only a few hundred dollars per package, whatever the goods are worth.',
          fr: 'Selon les conventions maritimes, un transporteur peut ne devoir que quelques centaines de dollars par colis, quelle que soit la valeur des marchandises.',
          ar: 'بموجب اتفاقيات النقل البحري قد لا يلتزم الناقل إلا ببضع مئات من الدولارات عن كل طرد، مهما بلغت قيمة البضاعة.',
        },
      },
    ],
  },
  {
    key: 'account-security',
    title: { en: 'Account and security', fr: 'Compte et sécurité', ar: 'الحساب والأمان' },
    description: {
      en: 'Sign-in, verification codes and keeping your account safe.',
      fr: 'Connexion, codes de vérification et sécurité de votre compte.',
      ar: 'تسجيل الدخول ورموز التحقق والحفاظ على أمان حسابك.',
    },
    articles: [
      {
        title: { en: 'Signing in with a verification code', fr: 'Se connecter avec un code de vérification', ar: 'تسجيل الدخول برمز تحقق' },
        summary: {
          en: 'Signing in takes your e-mail and password, then a six-digit code we send by e-mail, so a stolen password alone cannot open your account.',
          fr: 'La connexion demande votre e-mail et votre mot de passe, puis un code à six chiffres envoyé par e-mail : un mot de passe volé ne suffit pas à ouvrir votre compte.',
          ar: 'يتطلب تسجيل الدخول بريدك الإلكتروني وكلمة المرور ثم رمزًا من ستة أرقام نرسله إلى بريدك، فلا تكفي كلمة مرور مسروقة وحدها لفتح حسابك.',
        },
        steps: {
          en: [
            'Select Login, then Customer or Agent; the sign-in site opens in a new tab.',
            'Enter your e-mail address and password and continue.',
            'Open the e-mail from Cargora and type the six-digit code within five minutes.',
            'You return to Cargora signed in, and your name appears in the top bar.',
          ],
          fr: [
            'Choisissez Connexion, puis Client ou Agent ; le site de connexion s’ouvre dans un nouvel onglet.',
            'Saisissez votre adresse e-mail et votre mot de passe, puis continuez.',
            'Ouvrez l’e-mail de Cargora et tapez le code à six chiffres dans les cinq minutes.',
            'Vous revenez sur Cargora connecté, et votre nom apparaît dans la barre supérieure.',
          ],
          ar: [
            'اختر «تسجيل الدخول» ثم «عميل» أو «وكيل»، فيُفتح موقع الدخول في علامة تبويب جديدة.',
            'أدخل بريدك الإلكتروني وكلمة المرور وتابع.',
            'افتح رسالة Cargora واكتب الرمز المكوّن من ستة أرقام خلال خمس دقائق.',
            'تعود إلى Cargora وقد سجلت الدخول، ويظهر اسمك في الشريط العلوي.',
          ],
        },
        tip: {
          en: 'Each code works once; if you sign in again, only the newest code is valid.',
          fr: 'Chaque code ne sert qu’une fois ; si vous recommencez la connexion, seul le code le plus récent est valable.',
          ar: 'يعمل كل رمز مرة واحدة فقط، وإذا أعدت تسجيل الدخول فلا يصلح إلا أحدث رمز.',
        },
      },
      {
        title: { en: 'Troubleshooting verification codes', fr: 'Résoudre un problème de code de vérification', ar: 'حل مشكلات رمز التحقق' },
        summary: {
          en: 'A code that does not arrive or is refused has usually expired, been replaced by a newer one, or landed in a spam folder.',
          fr: 'Un code qui n’arrive pas ou qui est refusé a en général expiré, été remplacé par un plus récent ou atterri dans les courriers indésirables.',
          ar: 'الرمز الذي لا يصل أو يُرفض يكون في الغالب قد انتهت صلاحيته أو حلّ محله رمز أحدث أو وصل إلى مجلد الرسائل غير المرغوب فيها.',
        },
        steps: {
          en: [
            'Check your spam or promotions folder for a message from Cargora.',
            'If more than five minutes have passed, start the sign-in again to receive a fresh code.',
            'Type only the latest code you received, without spaces.',
            'After several wrong attempts, wait a few minutes before trying again; attempts are limited to protect your account.',
          ],
          fr: [
            'Cherchez un message de Cargora dans vos courriers indésirables ou promotions.',
            'Si plus de cinq minutes se sont écoulées, recommencez la connexion pour recevoir un nouveau code.',
            'Tapez uniquement le dernier code reçu, sans espaces.',
            'Après plusieurs essais erronés, patientez quelques minutes : les tentatives sont limitées pour protéger votre compte.',
          ],
          ar: [
            'ابحث عن رسالة من Cargora في مجلد الرسائل غير المرغوب فيها أو العروض.',
            'إذا مرت أكثر من خمس دقائق فأعد تسجيل الدخول لتتلقى رمزًا جديدًا.',
            'اكتب آخر رمز وصلك فقط، من دون مسافات.',
            'بعد عدة محاولات خاطئة انتظر بضع دقائق قبل المحاولة مجددًا، فعدد المحاولات محدود لحماية حسابك.',
          ],
        },
        tip: {
          en: 'Add the sender to your contacts so future codes reach your inbox at once.',
          fr: 'Ajoutez l’expéditeur à vos contacts pour que les prochains codes arrivent directement dans votre boîte de réception.',
          ar: 'أضف المرسل إلى جهات اتصالك لتصل الرموز القادمة إلى صندوق الوارد مباشرة.',
        },
      },
      {
        title: { en: 'Keeping your account secure', fr: 'Protéger votre compte', ar: 'الحفاظ على أمان حسابك' },
        summary: {
          en: 'A unique password, a protected mailbox and a healthy suspicion of unexpected messages keep your account and your shipments safe.',
          fr: 'Un mot de passe unique, une messagerie protégée et une saine méfiance envers les messages inattendus gardent votre compte et vos envois en sécurité.',
          ar: 'كلمة مرور فريدة وبريد إلكتروني محمي وحذر صحي من الرسائل غير المتوقعة تحفظ حسابك وشحناتك في أمان.',
        },
        steps: {
          en: [
            'Use a password you use nowhere else, ideally kept in a password manager.',
            'Protect the mailbox that receives your codes with its own strong password and two-step sign-in.',
            'Never share a verification code: Cargora staff and agents will never ask for one.',
            'Be wary of messages asking you to pay into a new bank account; confirm with the agent by a known phone number first.',
          ],
          fr: [
            'Choisissez un mot de passe que vous n’utilisez nulle part ailleurs, idéalement conservé dans un gestionnaire de mots de passe.',
            'Protégez la messagerie qui reçoit vos codes par un mot de passe robuste et une connexion en deux étapes.',
            'Ne communiquez jamais un code de vérification : ni l’équipe Cargora ni les agents ne vous le demanderont.',
            'Méfiez-vous des messages demandant un paiement sur un nouveau compte bancaire ; confirmez d’abord auprès de l’agent par un numéro connu.',
          ],
          ar: [
            'استخدم كلمة مرور لا تستخدمها في أي مكان آخر، ويُفضَّل حفظها في مدير كلمات مرور.',
            'احمِ البريد الذي تصله رموزك بكلمة مرور قوية وبتسجيل دخول على خطوتين.',
            'لا تشارك رمز التحقق أبدًا، فلن يطلبه منك فريق Cargora ولا الوكلاء.',
            'احذر الرسائل التي تطلب الدفع إلى حساب مصرفي جديد، وتأكد أولًا من الوكيل عبر رقم هاتف تعرفه.',
          ],
        },
        tip: {
          en: 'Sign out on shared computers: the Log out item is in the menu under your name.',
          fr: 'Déconnectez-vous sur les ordinateurs partagés : l’option « Se déconnecter » se trouve dans le menu à votre nom.',
          ar: 'سجّل الخروج على الأجهزة المشتركة، وتجد خيار تسجيل الخروج في القائمة التي تحمل اسمك.',
        },
      },
      {
        title: { en: 'Managing your preferences', fr: 'Gérer vos préférences', ar: 'إدارة تفضيلاتك' },
        summary: {
          en: 'Your language and currency are chosen in the top bar and remembered on each device, whether or not you are signed in.',
          fr: 'Votre langue et votre devise se choisissent dans la barre supérieure et sont mémorisées sur chaque appareil, connecté ou non.',
          ar: 'تختار لغتك وعملتك من الشريط العلوي، ويتذكرهما كل جهاز سواء سجلت الدخول أم لا.',
        },
        steps: {
          en: [
            'Choose English, French or Arabic in the Language select; in Arabic the whole site reads from right to left.',
            'Choose your currency in the Currency select to see every price converted.',
            'On a phone, open the menu drawer to find both selects.',
            'Repeat the choice on each device you use, since preferences are kept by the browser.',
          ],
          fr: [
            'Choisissez anglais, français ou arabe dans le menu Langue ; en arabe, tout le site se lit de droite à gauche.',
            'Choisissez votre devise dans le menu Devise pour voir tous les prix convertis.',
            'Sur téléphone, ouvrez le tiroir de menu pour trouver ces deux réglages.',
            'Refaites ce choix sur chaque appareil utilisé, car les préférences sont conservées par le navigateur.',
          ],
          ar: [
            'اختر الإنجليزية أو الفرنسية أو العربية من قائمة اللغة، وبالعربية يُقرأ الموقع كله من اليمين إلى اليسار.',
            'اختر عملتك من قائمة العملة لترى كل الأسعار محوّلة.',
            'على الهاتف افتح درج القائمة لتجد الخيارين معًا.',
            'كرّر اختيارك على كل جهاز تستخدمه، لأن المتصفح هو الذي يحفظ التفضيلات.',
          ],
        },
        tip: {
          en: 'Reviews stay in the language they were written in, with a label, whatever language you choose.',
          fr: 'Les avis restent dans leur langue d’origine, signalée par une étiquette, quelle que soit la langue choisie.',
          ar: 'تبقى المراجعات باللغة التي كُتبت بها مع إشارة إليها، أيًّا كانت اللغة التي تختارها.',
        },
      },
    ],
  },
  {
    key: 'for-agents',
    title: { en: 'For agents', fr: 'Pour les agents', ar: 'للوكلاء' },
    description: {
      en: 'Publishing services and growing on Cargora.',
      fr: 'Publier vos services et vous développer sur Cargora.',
      ar: 'نشر الخدمات والنمو على Cargora.',
    },
    articles: [
      {
        title: { en: 'Choosing a subscription package', fr: 'Choisir une formule d’abonnement', ar: 'اختيار باقة الاشتراك' },
        summary: {
          en: 'Four packages set how many services you can publish and what help you get, from the free Starter to Business Annual.',
          fr: 'Quatre formules déterminent le nombre de services publiables et l’accompagnement reçu, de Starter, gratuite, à Business annuelle.',
          ar: 'تحدد أربع باقات عدد الخدمات التي يمكنك نشرها ونوع الدعم الذي تتلقاه، من باقة البداية المجانية إلى باقة الأعمال السنوية.',
        },
        steps: {
          en: [
            'Open Subscription Packages from the Agents and plans menu to compare them.',
            'Starter is free, with a company profile, a basic storefront and up to five services: enough to test one lane.',
            'Professional, at 49 USD a month, allows up to 100 services and adds the verified badge review, storefront analytics and priority support.',
            'Business, at 149 USD a month, removes the service limit and adds featured directory placement and team accounts; paying yearly saves two months.',
          ],
          fr: [
            'Ouvrez « Formules d’abonnement » depuis le menu Agents et offres pour les comparer.',
            'Starter est gratuite, avec profil d’entreprise, vitrine de base et cinq services au plus : de quoi tester une ligne.',
            'Professional, à 49 USD par mois, permet jusqu’à 100 services et ajoute l’examen du badge vérifié, les statistiques de vitrine et un support prioritaire.',
            'Business, à 149 USD par mois, lève la limite de services et ajoute une mise en avant dans l’annuaire et des comptes d’équipe ; le paiement annuel offre deux mois.',
          ],
          ar: [
            'افتح «باقات الاشتراك» من قائمة الوكلاء والباقات للمقارنة بينها.',
            'باقة البداية مجانية، وتشمل ملف الشركة وواجهة متجر أساسية وما يصل إلى خمس خدمات، وهذا يكفي لتجربة خط واحد.',
            'الباقة الاحترافية بسعر 49 دولارًا أمريكيًا شهريًا، وتتيح حتى 100 خدمة وتضيف مراجعة شارة التحقق وتحليلات واجهة المتجر ودعمًا ذا أولوية.',
            'باقة الأعمال بسعر 149 دولارًا أمريكيًا شهريًا، تلغي حد الخدمات وتضيف الظهور المميز في الدليل وحسابات الفريق، والدفع السنوي يوفّر شهرين.',
          ],
        },
        tip: {
          en: 'You can move up a package at any time from the agent site; services beyond a lower package’s limit are hidden, not deleted.',
          fr: 'Vous pouvez changer de formule à tout moment depuis le site agent ; les services au-delà de la limite d’une formule inférieure sont masqués, pas supprimés.',
          ar: 'يمكنك الترقية إلى باقة أعلى في أي وقت من موقع الوكلاء، والخدمات التي تتجاوز حد باقة أدنى تُخفى ولا تُحذف.',
        },
      },
      {
        title: { en: 'Publishing your first service', fr: 'Publier votre premier service', ar: 'نشر خدمتك الأولى' },
        summary: {
          en: 'A service is published from the agent site in a few minutes: choose its category, set its route or location, price and transit time, then submit it for review.',
          fr: 'Un service se publie depuis le site agent en quelques minutes : catégorie, itinéraire ou lieu, prix et délai, puis envoi pour examen.',
          ar: 'تُنشر الخدمة من موقع الوكلاء في دقائق: اختر فئتها وحدد مسارها أو موقعها وسعرها ومدة العبور، ثم أرسلها للمراجعة.',
        },
        steps: {
          en: [
            'Sign in on the agent site through Login → Agent and open your services.',
            'Choose the category, then the origin and destination, or the city for a warehouse or port service.',
            'Enter the starting price in your currency, the typical transit time in days and, if you offer it, the protection fee.',
            'Submit the service; our team usually reviews it within one working day before it appears on your storefront.',
          ],
          fr: [
            'Connectez-vous au site agent via Connexion → Agent et ouvrez vos services.',
            'Choisissez la catégorie, puis l’origine et la destination, ou la ville pour un service d’entrepôt ou portuaire.',
            'Indiquez le prix de départ dans votre devise, le délai de transit habituel en jours et, si vous la proposez, les frais de protection.',
            'Soumettez le service ; notre équipe l’examine en général sous un jour ouvré avant qu’il n’apparaisse sur votre vitrine.',
          ],
          ar: [
            'سجّل الدخول إلى موقع الوكلاء عبر «تسجيل الدخول» ثم «وكيل»، وافتح خدماتك.',
            'اختر الفئة ثم نقطة الانطلاق والوجهة، أو المدينة إن كانت خدمة مستودع أو ميناء.',
            'أدخل سعر البداية بعملتك ومدة العبور المعتادة بالأيام ورسوم الحماية إن كنت تقدمها.',
            'أرسل الخدمة، ويراجعها فريقنا عادةً خلال يوم عمل واحد قبل ظهورها في واجهة متجرك.',
          ],
        },
        tip: {
          en: 'Start with the lane you serve best: early reviews on one strong service build the rating that sells the others.',
          fr: 'Commencez par la ligne que vous maîtrisez le mieux : les premiers avis sur un service solide construisent la note qui fera vendre les autres.',
          ar: 'ابدأ بالخط الذي تخدمه على أفضل وجه، فالمراجعات الأولى لخدمة قوية تبني التقييم الذي يسوّق بقية خدماتك.',
        },
      },
      {
        title: { en: 'Writing a great listing', fr: 'Rédiger une annonce efficace', ar: 'كتابة إعلان متميز' },
        summary: {
          en: 'A listing that states plainly what is included, what is not and how long it takes earns more quote requests and fewer disputes.',
          fr: 'Une annonce qui dit clairement ce qui est inclus, ce qui ne l’est pas et combien de temps cela prend attire plus de demandes et moins de litiges.',
          ar: 'الإعلان الذي يوضح بجلاء ما يشمله وما لا يشمله والمدة التي يستغرقها يجلب طلبات عروض أسعار أكثر ونزاعات أقل.',
        },
        steps: {
          en: [
            'Name the service plainly, for example “FCL 40ft Ningbo to Rotterdam”, without prices or capital letters in the title.',
            'List what the price includes, such as terminal handling at origin or documentation, and what it excludes.',
            'Disclose surcharges that often apply: fuel, peak season, security or handling of dangerous goods.',
            'Give a realistic transit time, door to door or port to port, and say which it is.',
          ],
          fr: [
            'Nommez le service simplement, par exemple « FCL 40 pieds Ningbo vers Rotterdam », sans prix ni majuscules dans le titre.',
            'Précisez ce que le prix comprend, comme la manutention au terminal de départ ou les documents, et ce qu’il exclut.',
            'Signalez les surcharges fréquentes : carburant, haute saison, sûreté ou manutention de marchandises dangereuses.',
            'Annoncez un délai réaliste, porte à porte ou port à port, en précisant lequel.',
          ],
          ar: [
            'سمِّ الخدمة ببساطة، مثل «حاوية كاملة 40 قدمًا من نينغبو إلى روتردام»، من دون أسعار أو أحرف كبيرة في العنوان.',
            'اذكر ما يشمله السعر، كمناولة المحطة عند المنشأ أو إعداد المستندات، وما لا يشمله.',
            'أفصح عن الرسوم الإضافية الشائعة: الوقود وموسم الذروة والأمن ومناولة البضائع الخطرة.',
            'قدّم مدة عبور واقعية، من الباب إلى الباب أو من الميناء إلى الميناء، ووضّح أيهما تقصد.',
          ],
        },
        tip: {
          en: 'Prices that match the quotes you send keep your listing visible: listings whose prices are never honoured are reviewed.',
          fr: 'Des prix conformes aux devis envoyés gardent votre annonce visible : celles dont les prix ne sont jamais tenus sont réexaminées.',
          ar: 'الأسعار المطابقة لعروضك المرسلة تُبقي إعلانك ظاهرًا، أما الإعلانات التي لا تُحترم أسعارها فتخضع للمراجعة.',
        },
      },
      {
        title: { en: 'Improving your rating', fr: 'Améliorer votre note', ar: 'تحسين تقييمك' },
        summary: {
          en: 'Your rating is the average of your customers’ stars after completed jobs, so it rises with fast answers, kept promises and clear updates.',
          fr: 'Votre note est la moyenne des étoiles données par vos clients après chaque mission ; elle progresse avec des réponses rapides, des promesses tenues et un suivi clair.',
          ar: 'تقييمك هو متوسط النجوم التي يمنحها عملاؤك بعد إنجاز الأعمال، ويرتفع مع سرعة الرد والوفاء بالوعود ووضوح التحديثات.',
        },
        steps: {
          en: [
            'Answer quote requests within one working day, even if only to say when a full quote will follow.',
            'Confirm the price, dates and exclusions in writing before the cargo moves.',
            'Send tracking references and a short update at each milestone: pickup, departure, arrival, clearance and delivery.',
            'When something goes wrong, tell the customer first, explain the new plan and reply calmly to any critical review.',
          ],
          fr: [
            'Répondez aux demandes de devis sous un jour ouvré, ne serait-ce que pour annoncer quand le devis complet suivra.',
            'Confirmez par écrit prix, dates et exclusions avant que la marchandise ne parte.',
            'Envoyez les références de suivi et un court point à chaque étape : enlèvement, départ, arrivée, dédouanement et livraison.',
            'En cas d’incident, prévenez le client le premier, expliquez le nouveau plan et répondez posément à tout avis critique.',
          ],
          ar: [
            'ردّ على طلبات عروض الأسعار خلال يوم عمل واحد، ولو لتخبر العميل متى يصله العرض الكامل.',
            'أكّد السعر والمواعيد والاستثناءات كتابيًا قبل تحرك البضاعة.',
            'أرسل أرقام التتبع وتحديثًا قصيرًا عند كل مرحلة: الاستلام والمغادرة والوصول والتخليص والتسليم.',
            'إذا حدث خطأ فأخبر العميل أولًا واشرح الخطة الجديدة، وردّ بهدوء على أي مراجعة ناقدة.',
          ],
        },
        tip: {
          en: 'The best agents list on the landing page rewards many completed jobs as well as high stars, so steady work counts.',
          fr: 'La liste des meilleurs agents de la page d’accueil valorise le nombre de missions autant que les étoiles : la régularité compte.',
          ar: 'تكافئ قائمة أفضل الوكلاء في الصفحة الرئيسية كثرة الأعمال المنجزة إلى جانب ارتفاع النجوم، فالعمل المنتظم له وزنه.',
        },
      },
    ],
  },
];
