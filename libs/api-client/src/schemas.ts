/**
 * The contract schemas, for `parseResponse`: imported only dynamically (`loadContractSchemas`), so in the browser they
 * and zod form a chunk of their own, fetched with the first answer the client checks.
 */
export * from '@jolda/contracts';
