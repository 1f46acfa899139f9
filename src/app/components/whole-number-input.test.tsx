// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WholeNumberInput } from './whole-number-input';
import { stubMatchMedia } from '#app/lib/jsdom-match-media.ts';

beforeAll(stubMatchMedia);
afterEach(cleanup);

function Field({ start }: { start: number | '' }) {
  const [value, setValue] = useState<number | ''>(start);
  return (
    <MantineProvider>
      <WholeNumberInput label="Days" min={10} max={180} step={10} value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </MantineProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Days' }) as HTMLInputElement;
const held = () => JSON.parse(screen.getByRole('status').textContent ?? 'null') as unknown;

describe('WholeNumberInput', () => {
  it('keeps digits only and hands a number over, or an empty field as empty', () => {
    render(<Field start={30} />);
    expect(field().getAttribute('inputmode')).toBe('numeric');
    fireEvent.input(field(), { target: { value: '4a5.5' } });
    expect(held()).toBe(455);
    expect(field().value).toBe('455');
    fireEvent.input(field(), { target: { value: '' } });
    expect(held()).toBe('');
  });

  it('steps with the arrow keys within min and max', () => {
    render(<Field start={170} />);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(held()).toBe(180);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(held()).toBe(180);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(held()).toBe(170);
  });

  it('starts an empty field at the minimum', () => {
    render(<Field start="" />);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(held()).toBe(10);
  });
});
