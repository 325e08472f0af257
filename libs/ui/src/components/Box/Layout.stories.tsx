import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Columns } from '../Columns/Columns';
import { Container } from '../Container/Container';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Box } from './Box';

const Tile = ({ children }: { children: ReactNode }) => (
  <Box background="brandSoft" color="brand" padding="3" borderRadius="md" fontWeight="semibold">
    {children}
  </Box>
);

const meta = {
  title: 'Layout/Primitives',
  component: Box,
  args: { padding: { base: '4', md: '8' }, background: 'surface', borderRadius: 'lg' },
  render: (args) => (
    <Box {...args}>
      <Tile>Box: padding 16px → 32px at md</Tile>
    </Box>
  ),
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { padding: '6', background: 'surfaceRaised', boxShadow: 'md' } };

export const StackStory: Story = {
  name: 'Stack',
  render: () => (
    <Stack space={{ base: '2', md: '4' }}>
      <Tile>1</Tile>
      <Tile>2</Tile>
      <Tile>3</Tile>
    </Stack>
  ),
};

export const InlineStory: Story = {
  name: 'Inline',
  render: () => (
    <Inline space="2">
      {['Toyota', 'Hyundai', 'Kia', 'Lexus', 'Chevrolet', 'BMW', 'Mercedes-Benz', 'Volkswagen'].map((b) => (
        <Tile key={b}>{b}</Tile>
      ))}
    </Inline>
  ),
};

export const ColumnsStory: Story = {
  name: 'Columns',
  render: () => (
    <Columns columns={{ base: '1', sm: '2', lg: '4' }} space="4">
      {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
        <Tile key={n}>{n}</Tile>
      ))}
    </Columns>
  ),
};

export const ContainerStory: Story = {
  name: 'Container',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Box background="surface" paddingY="6">
      <Container>
        <Tile>Container: max 1280px, side padding 16 / 24 / 32px</Tile>
      </Container>
    </Box>
  ),
};
