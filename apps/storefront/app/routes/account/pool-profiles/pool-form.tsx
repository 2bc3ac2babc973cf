import type { Pool, PoolProfiles } from '@pool/api-contract';
import { Button, TextField } from '@pool/ui';
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { FormProblem } from './pools.server';
import { field, fieldError, input, row, stack } from './pools.css';
import { keepNumericKeys } from '../../../lib/numeric-keys';

const LABELS: Record<string, string> = {
  liquid_chlorine: 'Liquid chlorine', trichlor: 'Trichlor', salt: 'Salt', bromine: 'Bromine',
  plaster: 'Plaster', vinyl: 'Vinyl', fiberglass: 'Fiberglass', rectangle: 'Rectangle', round: 'Round', oval: 'Oval',
  pump: 'Pump', filter: 'Filter', heater: 'Heater', cleaner: 'Cleaner', salt_cell: 'Salt cell',
};
export const label = (value: string) => LABELS[value] ?? value;

function Select({ name, text, options, value, error }: { name: string; text: string; options: { value: string; label: string }[]; value?: string | null; error?: string | undefined }) {
  return (
    <div className={field}>
      <label htmlFor={`pool-${name}`}>{text}</label>
      <select id={`pool-${name}`} name={name} defaultValue={value ?? ''} className={input} aria-invalid={error ? true : undefined} aria-describedby={error ? `pool-${name}-error` : undefined}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error ? <p id={`pool-${name}-error`} className={fieldError}>{error}</p> : null}
    </div>
  );
}

function NumberInput({ name, text, value, error }: { name: string; text: string; value?: number | null | undefined; error?: string | undefined }) {
  return (
    <div className={field}>
      <label htmlFor={`pool-${name}`}>{text}</label>
      <input id={`pool-${name}`} name={name} inputMode="decimal" onKeyDown={keepNumericKeys} defaultValue={value ?? ''} className={input} aria-invalid={error ? true : undefined} aria-describedby={error ? `pool-${name}-error` : undefined} />
      {error ? <p id={`pool-${name}-error`} className={fieldError}>{error}</p> : null}
    </div>
  );
}

/** Create or edit a pool: a plain form (works without JavaScript); the API explains each refused field. */
export function PoolForm({ pool, profiles, problem, children }: { pool: Pool | null; profiles: PoolProfiles; problem: FormProblem | null; children?: ReactNode }) {
  const err = (key: string) => problem?.fields[key];
  const dims = pool?.dimensions;
  return (
    <Form method="post" noValidate className={stack} aria-label={pool ? `Edit ${pool.name}` : 'New pool'}>
      <input type="hidden" name="intent" value={pool ? 'update' : 'create'} />
      {pool ? <input type="hidden" name="pool" value={pool.id} /> : null}
      <TextField label="Pool name" name="name" defaultValue={pool?.name ?? ''} isRequired errorMessage={err('name')} />
      <fieldset className={stack}>
        <legend>Volume</legend>
        <div className={row}>
          <label><input type="radio" name="volume" value="gallons" defaultChecked={!dims} /> I know the gallons</label>
          <label><input type="radio" name="volume" value="dimensions" defaultChecked={Boolean(dims)} /> Compute from shape and dimensions</label>
        </div>
        <NumberInput name="gallons" text="Gallons" value={dims ? null : pool?.gallons} error={err('gallons')} />
        <div className={row}>
          <Select name="shape" text="Shape" value={dims?.shape ?? 'rectangle'} options={profiles.shapes.map((s) => ({ value: s, label: label(s) }))} error={err('dimensions.shape')} />
          <NumberInput name="length" text="Length or diameter (ft)" value={dims?.length} error={err('dimensions.length')} />
          <NumberInput name="width" text="Width (ft)" value={dims?.width} error={err('dimensions.width')} />
          <NumberInput name="shallow_depth" text="Shallow end (ft)" value={dims?.shallow_depth} error={err('dimensions.shallow_depth')} />
          <NumberInput name="deep_depth" text="Deep end (ft)" value={dims?.deep_depth} error={err('dimensions.deep_depth')} />
        </div>
      </fieldset>
      <div className={row}>
        <Select name="surface" text="Surface" value={pool?.surface ?? 'plaster'} options={profiles.surfaces.map((s) => ({ value: s, label: label(s) }))} error={err('surface')} />
        <Select name="sanitizer_type" text="Sanitizer" value={pool?.sanitizer_type ?? 'liquid_chlorine'} options={profiles.sanitizers.map((s) => ({ value: s, label: label(s) }))} error={err('sanitizer_type')} />
        <Select name="location" text="Indoor or outdoor" value={pool?.location ?? 'outdoor'} options={[{ value: 'outdoor', label: 'Outdoor' }, { value: 'indoor', label: 'Indoor' }]} />
        <Select name="type" text="Pool or spa" value={pool?.type ?? 'pool'} options={[{ value: 'pool', label: 'Pool' }, { value: 'spa', label: 'Spa' }]} />
      </div>
      <fieldset className={row}>
        <legend>Equipment</legend>
        {(['pump', 'filter', 'heater', 'cleaner', 'salt_cell'] as const).map((slot) => (
          <Select
            key={slot}
            name={`equipment_${slot}`}
            text={label(slot)}
            value={String(pool?.equipment[slot]?.diagram_id ?? '')}
            options={[{ value: '', label: 'None' }, ...(profiles.equipment[slot] ?? []).map((e) => ({ value: String(e.diagram_id), label: `${e.brand} ${e.model}` }))]}
            error={err(`equipment.${slot}`)}
          />
        ))}
      </fieldset>
      <div className={row}>
        <Button type="submit">{pool ? 'Save pool' : 'Create pool'}</Button>
        {children}
      </div>
    </Form>
  );
}
