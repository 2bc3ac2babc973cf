import http from 'node:http';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseUpstream, startBalancer } from './balancer.mjs';

const closers = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A copy that answers with its name and the body it read. */
async function copy(name, { cut = false } = {}) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => (cut ? req.socket.destroy() : res.end(JSON.stringify({ name, body, forwarded: req.headers['x-forwarded-for'] }))));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  }));
  return { name, host: '127.0.0.1', port: server.address().port };
}
async function balancer(upstreams, options = { nameUpstream: true }) {
  const lb = await startBalancer({ port: 0, upstreams, ...options });
  closers.push(lb.close);
  return `http://127.0.0.1:${lb.server.address().port}`;
}

describe('the cluster load balancer', () => {
  it('sends each request to the next copy in turn and names it', async () => {
    const url = await balancer([await copy('a'), await copy('b')]);
    const names = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${url}/x`, { method: 'POST', body: `n${i}` });
      const body = await res.json();
      expect(body.body).toBe(`n${i}`);
      expect(body.forwarded).toBe('127.0.0.1');
      names.push(res.headers.get('x-upstream'));
    }
    expect(names).toEqual(['a', 'b', 'a', 'b']);
  });

  it('sends a request a stopped copy refused to the other, whatever its method', async () => {
    const url = await balancer([{ name: 'gone', host: '127.0.0.1', port: 9 }, await copy('b')]);
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${url}/cart`, { method: 'POST', body: 'add' });
      expect(res.status).toBe(200);
      expect((await res.json()).body).toBe('add');
    }
  });

  it('answers 502 to a POST cut off by its copy, and retries a GET', async () => {
    const url = await balancer([await copy('cut', { cut: true }), await copy('b')]);
    const post = await fetch(`${url}/orders`, { method: 'POST', body: 'order' });
    expect(post.status).toBe(502);
    const get = await fetch(`${url}/page`);
    expect(get.status).toBe(200);
    expect(get.headers.get('x-upstream')).toBe('b');
  });

  it('names no copy to clients unless asked (tests only)', async () => {
    const url = await balancer([await copy('cut', { cut: true }), await copy('b')], {});
    const post = await fetch(`${url}/orders`, { method: 'POST', body: 'order' });
    expect(post.status).toBe(502);
    expect(post.headers.get('x-upstream')).toBeNull();
    expect(await post.text()).toBe('Bad gateway.');
    const get = await fetch(`${url}/page`);
    expect(get.status).toBe(200);
    expect(get.headers.get('x-upstream')).toBeNull();
  });

  it('reads name=host:port upstreams and refuses anything else', () => {
    expect(parseUpstream('bff-1=bff-1:4000')).toEqual({ name: 'bff-1', host: 'bff-1', port: 4000 });
    expect(() => parseUpstream('bff-1:4000')).toThrow(/name=host:port/);
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true });
  const upstreamsOf = (service) => {
    const command = compose.services[service].command;
    expect(command.slice(0, 2)).toEqual(['node', '/balancer.mjs']);
    return command.flatMap((arg, i) => (command[i - 1] === '--upstream' ? [parseUpstream(arg)] : []));
  };

  it('runs two copies of each app behind the balancer, on the port the next app calls', () => {
    for (const [app, port] of [['commerce-api', 4100], ['bff', 4000], ['storefront', 3000]]) {
      expect(upstreamsOf(app)).toEqual([1, 2].map((n) => ({ name: `${app}-${n}`, host: `${app}-${n}`, port })));
      expect(compose.services[app].command).toContain(String(port));
      for (const n of [1, 2]) expect(compose.services[`${app}-${n}`].build.target).toBe(app);
      expect(compose.services[app].volumes).toEqual(['./scripts/lib/balancer.mjs:/balancer.mjs:ro']);
    }
    expect(compose.services.bff.environment).toBeUndefined();
    expect(compose.services['bff-1'].environment.COMMERCE_API_URL).toBe('http://commerce-api:4100');
    expect(compose.services['storefront-2'].environment.BFF_URL).toBe('http://bff:4000');
    expect(compose.services.storefront.ports).toEqual(['3000:3000']);
  });

  it('gives every copy the shared database and Redis, and seeds from one copy first', () => {
    for (const n of [1, 2]) {
      expect(compose.services[`commerce-api-${n}`].environment.DATABASE_URL).toMatch(/@postgres:5432\//);
      for (const app of ['commerce-api', 'bff', 'storefront']) expect(compose.services[`${app}-${n}`].environment.REDIS_URL).toBe('redis://redis:6379');
    }
    expect(compose.services['commerce-api-2'].depends_on).toEqual({ 'commerce-api-1': { condition: 'service_healthy' } });
  });
});
