-- Hand-written (decision 0066): phosphates are shown and stored in ppm, as the spec gives every default
-- factor; points saved in ppb before become ppm (value and bounds divided by 1000).
UPDATE "water_tests" SET "points" = (
  SELECT jsonb_agg(
    CASE WHEN p->>'key' = 'phosphates' AND p->>'units' = 'ppb' THEN
      p || jsonb_build_object(
        'units', 'ppm',
        'value', (p->>'value')::float8 / 1000,
        'lower_bound', CASE WHEN jsonb_typeof(p->'lower_bound') = 'number' THEN to_jsonb((p->>'lower_bound')::float8 / 1000) ELSE p->'lower_bound' END,
        'upper_bound', CASE WHEN jsonb_typeof(p->'upper_bound') = 'number' THEN to_jsonb((p->>'upper_bound')::float8 / 1000) ELSE p->'upper_bound' END
      )
    ELSE p END
    ORDER BY ordinality
  )
  FROM jsonb_array_elements("water_tests"."points") WITH ORDINALITY AS t(p, ordinality)
)
WHERE jsonb_typeof("points") = 'array' AND "points" @> '[{"key": "phosphates", "units": "ppb"}]';
