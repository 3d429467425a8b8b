/** Editorial seed content (English and French where the site offers both). */
import type { CategoryKeyValue } from '@cargora/shared/contracts';

export const BLOG_TOPICS: { en: [string, string]; fr: [string, string]; category: CategoryKeyValue }[] = [
  { en: ['How to choose between FCL and LCL sea freight', 'Full or shared container? A practical guide to cost, speed and risk.'], fr: ['Choisir entre fret maritime FCL et LCL', 'Conteneur complet ou groupage ? Un guide pratique sur le coût, la rapidité et le risque.'], category: 'internationalTransport' },
  { en: ['Incoterms 2020 explained for first-time importers', 'Who pays, who insures and where risk passes, term by term.'], fr: ['Les Incoterms 2020 expliqués aux primo-importateurs', 'Qui paie, qui assure et où le risque est transféré, terme par terme.'], category: 'customsServices' },
  { en: ['Five documents every customs broker will ask for', 'Commercial invoice, packing list, bill of lading and two you may forget.'], fr: ['Cinq documents que tout commissionnaire en douane demandera', 'Facture commerciale, liste de colisage, connaissement et deux autres souvent oubliés.'], category: 'customsServices' },
  { en: ['Same-day city delivery: what drives the price', 'Distance, time windows and vehicle size shape a city-wide quote.'], fr: ['Livraison urbaine le jour même : ce qui fait le prix', 'Distance, créneaux horaires et taille du véhicule déterminent un devis urbain.'], category: 'domesticTransportcitywide' },
  { en: ['Planning a city-to-city move for your stock', 'Full truckload, part load and rail: choosing a domestic corridor.'], fr: ['Planifier le transfert de stock entre deux villes', 'Camion complet, groupage ou rail : choisir un corridor national.'], category: 'domesticTransportcitytocity' },
  { en: ['Bonded warehouses and how they defer duties', 'Store goods under customs control and pay duty only when they leave.'], fr: ['Entrepôts sous douane et report des droits', 'Stocker sous contrôle douanier et ne payer les droits qu\'à la sortie.'], category: 'warehouseServices' },
  { en: ['What a port agent does during a vessel call', 'Berthing, pilots, crew changes and the paperwork in between.'], fr: ['Le rôle de l\'agent portuaire lors d\'une escale', 'Accostage, pilotage, relèves d\'équipage et la paperasse entre les deux.'], category: 'portAgencyServices' },
  { en: ['Freight brokerage versus freight forwarding', 'Two roles that are often confused, and when you need each one.'], fr: ['Courtage de fret ou commission de transport ?', 'Deux métiers souvent confondus, et quand faire appel à chacun.'], category: 'brokerageServices' },
  { en: ['Reading a freight quote line by line', 'Base rate, surcharges, accessorials and the fees hidden in between.'], fr: ['Lire un devis de fret ligne par ligne', 'Tarif de base, surcharges, frais annexes et coûts cachés.'], category: 'internationalTransport' },
  { en: ['Cargo protection: when is it worth the fee?', 'Carrier liability limits are low. Here is how to decide on cover.'], fr: ['Protection des marchandises : quand la prime vaut-elle le coup ?', 'La responsabilité du transporteur est limitée. Voici comment décider.'], category: 'internationalTransport' },
  { en: ['Air freight in peak season: booking early pays', 'Capacity tightens before holidays; plan your space six weeks ahead.'], fr: ['Fret aérien en haute saison : réserver tôt est payant', 'La capacité se réduit avant les fêtes ; réservez six semaines à l\'avance.'], category: 'internationalTransport' },
  { en: ['Cold chain basics for food exporters', 'Reefer containers, temperature logs and what inspectors check.'], fr: ['Les bases de la chaîne du froid pour les exportateurs alimentaires', 'Conteneurs frigorifiques, relevés de température et contrôles.'], category: 'warehouseServices' },
  { en: ['How to compare agents on Cargora', 'Ratings, completed jobs and response times tell different stories.'], fr: ['Comparer les agents sur Cargora', 'Notes, missions réalisées et délais de réponse racontent des histoires différentes.'], category: 'brokerageServices' },
  { en: ['Demurrage and detention without the surprises', 'Free time, per-diem charges and how to keep containers moving.'], fr: ['Surestaries et détention sans mauvaises surprises', 'Franchise, frais journaliers et comment garder les conteneurs en mouvement.'], category: 'portAgencyServices' },
  { en: ['Packaging that survives a long sea voyage', 'Moisture, stacking and lashing: protecting goods for 40 days at sea.'], fr: ['Un emballage qui survit à un long voyage en mer', 'Humidité, gerbage et arrimage : protéger la marchandise pendant 40 jours.'], category: 'internationalTransport' },
  { en: ['Last-mile delivery options for online shops', 'Couriers, lockers and own fleets compared for small merchants.'], fr: ['Options de livraison du dernier kilomètre pour l\'e-commerce', 'Coursiers, consignes et flotte propre comparés pour les petits marchands.'], category: 'domesticTransportcitywide' },
  { en: ['HS codes: classifying your goods correctly', 'A wrong code means the wrong duty. How to find the right heading.'], fr: ['Codes SH : bien classer ses marchandises', 'Un mauvais code, c\'est un mauvais droit. Comment trouver la bonne position.'], category: 'customsServices' },
  { en: ['Rail freight between Asia and Europe', 'Faster than sea, cheaper than air: when the rail corridor fits.'], fr: ['Le fret ferroviaire entre l\'Asie et l\'Europe', 'Plus rapide que la mer, moins cher que l\'air : quand le rail convient.'], category: 'internationalTransport' },
  { en: ['Warehouse KPIs that matter to shippers', 'Dock-to-stock time, pick accuracy and inventory variance.'], fr: ['Les indicateurs d\'entrepôt qui comptent pour les chargeurs', 'Délai de mise en stock, exactitude de préparation et écarts d\'inventaire.'], category: 'warehouseServices' },
  { en: ['Getting paid: letters of credit for exporters', 'How documentary credits work and the discrepancies that delay payment.'], fr: ['Être payé : le crédit documentaire pour les exportateurs', 'Fonctionnement du crédit documentaire et les irrégularités qui retardent le paiement.'], category: 'brokerageServices' },
];

export const BLOG_PARAGRAPHS = {
  en: [
    'Shipping decisions are rarely about a single number. The cheapest line on a quote can become the most expensive once delays, storage and rework are counted.',
    'Start with the cargo: its weight, volume, value and how urgently it is needed. Those four facts narrow the options faster than any rate sheet.',
    'Ask each agent the same questions so their answers are comparable: what is included, what is excluded, and what happens if the schedule slips.',
    'Keep your documents consistent. Most holds at the border come from a mismatch between the invoice, the packing list and the transport document.',
    'Agents on Cargora publish their prices, transit times and protection terms, so you can compare like with like before you send a request.',
    'Finally, write down what you learned after each shipment. A short checklist saves hours the next time the same route comes up.',
  ],
  fr: [
    'Les décisions d\'expédition se résument rarement à un seul chiffre. La ligne la moins chère d\'un devis peut devenir la plus coûteuse une fois les retards et le stockage comptés.',
    'Commencez par la marchandise : son poids, son volume, sa valeur et son urgence. Ces quatre éléments réduisent les options plus vite que n\'importe quelle grille tarifaire.',
    'Posez à chaque agent les mêmes questions pour comparer leurs réponses : ce qui est inclus, ce qui est exclu et ce qui se passe en cas de retard.',
    'Gardez des documents cohérents. La plupart des blocages en douane viennent d\'un écart entre la facture, la liste de colisage et le document de transport.',
    'Sur Cargora, les agents publient leurs prix, délais et conditions de protection : vous comparez des offres équivalentes avant d\'envoyer une demande.',
    'Enfin, notez ce que vous avez appris après chaque envoi. Une courte liste de contrôle fait gagner des heures la fois suivante.',
  ],
};

export const BLOG_AUTHORS = ['Amara Okafor', 'Lukas Brandt', 'Mei Lin', 'Sofia Marquez', 'Rahul Iyer', 'Claire Dubois'];

export const FAQS: { topic: string; en: [string, string]; fr: [string, string] }[] = [
  { topic: 'general', en: ['What is Cargora?', 'Cargora is a marketplace where freight agents publish transport, customs, warehouse, port and brokerage services that shippers can compare and book.'], fr: ['Qu\'est-ce que Cargora ?', 'Cargora est une place de marché où des agents de fret publient des services de transport, douane, entreposage, agence portuaire et courtage.'] },
  { topic: 'general', en: ['Is Cargora itself a freight forwarder?', 'No. Cargora lists independent agents; the contract for each service is between you and the agent.'], fr: ['Cargora est-il un commissionnaire de transport ?', 'Non. Cargora référence des agents indépendants ; le contrat est conclu entre vous et l\'agent.'] },
  { topic: 'general', en: ['Which countries do agents cover?', 'Agents are based in more than forty countries and many serve routes worldwide.'], fr: ['Quels pays les agents couvrent-ils ?', 'Les agents sont établis dans plus de quarante pays et beaucoup desservent des routes mondiales.'] },
  { topic: 'general', en: ['Do I need an account to browse services?', 'No. Anyone can browse and compare services; you sign in to contact agents and save searches.'], fr: ['Faut-il un compte pour consulter les services ?', 'Non. Tout le monde peut consulter et comparer ; la connexion sert à contacter les agents.'] },
  { topic: 'general', en: ['Is Cargora available in French?', 'Yes, the site is available in English and French.'], fr: ['Cargora est-il disponible en français ?', 'Oui, le site est disponible en anglais et en français.'] },
  { topic: 'pricing', en: ['How are prices shown?', 'Agents set prices in their own currency; you can display them in the currency of your choice using daily reference rates.'], fr: ['Comment les prix sont-ils affichés ?', 'Les agents fixent leurs prix dans leur devise ; vous pouvez les afficher dans la devise de votre choix.'] },
  { topic: 'pricing', en: ['Are the prices final?', 'Listed prices are starting prices for a standard shipment; the agent confirms the final quote for your cargo.'], fr: ['Les prix sont-ils définitifs ?', 'Les prix affichés sont des prix de départ ; l\'agent confirme le devis final pour votre marchandise.'] },
  { topic: 'pricing', en: ['Does Cargora charge shippers a fee?', 'Browsing and requesting quotes is free for shippers.'], fr: ['Cargora facture-t-il les chargeurs ?', 'La consultation et les demandes de devis sont gratuites pour les chargeurs.'] },
  { topic: 'pricing', en: ['What is the protection fee?', 'Some agents offer cargo protection for a percentage of the declared value, shown on the service as the protection fee.'], fr: ['Qu\'est-ce que les frais de protection ?', 'Certains agents proposent une protection des marchandises pour un pourcentage de la valeur déclarée.'] },
  { topic: 'pricing', en: ['How often are exchange rates updated?', 'Reference rates are refreshed regularly and are indicative only; payment uses the agent\'s currency.'], fr: ['À quelle fréquence les taux de change sont-ils mis à jour ?', 'Les taux de référence sont actualisés régulièrement et restent indicatifs.'] },
  { topic: 'booking', en: ['How do I book a service?', 'Open the service, check the details and contact the agent from their storefront to confirm dates and price.'], fr: ['Comment réserver un service ?', 'Ouvrez le service, vérifiez les détails et contactez l\'agent depuis sa vitrine.'] },
  { topic: 'booking', en: ['Can I compare several services?', 'Yes. Add services to the comparison view to see price, transit time and protection side by side.'], fr: ['Puis-je comparer plusieurs services ?', 'Oui. Ajoutez des services à la comparaison pour voir prix, délais et protection côte à côte.'] },
  { topic: 'booking', en: ['What does transit time mean?', 'Transit time is the agent\'s typical number of days from pickup or departure to delivery or arrival.'], fr: ['Que signifie le délai de transit ?', 'C\'est le nombre habituel de jours entre l\'enlèvement et la livraison.'] },
  { topic: 'booking', en: ['Can I cancel a booking?', 'Cancellation terms are set by each agent and shown before you confirm.'], fr: ['Puis-je annuler une réservation ?', 'Les conditions d\'annulation sont fixées par chaque agent et affichées avant confirmation.'] },
  { topic: 'booking', en: ['How do I track my shipment?', 'Your agent shares tracking details once the cargo is handed over.'], fr: ['Comment suivre mon envoi ?', 'Votre agent communique le suivi dès la prise en charge.'] },
  { topic: 'agents', en: ['How are agents verified?', 'Verified agents have provided company registration and insurance documents that our team has checked.'], fr: ['Comment les agents sont-ils vérifiés ?', 'Les agents vérifiés ont fourni leur immatriculation et leurs attestations d\'assurance.'] },
  { topic: 'agents', en: ['How are ratings calculated?', 'Ratings are the average of reviews left by customers after completed jobs.'], fr: ['Comment les notes sont-elles calculées ?', 'Les notes sont la moyenne des avis laissés après les missions réalisées.'] },
  { topic: 'agents', en: ['How do I become an agent on Cargora?', 'Choose a subscription package, complete your company profile and publish your first service.'], fr: ['Comment devenir agent sur Cargora ?', 'Choisissez une formule d\'abonnement, complétez votre profil et publiez votre premier service.'] },
  { topic: 'agents', en: ['Can an agent list services in several categories?', 'Yes. An agent may list transport, customs, warehouse, port and brokerage services.'], fr: ['Un agent peut-il publier dans plusieurs catégories ?', 'Oui. Un agent peut publier des services de transport, douane, entreposage, port et courtage.'] },
  { topic: 'agents', en: ['What are the best performing agents?', 'They combine high ratings with a large number of completed jobs.'], fr: ['Qui sont les agents les plus performants ?', 'Ils combinent de bonnes notes et un grand nombre de missions réalisées.'] },
  { topic: 'customs', en: ['Can an agent clear customs for me?', 'Many agents offer customs services; filter by the Customs Services category.'], fr: ['Un agent peut-il dédouaner pour moi ?', 'De nombreux agents proposent des services de douane ; filtrez par la catégorie Services douaniers.'] },
  { topic: 'customs', en: ['Who pays import duties?', 'It depends on the Incoterm agreed with your supplier; under DDP the seller pays.'], fr: ['Qui paie les droits d\'importation ?', 'Cela dépend de l\'Incoterm convenu ; en DDP, c\'est le vendeur.'] },
  { topic: 'customs', en: ['What is an HS code?', 'The Harmonized System code classifies goods for customs and determines the duty rate.'], fr: ['Qu\'est-ce qu\'un code SH ?', 'Le code du Système harmonisé classe les marchandises et détermine le taux de droit.'] },
  { topic: 'customs', en: ['Which documents do I need for export?', 'Usually a commercial invoice, a packing list, a transport document and sometimes a certificate of origin.'], fr: ['Quels documents faut-il pour exporter ?', 'En général une facture commerciale, une liste de colisage, un document de transport et parfois un certificat d\'origine.'] },
  { topic: 'customs', en: ['Can restricted goods be shipped?', 'Dangerous and restricted goods need special handling; ask the agent before booking.'], fr: ['Peut-on expédier des marchandises réglementées ?', 'Les marchandises dangereuses exigent un traitement spécial ; demandez à l\'agent.'] },
  { topic: 'account', en: ['How do I sign in?', 'Enter your email and password; we then send a six-digit verification code to confirm it is you.'], fr: ['Comment me connecter ?', 'Saisissez votre e-mail et votre mot de passe ; un code à six chiffres confirme votre identité.'] },
  { topic: 'account', en: ['My verification code expired. What now?', 'Codes are valid for five minutes. Sign in again to receive a new one.'], fr: ['Mon code de vérification a expiré. Que faire ?', 'Les codes sont valables cinq minutes. Reconnectez-vous pour en recevoir un nouveau.'] },
  { topic: 'account', en: ['How do I change my preferred currency?', 'Use the currency selector in the top bar; your choice is remembered on this device.'], fr: ['Comment changer ma devise préférée ?', 'Utilisez le sélecteur de devise dans la barre supérieure ; votre choix est mémorisé.'] },
  { topic: 'account', en: ['How is my personal data used?', 'We use it to operate your account and never sell it; see the privacy policy for details.'], fr: ['Comment mes données sont-elles utilisées ?', 'Elles servent au fonctionnement de votre compte et ne sont jamais vendues ; voir la politique de confidentialité.'] },
  { topic: 'account', en: ['How do I report a problem with a listing?', 'Use the contact form in the help centre and include the service link.'], fr: ['Comment signaler un problème sur une annonce ?', 'Utilisez le formulaire du centre d\'aide en indiquant le lien du service.'] },
];

export const CAREERS = [
  ['Senior Backend Engineer', 'Engineering', 'Rotterdam, Netherlands', 'Full-time', 'Build the APIs that match shippers with freight agents across forty countries.', 'Five years with Node.js or Go|SQL and data modelling|Experience running services in production'],
  ['Frontend Engineer (React)', 'Engineering', 'Remote (EU)', 'Full-time', 'Own parts of our micro-frontend site used by shippers every day.', 'React and TypeScript|Accessibility awareness|Testing habits'],
  ['Site Reliability Engineer', 'Engineering', 'Singapore', 'Full-time', 'Keep the marketplace fast and available across regions.', 'Linux and networking|Observability tooling|On-call experience'],
  ['Product Designer', 'Design', 'Paris, France', 'Full-time', 'Design search, comparison and storefront experiences.', 'Portfolio of shipped product work|Interaction design|Research with users'],
  ['Agent Success Manager', 'Operations', 'Dubai, United Arab Emirates', 'Full-time', 'Help freight agents in the Gulf region grow on Cargora.', 'Logistics industry background|Arabic and English|Customer focus'],
  ['Customs Content Specialist', 'Operations', 'Hamburg, Germany', 'Part-time', 'Write and review guidance on customs procedures for the help centre.', 'Customs brokerage experience|Clear writing in English|German a plus'],
  ['Data Analyst', 'Data', 'Mumbai, India', 'Full-time', 'Turn marketplace data into insight on routes, pricing and quality.', 'SQL|Statistics|Dashboards'],
  ['Marketing Manager (LATAM)', 'Marketing', 'Sao Paulo, Brazil', 'Full-time', 'Grow shipper demand across Latin America.', 'B2B marketing|Spanish and Portuguese|Campaign analytics'],
  ['Trust and Safety Analyst', 'Operations', 'Nairobi, Kenya', 'Full-time', 'Verify agents and keep listings accurate.', 'Attention to detail|Investigation skills|Policy writing'],
  ['Logistics Partnerships Intern', 'Business Development', 'London, United Kingdom', 'Internship', 'Support partnerships with carriers and associations.', 'Studying logistics or business|Curiosity|Good communication'],
] as const;

export const LEGAL_PAGES: { type: string; title: string; sections: [string, string][] }[] = [
  { type: 'privacy-policy', title: 'Privacy Policy', sections: [
    ['Who we are', 'Cargora operates an online marketplace connecting shippers with independent freight agents. This policy explains how we handle personal data.'],
    ['Data we collect', 'We collect account details you give us, such as name, email and phone, and technical data such as device and log information.'],
    ['How we use data', 'We use personal data to provide the marketplace, secure accounts, answer requests and improve the service.'],
    ['Sharing', 'We share data with agents you contact and with processors that host or support our service, under written agreements.'],
    ['Your rights', 'You may access, correct or delete your data and object to certain processing by contacting privacy@cargora.test.'],
  ] },
  { type: 'terms-of-use', title: 'Terms of Use', sections: [
    ['Acceptance', 'By using Cargora you accept these terms. If you do not agree, do not use the site.'],
    ['The marketplace', 'Cargora lists services offered by independent agents and is not a party to contracts between shippers and agents.'],
    ['Accounts', 'You are responsible for keeping your credentials secret and for activity under your account.'],
    ['Acceptable use', 'Do not misuse the site, scrape it at scale, upload malicious content or impersonate others.'],
    ['Liability', 'To the extent permitted by law, Cargora is not liable for the performance of services provided by agents.'],
  ] },
  { type: 'legal-notice', title: 'Legal Notice', sections: [
    ['Publisher', 'Cargora B.V., Wilhelminakade 1, 3072 AP Rotterdam, Netherlands.'],
    ['Contact', 'legal@cargora.test'],
    ['Hosting', 'The site is hosted by a cloud provider within the European Union.'],
    ['Intellectual property', 'The Cargora name, logo and site content are protected; agents keep the rights to their listings.'],
  ] },
  { type: 'policies-rules', title: 'Policies and Rules', sections: [
    ['Fair dealing', 'Agents must describe services accurately and honour published prices for standard shipments.'],
    ['Reviews', 'Reviews must reflect a genuine experience. We remove reviews that are fake, abusive or off-topic.'],
    ['Communication', 'Keep messages professional. Harassment leads to account suspension.'],
    ['Enforcement', 'We may remove listings or suspend accounts that break these rules, after notice where possible.'],
  ] },
  { type: 'service-listing-policy', title: 'Service Listing Policy', sections: [
    ['Eligibility', 'Only registered logistics businesses with a valid subscription may publish services.'],
    ['Content of a listing', 'Each listing states the category, route or location, price, currency, typical transit time and any protection fee.'],
    ['Prohibited services', 'Listings may not offer the transport of illegal goods or services that breach sanctions.'],
    ['Pricing', 'Prices are starting prices for a standard shipment; surcharges must be disclosed in the description.'],
    ['Review of listings', 'We review new listings and may ask for changes before they are published.'],
  ] },
];

export const HELP_TOPICS: { title: string; description: string; articles: string[] }[] = [
  { title: 'Getting started', description: 'Learn how Cargora works and find your way around.', articles: ['How Cargora works', 'Searching for services', 'Understanding categories', 'Creating an account'] },
  { title: 'Searching and comparing', description: 'Filters, sorting and comparing services side by side.', articles: ['Filtering by route and price', 'Sorting results', 'Comparing services', 'Viewing prices in your currency'] },
  { title: 'Working with agents', description: 'Storefronts, reviews and contacting agents.', articles: ['Reading an agent storefront', 'How reviews work', 'Verified agents', 'Contacting an agent'] },
  { title: 'Shipping and customs', description: 'Documents, duties and customs procedures.', articles: ['Documents for international shipments', 'Understanding Incoterms', 'Customs clearance steps', 'Cargo protection explained'] },
  { title: 'Account and security', description: 'Sign-in, verification codes and keeping your account safe.', articles: ['Signing in with a verification code', 'Troubleshooting verification codes', 'Keeping your account secure', 'Managing your preferences'] },
  { title: 'For agents', description: 'Publishing services and growing on Cargora.', articles: ['Choosing a subscription package', 'Publishing your first service', 'Writing a great listing', 'Improving your rating'] },
];

export const PACKAGES = [
  { name: 'Starter', priceUsd: 0, period: 'month', highlighted: false, features: ['Company profile', 'Up to 5 services', 'Basic storefront'] },
  { name: 'Professional', priceUsd: 49, period: 'month', highlighted: true, features: ['Up to 100 services', 'Verified badge review', 'Storefront analytics', 'Priority support'] },
  { name: 'Business', priceUsd: 149, period: 'month', highlighted: false, features: ['Unlimited services', 'Featured placement in directory', 'Team accounts', 'Dedicated success manager'] },
  { name: 'Business Annual', priceUsd: 1490, period: 'year', highlighted: false, features: ['Everything in Business', 'Two months free', 'Quarterly performance review'] },
] as const;

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: ['Excellent service, cargo arrived early and in perfect condition.', 'Very responsive team, clear updates at every step.', 'Smooth customs clearance, will book again.', 'Best price on this lane and no surprises on the invoice.', 'Professional from pickup to delivery.', 'They handled a tight deadline brilliantly.'],
  4: ['Good service overall, one day later than planned.', 'Reliable and fair pricing, communication could be faster.', 'Cargo arrived safely; paperwork took a little long.', 'Friendly staff and solid tracking updates.', 'Would use again for this route.'],
  3: ['Average experience, delivery was delayed by two days.', 'Price was fine but updates were irregular.', 'Okay service, had to chase for documents.', 'Goods arrived fine, invoice had extra charges.'],
  2: ['Delays without explanation, had to call several times.', 'Packaging was damaged on arrival.', 'Quote changed after booking.'],
  1: ['Shipment was lost for a week, poor communication.', 'Missed the pickup twice, would not recommend.', 'Very slow customs handling and unexpected fees.'],
};

export const FIRST_NAMES = ['James', 'Maria', 'Wei', 'Aisha', 'Carlos', 'Priya', 'Liam', 'Fatima', 'Kenji', 'Olga', 'Ahmed', 'Sophie', 'Diego', 'Amara', 'Noah', 'Yuki', 'Elena', 'Omar', 'Grace', 'Ravi', 'Lucas', 'Hana', 'Mateo', 'Chloe', 'Ibrahim', 'Ana', 'Jonas', 'Mei', 'Kwame', 'Isabella'];
export const LAST_NAMES = ['Smith', 'Garcia', 'Chen', 'Khan', 'Silva', 'Patel', 'Muller', 'Haddad', 'Tanaka', 'Ivanova', 'Hassan', 'Martin', 'Lopez', 'Okafor', 'Brown', 'Sato', 'Rossi', 'Farouk', 'Mensah', 'Sharma', 'Dubois', 'Kim', 'Fernandez', 'Nguyen', 'Yilmaz', 'Costa', 'Jensen', 'Wang', 'Boateng', 'Novak'];

export const COMPANY_PREFIXES = ['Blue', 'Global', 'Swift', 'Atlas', 'Harbor', 'Summit', 'Pacific', 'Atlantic', 'Horizon', 'Meridian', 'Northern', 'Silk Road', 'Anchor', 'Compass', 'Orion', 'Falcon', 'Keystone', 'Crescent', 'Evergreen', 'Polar', 'Delta', 'Vertex', 'Beacon', 'Cardinal', 'Titan'];
export const COMPANY_SUFFIXES = ['Logistics', 'Freight', 'Shipping', 'Cargo', 'Forwarding', 'Transport', 'Supply Chain', 'Express', 'Maritime', 'World Trade'];
export const COMPANY_FORMS = ['Ltd', 'LLC', 'GmbH', 'S.A.', 'Co.', 'Pte Ltd', 'B.V.', 'Inc.', 'Group', 'Services'];
