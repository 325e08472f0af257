import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { BottomSheet, Dialog, Drawer } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { open: false, onOpenChange: () => {}, title: 'Сохранить поиск?', closeLabel: 'Закрыть' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args, { globals }) => {
    const [open, setOpen] = useState(false);
    const s = sample(globals);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{s.save}</Button>
        <Dialog
          {...args}
          closeLabel={s.close}
          open={open}
          onOpenChange={setOpen}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>{s.cancel}</Button>
              <Button onClick={() => setOpen(false)}>{s.save}</Button>
            </>
          }
        >
          <Text>Мы сообщим о новых объявлениях по этому запросу.</Text>
        </Dialog>
      </>
    );
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
export const Playground: Story = { args: { size: 'lg', dismissable: true } };

export const DrawerStory: Story = {
  name: 'Drawer',
  render: () => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>Фильтры</Button>
        <Drawer open={open} onOpenChange={setOpen} title="Фильтры" closeLabel="Закрыть" footer={<Button fullWidth onClick={() => setOpen(false)}>Показать 1 245</Button>}>
          <Stack space="1">
            <Checkbox>Только с фото</Checkbox>
            <Checkbox>Растаможен</Checkbox>
            <Checkbox>Не битый</Checkbox>
          </Stack>
        </Drawer>
      </>
    );
  },
};

export const BottomSheetStory: Story = {
  name: 'BottomSheet',
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: () => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Сортировка</Button>
        <BottomSheet open={open} onOpenChange={setOpen} title="Сортировка" closeLabel="Закрыть">
          <Stack space="2">
            <Text>Сначала дешёвые</Text>
            <Text>Сначала дорогие</Text>
            <Text>Сначала новые</Text>
          </Stack>
        </BottomSheet>
      </>
    );
  },
};
