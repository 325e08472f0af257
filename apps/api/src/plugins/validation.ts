import { inputProblems } from '@jolda/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The validator of every route part (body, query, params, headers): first the rules no contract may relax
 * (`inputProblems` of `@jolda/contracts`: no NUL or lone surrogate in any string or key, at most 32 levels deep), then
 * the route's own zod schema. A problem is a field error of the usual `400 validation_failed`, with its code
 * (`text_nul`, `text_broken_unicode`, `key_invalid`, `too_deep`) under the field's path — so a value the database can
 * not store never reaches a handler, whichever route it was sent to.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, ...rest }) =>
  zodValidatorCompiler({
    ...rest,
    schema: z
      .unknown()
      .superRefine((value, ctx) => {
        for (const p of inputProblems(value)) ctx.addIssue({ code: 'custom', path: p.path, message: p.code, input: value });
      })
      .pipe(schema),
  });
