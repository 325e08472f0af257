import { BUYING } from './buying.js';
import { DOCUMENTS } from './documents.js';
import { DRIVING } from './driving.js';
import { INSURANCE_TAXES } from './insurance-taxes.js';
import { MORE } from './more.js';
import { SELLING_CREDIT } from './selling-credit.js';
import type { GuideSeed } from './types.js';

/** Every seeded guide, oldest first. */
export const GUIDES: readonly GuideSeed[] = [...BUYING, ...DOCUMENTS, ...INSURANCE_TAXES, ...DRIVING, ...SELLING_CREDIT, ...MORE];
