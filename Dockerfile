# One image recipe for the three apps; docker-compose.yml picks the target.
FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /repo

FROM base AS build
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@pool/storefront --filter=@pool/bff --filter=@pool/commerce-api \
 && pnpm deploy --filter=@pool/commerce-api --prod --legacy /out/commerce-api \
 && pnpm deploy --filter=@pool/bff --prod --legacy /out/bff \
 && pnpm deploy --filter=@pool/storefront --prod --legacy /out/storefront

FROM base AS commerce-api
COPY --from=build /out/commerce-api /app
COPY --from=build /repo/apps/commerce-api/dist /app/dist
COPY --from=build /repo/apps/commerce-api/drizzle /app/drizzle
WORKDIR /app
ENV NODE_ENV=production PORT=4100
EXPOSE 4100
CMD ["node", "dist/main.js"]

FROM base AS bff
COPY --from=build /out/bff /app
COPY --from=build /repo/apps/bff/dist /app/dist
WORKDIR /app
ENV NODE_ENV=production PORT=4000
EXPOSE 4000
# A larger young generation: fewer scavenge pauses under typeahead load (docs/decisions/0046).
CMD ["node", "--max-semi-space-size=64", "dist/main.js"]

FROM base AS storefront
COPY --from=build /out/storefront /app
COPY --from=build /repo/apps/storefront/dist /app/dist
COPY --from=build /repo/apps/storefront/build /app/build
WORKDIR /app
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
# A larger young generation: pages allocate megabytes that die with the request (docs/decisions/0042).
CMD ["node", "--max-semi-space-size=64", "dist/server.js"]
