// The help centre: six topics of four articles, each article answering its own question in real steps.
import type { HelpTopicSeed } from './content-types';
import { HELP_CENTRE_1 } from './help/centre-1';
import { HELP_CENTRE_2 } from './help/centre-2';

export type { HelpArticleSeed, HelpTopicSeed } from './content-types';
export const HELP_TOPICS: HelpTopicSeed[] = [...HELP_CENTRE_1, ...HELP_CENTRE_2];
