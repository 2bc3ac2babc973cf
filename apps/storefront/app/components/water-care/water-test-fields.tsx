import { SelectField, TextField } from '@pool/ui';
import { factorsFor, PROFILE_LABELS, SALT_CELLS, SANITIZERS, SURFACES, targetsFor, type PoolProfile, type TargetRange } from '@pool/water-care';
import { useState } from 'react';
import { fieldGrid, fieldset, legend } from './water-care.css';
import { profileFromValues, type WaterTestErrors, type WaterTestValues } from './water-test-form';
import { keepNumericKeys } from '../../lib/numeric-keys';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: labels[value] }));

/** '7.2–7.8 ppm' as shown beside a field; a single value when the range is one number. */
export function rangeText(target: Pick<TargetRange, 'low' | 'high'>, units: string): string {
  const unit = units === 'pH' ? '' : ` ${units}`;
  return target.low === target.high ? `${target.low}${unit}` : `${target.low}–${target.high}${unit}`;
}

/**
 * The pool fields of a water test for a shopper without a saved pool: volume, sanitizer (and salt
 * cell), surface, pool or spa, indoor or outdoor. Plain named fields: they post without JavaScript.
 */
export function PoolProfileFields({ values, errors, onChange }: {
  values: WaterTestValues;
  errors: WaterTestErrors;
  onChange?: (field: keyof WaterTestValues, value: string) => void;
}) {
  const profile = profileFromValues(values);
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>Your pool</legend>
      <div className={fieldGrid}>
        <TextField label="Pool volume (gallons)" name="gallons" inputMode="decimal" onKeyDown={keepNumericKeys} defaultValue={values.gallons ?? String(profile.gallons)}
          errorMessage={errors.gallons} onChange={(v) => onChange?.('gallons', v)} />
        <SelectField label="Sanitizer" name="sanitizer" options={options(SANITIZERS, PROFILE_LABELS.sanitizer)} defaultValue={profile.sanitizer}
          errorMessage={errors.sanitizer} onChange={(v) => onChange?.('sanitizer', v)} />
        <SelectField label="Salt cell (salt pools)" name="salt_cell" placeholder="Not a salt pool" options={options(SALT_CELLS, PROFILE_LABELS.saltCell)}
          defaultValue={profile.saltCell ?? ''} errorMessage={errors.salt_cell} onChange={(v) => onChange?.('salt_cell', v)} />
        <SelectField label="Surface" name="surface" options={options(SURFACES, PROFILE_LABELS.surface)} defaultValue={profile.surface}
          errorMessage={errors.surface} onChange={(v) => onChange?.('surface', v)} />
        <SelectField label="Pool or spa" name="type" options={[{ value: 'pool', label: 'Pool' }, { value: 'spa', label: 'Spa' }]} defaultValue={profile.type}
          errorMessage={errors.type} onChange={(v) => onChange?.('type', v)} />
        <SelectField label="Indoor or outdoor" name="location" options={[{ value: 'outdoor', label: 'Outdoor' }, { value: 'indoor', label: 'Indoor' }]}
          defaultValue={profile.indoor ? 'indoor' : 'outdoor'} errorMessage={errors.location} onChange={(v) => onChange?.('location', v)} />
      </div>
    </fieldset>
  );
}

/**
 * The readings of a water test: the spec's default factors (plus salt, temperature and borate where
 * they apply), each with its units and the pool's target range beside it, and its own message when
 * refused. The ranges follow the pool's profile: pass a saved pool's, or let the guest form pass the
 * one being typed.
 */
export function WaterTestReadingFields({ profile, values, errors }: { profile: PoolProfile; values: WaterTestValues; errors: WaterTestErrors }) {
  const cya = Number(values.cyanuric_acid);
  const targets = targetsFor(profile, values.cyanuric_acid && Number.isFinite(cya) ? cya : undefined);
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>Your readings</legend>
      <div className={fieldGrid}>
        {factorsFor(profile).map((factor) => (
          <TextField
            key={factor.key}
            label={factor.units === 'pH' ? factor.label : `${factor.label} (${factor.units})`}
            name={factor.key}
            inputMode="decimal" onKeyDown={keepNumericKeys}
            defaultValue={values[factor.key] ?? ''}
            description={`Target ${rangeText(targets[factor.key], factor.units)}`}
            errorMessage={errors[factor.key]}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The guest form's fields: the pool and the readings, whose ranges follow the pool as it is chosen
 * (with JavaScript; without it they follow the last post).
 */
export function WaterTestFields({ values, errors }: { values: WaterTestValues; errors: WaterTestErrors }) {
  const [current, setCurrent] = useState(values);
  return (
    <>
      <PoolProfileFields values={values} errors={errors} onChange={(field, value) => setCurrent((v) => ({ ...v, [field]: value }))} />
      <WaterTestReadingFields profile={profileFromValues(current)} values={values} errors={errors} />
    </>
  );
}
