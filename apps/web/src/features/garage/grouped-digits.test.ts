import { describe, expect, it } from 'vitest';
import { groupedDigits } from './grouped-digits';

describe('groupedDigits', () => {
  const field = (value: string) => {
    const changes: string[] = [];
    return { changes, props: groupedDigits({ state: { value }, handleChange: (v) => changes.push(v) }) };
  };

  it('reads the text as a number for PriceInput (spaces and all) and empty text as none', () => {
    expect(field('80000').props.value).toBe(80000);
    expect(field('80 000').props.value).toBe(80000);
    expect(field('').props.value).toBeNull();
  });

  it('writes what the user typed back as digits, and nothing when the field is cleared', () => {
    const f = field('8');
    f.props.onValueChange(85000);
    f.props.onValueChange(null);
    expect(f.changes).toEqual(['85000', '']);
  });
});
