import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './FileButton';

const hiddenInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileButton', () => {
  it('opens the file picker when pressed, with the accepted types', async () => {
    const { container } = render(<FileButton accept="image/jpeg,image/png" onSelect={() => {}}>Вставить фото</FileButton>);
    const input = hiddenInput(container);
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Вставить фото' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(input.accept).toBe('image/jpeg,image/png');
    expect(input.multiple).toBe(false);
  });

  it('hands the picked files over and clears the input, so the same file can be picked again', () => {
    const onSelect = vi.fn();
    const { container } = render(<FileButton onSelect={onSelect}>Вставить фото</FileButton>);
    const input = hiddenInput(container);
    const photo = new File(['x'], 'shiny.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onSelect).toHaveBeenCalledWith([photo]);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { files: [] } });
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('is not pressable while loading or disabled', async () => {
    const { container, rerender } = render(<FileButton loading onSelect={() => {}}>Вставить фото</FileButton>);
    const click = vi.spyOn(hiddenInput(container), 'click');
    await userEvent.click(screen.getByRole('button'));
    rerender(<FileButton disabled onSelect={() => {}}>Вставить фото</FileButton>);
    await userEvent.click(screen.getByRole('button'));
    expect(click).not.toHaveBeenCalled();
  });
});
