import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod route schemas: JSON at `/api/openapi.json`, Scalar reference at `/api/docs`. */
export async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Jolda API',
        description: 'Car marketplace for Kazakhstan: catalogue, announcements search and auth.',
        version: app.config.version,
      },
      tags: [
        { name: 'health' },
        { name: 'catalog', description: 'Brands, models, cities, regions' },
        { name: 'announcements' },
        { name: 'auth', description: 'Phone sign-in (OTP), tokens and profile' },
        { name: 'media' },
      ],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', title: 'Jolda API' },
    logLevel: 'warn',
  });
}
