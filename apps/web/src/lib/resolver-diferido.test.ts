import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { resolverDiferido } from './resolver-diferido.ts';

type Valores = { codigo: string };
const opciones = { fields: {}, shouldUseNativeValidation: false } as Parameters<
  Resolver<Valores>
>[2];

describe('resolverDiferido', () => {
  it('fetches the real resolver once, on first use or on precargar, and validates with it', async () => {
    const real = vi.fn<Resolver<Valores>>(async (values) => ({ values, errors: {} }));
    const cargar = vi.fn(async () => real);
    const { resolver, precargar } = resolverDiferido<Valores>(cargar);
    expect(cargar).not.toHaveBeenCalled();

    precargar();
    precargar();
    const r = await resolver({ codigo: 'TACOS-7Q4K' }, undefined, opciones);
    await resolver({ codigo: 'OTRO' }, undefined, opciones);
    expect(cargar).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
    expect(r).toEqual({ values: { codigo: 'TACOS-7Q4K' }, errors: {} });
  });

  it('tries the fetch again after one failed (a dropped connection is not the end of the form)', async () => {
    const real: Resolver<Valores> = async (values) => ({ values, errors: {} });
    const cargar = vi
      .fn<() => Promise<Resolver<Valores>>>()
      .mockRejectedValueOnce(new Error('sin red'))
      .mockResolvedValue(real);
    const { resolver, precargar } = resolverDiferido<Valores>(cargar);

    precargar(); // fails quietly
    await vi.waitFor(() => expect(cargar).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0)); // its failure settles
    await expect(resolver({ codigo: 'X' }, undefined, opciones)).resolves.toEqual({
      values: { codigo: 'X' },
      errors: {},
    });
    expect(cargar).toHaveBeenCalledTimes(2);
  });
});
