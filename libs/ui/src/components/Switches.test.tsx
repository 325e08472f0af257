import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './SegmentedControl/SegmentedControl';

describe('SegmentedControl', () => {
  it('skips disabled options', () => {
    render(
      <SegmentedControl
        label="Вид"
        value="grid"
        onChange={() => {}}
        options={[
          { value: 'grid', label: 'Плитка' },
          { value: 'list', label: 'Список', disabled: true },
        ]}
      />,
    );
    expect((screen.getByRole('radio', { name: 'Список' }) as HTMLInputElement).disabled).toBe(true);
  });
});
