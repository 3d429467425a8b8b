import { languageCode } from './languages';

/** Real countries with real states/regions and cities used by the deterministic seed. */
export interface CountryData {
  name: string;
  code: string;
  currency: string;
  phone: string;
  /** ISO 639-1 codes */
  languages: string[];
  regions: { state: string; cities: string[] }[];
}

const raw: [string, string, string, string, string, string][] = [
  ['China', 'CN', 'CNY', '+86', 'Chinese,English', 'Shanghai:Shanghai|Pudong;Guangdong:Shenzhen|Guangzhou|Dongguan;Zhejiang:Ningbo|Hangzhou|Yiwu;Tianjin:Tianjin;Shandong:Qingdao;Chongqing:Chongqing;Shaanxi:Xi\'an;Sichuan:Chengdu;Henan:Zhengzhou'],
  ['United States', 'US', 'USD', '+1', 'English,Spanish', 'California:Los Angeles|Long Beach|Oakland;Texas:Houston|Dallas;New York:New York|Buffalo;Georgia:Savannah|Atlanta;Illinois:Chicago'],
  ['Germany', 'DE', 'EUR', '+49', 'German,English', 'Hamburg:Hamburg;Bavaria:Munich|Nuremberg;Hesse:Frankfurt;North Rhine-Westphalia:Duisburg|Cologne|Düsseldorf;Bremen:Bremerhaven|Bremen'],
  ['Netherlands', 'NL', 'EUR', '+31', 'Dutch,English', 'South Holland:Rotterdam|The Hague;North Holland:Amsterdam|Haarlem;North Brabant:Eindhoven|Tilburg;Limburg:Venlo'],
  ['United Kingdom', 'GB', 'GBP', '+44', 'English', 'England:London|Felixstowe|Southampton|Manchester|Birmingham;Scotland:Glasgow|Edinburgh;Wales:Cardiff'],
  ['France', 'FR', 'EUR', '+33', 'French,English', 'Île-de-France:Paris;Normandy:Le Havre|Rouen;Provence-Alpes-Côte d\'Azur:Marseille|Nice;Auvergne-Rhône-Alpes:Lyon'],
  ['India', 'IN', 'INR', '+91', 'English,Hindi', 'Maharashtra:Mumbai|Pune|Nhava Sheva;Gujarat:Mundra|Ahmedabad;Tamil Nadu:Chennai|Coimbatore;Delhi:New Delhi;Karnataka:Bengaluru'],
  ['United Arab Emirates', 'AE', 'AED', '+971', 'Arabic,English', 'Dubai:Dubai|Jebel Ali;Abu Dhabi:Abu Dhabi|Khalifa Port;Sharjah:Sharjah'],
  ['Singapore', 'SG', 'SGD', '+65', 'English,Malay,Chinese', 'Central Region:Singapore;West Region:Jurong;East Region:Changi'],
  ['Japan', 'JP', 'JPY', '+81', 'Japanese,English', 'Tokyo:Tokyo;Kanagawa:Yokohama;Osaka:Osaka;Aichi:Nagoya;Hyogo:Kobe'],
  ['South Korea', 'KR', 'KRW', '+82', 'Korean,English', 'Busan:Busan;Seoul:Seoul;Incheon:Incheon;Gyeonggi:Suwon|Pyeongtaek'],
  ['Brazil', 'BR', 'BRL', '+55', 'Portuguese,English', 'São Paulo:São Paulo|Santos|Campinas;Rio de Janeiro:Rio de Janeiro;Paraná:Paranaguá|Curitiba;Santa Catarina:Itajaí'],
  ['Mexico', 'MX', 'MXN', '+52', 'Spanish,English', 'Mexico City:Mexico City;Jalisco:Guadalajara;Colima:Manzanillo;Nuevo León:Monterrey;Veracruz:Veracruz'],
  ['Canada', 'CA', 'CAD', '+1', 'English,French', 'Ontario:Toronto|Hamilton;British Columbia:Vancouver|Prince Rupert;Quebec:Montreal|Quebec City;Alberta:Calgary|Edmonton'],
  ['Australia', 'AU', 'AUD', '+61', 'English', 'New South Wales:Sydney|Newcastle;Victoria:Melbourne|Geelong;Queensland:Brisbane;Western Australia:Perth|Fremantle'],
  ['Spain', 'ES', 'EUR', '+34', 'Spanish,English', 'Valencia:Valencia;Catalonia:Barcelona;Andalusia:Algeciras|Seville|Málaga;Madrid:Madrid'],
  ['Italy', 'IT', 'EUR', '+39', 'Italian,English', 'Liguria:Genoa|La Spezia;Lombardy:Milan;Campania:Naples|Salerno;Veneto:Venice|Verona'],
  ['Belgium', 'BE', 'EUR', '+32', 'Dutch,French,English', 'Antwerp:Antwerp;Brussels-Capital:Brussels;West Flanders:Zeebrugge|Bruges;Liège:Liège'],
  ['Poland', 'PL', 'PLN', '+48', 'Polish,English', 'Pomeranian:Gdańsk|Gdynia;Masovian:Warsaw;Lesser Poland:Kraków;Łódź:Łódź;Lublin:Małaszewicze'],
  ['Turkey', 'TR', 'TRY', '+90', 'Turkish,English', 'Istanbul:Istanbul;Izmir:Izmir;Mersin:Mersin;Kocaeli:Izmit'],
  ['Saudi Arabia', 'SA', 'SAR', '+966', 'Arabic,English', 'Makkah:Jeddah|Mecca;Riyadh:Riyadh;Eastern Province:Dammam|Jubail'],
  ['Egypt', 'EG', 'EGP', '+20', 'Arabic,English', 'Alexandria:Alexandria;Cairo:Cairo;Port Said:Port Said;Suez:Suez|Sokhna'],
  ['South Africa', 'ZA', 'ZAR', '+27', 'English,Afrikaans', 'KwaZulu-Natal:Durban;Western Cape:Cape Town;Gauteng:Johannesburg|Pretoria;Eastern Cape:Port Elizabeth'],
  ['Nigeria', 'NG', 'NGN', '+234', 'English', 'Lagos:Lagos|Apapa|Tin Can Island;Rivers:Port Harcourt;Kano:Kano;FCT:Abuja'],
  ['Kenya', 'KE', 'KES', '+254', 'English,Swahili', 'Mombasa:Mombasa;Nairobi:Nairobi;Kisumu:Kisumu;Nakuru:Nakuru'],
  ['Morocco', 'MA', 'MAD', '+212', 'Arabic,French', 'Tanger-Tétouan-Al Hoceïma:Tangier;Casablanca-Settat:Casablanca;Rabat-Salé-Kénitra:Rabat;Marrakesh-Safi:Marrakesh'],
  ['Vietnam', 'VN', 'VND', '+84', 'Vietnamese,English', 'Ho Chi Minh City:Ho Chi Minh City;Hai Phong:Hai Phong;Hanoi:Hanoi;Da Nang:Da Nang'],
  ['Thailand', 'TH', 'THB', '+66', 'Thai,English', 'Chonburi:Laem Chabang|Pattaya;Bangkok:Bangkok;Chiang Mai:Chiang Mai;Songkhla:Songkhla'],
  ['Malaysia', 'MY', 'MYR', '+60', 'Malay,English', 'Selangor:Port Klang|Shah Alam;Johor:Johor Bahru|Tanjung Pelepas;Penang:George Town;Kuala Lumpur:Kuala Lumpur'],
  ['Indonesia', 'ID', 'IDR', '+62', 'Indonesian,English', 'Jakarta:Jakarta|Tanjung Priok;East Java:Surabaya;Banten:Tangerang;Riau Islands:Batam'],
  ['Pakistan', 'PK', 'PKR', '+92', 'Urdu,English', 'Sindh:Karachi|Port Qasim;Punjab:Lahore|Faisalabad;Islamabad Capital Territory:Islamabad'],
  ['Bangladesh', 'BD', 'BDT', '+880', 'Bengali,English', 'Chittagong:Chittagong;Dhaka:Dhaka|Gazipur;Khulna:Mongla'],
  ['Sri Lanka', 'LK', 'LKR', '+94', 'Sinhala,Tamil,English', 'Western:Colombo|Negombo;Southern:Hambantota|Galle;Central:Kandy'],
  ['Argentina', 'AR', 'ARS', '+54', 'Spanish', 'Buenos Aires:Buenos Aires|La Plata;Santa Fe:Rosario;Córdoba:Córdoba'],
  ['Chile', 'CL', 'CLP', '+56', 'Spanish', 'Valparaíso:Valparaíso|San Antonio;Santiago Metropolitan:Santiago;Biobío:Concepción'],
  ['Colombia', 'CO', 'COP', '+57', 'Spanish', 'Bolívar:Cartagena;Valle del Cauca:Buenaventura|Cali;Bogotá:Bogotá;Antioquia:Medellín'],
  ['Peru', 'PE', 'PEN', '+51', 'Spanish', 'Callao:Callao;Lima:Lima;Arequipa:Arequipa'],
  ['Sweden', 'SE', 'SEK', '+46', 'Swedish,English', 'Västra Götaland:Gothenburg;Stockholm:Stockholm;Skåne:Malmö|Helsingborg'],
  ['Norway', 'NO', 'NOK', '+47', 'Norwegian,English', 'Oslo:Oslo;Vestland:Bergen;Rogaland:Stavanger'],
  ['Denmark', 'DK', 'DKK', '+45', 'Danish,English', 'Capital Region:Copenhagen;Central Denmark:Aarhus;Southern Denmark:Esbjerg|Odense'],
  ['Switzerland', 'CH', 'CHF', '+41', 'German,French,English', 'Basel-Stadt:Basel;Zurich:Zurich;Geneva:Geneva'],
  ['Portugal', 'PT', 'EUR', '+351', 'Portuguese,English', 'Lisbon:Lisbon;Setúbal:Sines|Setúbal;Porto:Porto|Leixões'],
  ['Greece', 'GR', 'EUR', '+30', 'Greek,English', 'Attica:Piraeus|Athens;Central Macedonia:Thessaloniki'],
  ['Ireland', 'IE', 'EUR', '+353', 'English', 'Leinster:Dublin;Munster:Cork|Limerick;Connacht:Galway'],
  ['New Zealand', 'NZ', 'NZD', '+64', 'English', 'Auckland:Auckland;Bay of Plenty:Tauranga;Canterbury:Christchurch|Lyttelton'],
  ['Philippines', 'PH', 'PHP', '+63', 'Filipino,English', 'Metro Manila:Manila;Cebu:Cebu;Davao Region:Davao'],
  ['Qatar', 'QA', 'QAR', '+974', 'Arabic,English', 'Doha:Doha;Al Wakrah:Hamad Port|Mesaieed'],
  ['Oman', 'OM', 'OMR', '+968', 'Arabic,English', 'Muscat:Muscat;Dhofar:Salalah;Al Batinah North:Sohar'],
  ['Ghana', 'GH', 'GHS', '+233', 'English', 'Greater Accra:Accra|Tema;Western:Takoradi;Ashanti:Kumasi'],
  ['Israel', 'IL', 'ILS', '+972', 'Hebrew,English', 'Haifa:Haifa;Southern:Ashdod|Eilat;Tel Aviv:Tel Aviv'],
];

export const COUNTRIES: CountryData[] = raw.map(([name, code, currency, phone, languages, regions]) => ({
  name,
  code,
  currency,
  phone,
  languages: languages.split(',').map(languageCode),
  regions: regions.split(';').map((r) => {
    const [state, cities] = r.split(':');
    return { state, cities: cities.split('|') };
  }),
}));
