// The rest of the editorial seed: FAQs, jobs, legal pages, subscription packages, the queue item and the category texts.
export { FAQS } from './editorial/faqs';
export { CAREERS } from './editorial/careers';
export { LEGAL_PAGES } from './editorial/legal';
export { PACKAGES, QUEUE_ITEM, CATEGORY_TEXTS } from './editorial/site-texts';
