import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import { bffContract, upstreamContract } from './index.js';
import { bffOpenApi, contractRoutes, openApiPath, upstreamOpenApi, type OpenApiDocument } from './openapi.js';

const operationsOf = (document: OpenApiDocument): string[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`)).sort();

describe.each([
  ['bffContract', bffContract, bffOpenApi],
  ['upstreamContract', upstreamContract, upstreamOpenApi],
] as const)('the OpenAPI document of %s', (_name, contract, generate) => {
  it('is a valid OpenAPI 3.0 document', async () => {
    const document = generate();
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.info.version).toBe(pkg.version);
    // The validator resolves $refs in place: it gets a copy of the shared, frozen document.
    await expect(SwaggerParser.validate(JSON.parse(JSON.stringify(document)) as OpenAPI.Document)).resolves.toBeTruthy();
    // Validating the whole document takes 3-5 s on a busy 2-core machine (more routes, more time).
  }, 20_000);

  it('has exactly one operation for every route of the contract', () => {
    const routes = contractRoutes(contract).map((route) => `${route.method} ${openApiPath(route.path)}`).sort();
    expect(routes.length).toBeGreaterThan(5);
    expect(operationsOf(generate())).toEqual(routes);
  });

  it('is built once and cannot be changed by a caller', () => {
    const document = generate();
    expect(generate()).toBe(document);
    expect(Object.isFrozen(document.paths)).toBe(true);
  });

  it('requires the service key and answers problems as application/problem+json', () => {
    const document = generate();
    expect(document.components?.securitySchemes?.serviceKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-service-key' });
    expect(document.security).toEqual([{ serviceKey: [] }]);
    const [operation] = Object.values(Object.values(document.paths)[0] as Record<string, { responses: Record<string, unknown> }>);
    expect(operation?.responses['404']).toEqual({
      description: 'Problem details (RFC 9457)',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    });
    expect(document.components?.schemas?.Problem).toMatchObject({ required: ['title', 'status'] });
  });
});

describe('the OpenAPI documents', () => {
  it('write a positive number as OpenAPI 3.0 bounds', () => {
    const body = upstreamOpenApi().paths['/api/v1/carts/{cartId}/items']?.post?.requestBody;
    expect(body.content['application/json'].schema.properties.product_id).toEqual({ type: 'integer', minimum: 0, exclusiveMinimum: true });
  });

  it('turn path parameters into {name}', () => {
    expect(openApiPath('/api/v1/carts/:cartId/items/:itemId')).toBe('/api/v1/carts/{cartId}/items/{itemId}');
    expect(bffOpenApi().paths['/v1/cart/items/{itemId}']).toHaveProperty('patch');
  });
});
