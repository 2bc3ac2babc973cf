import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { WaterCareService } from './water-care.service.js';

const s = initServer();

export function waterCareRouter(waterCare: WaterCareService) {
  return s.router(upstreamContract.waterCare, {
    plan: async ({ body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await waterCare.plan(body, headers['x-buyer']) };
    },
  });
}
