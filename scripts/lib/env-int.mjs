/** A positive whole number from the environment, or `fallback`; anything else stops the run with a message. */
export function envInt(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, not ${JSON.stringify(value)}`);
  return n;
}
