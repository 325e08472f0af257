import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Stack, Text, vars } from '@jolda/ui';
import {
  ArrowLeft, ArrowRight, BadgeCheck, Bell, Calendar, Camera, Car, Check, ChevronDown, ChevronLeft, ChevronRight, Filter,
  Fuel, Gauge, Heart, Home, Info, MapPin, Menu, MessageCircle, Moon, Phone, Plus, Search, Settings2, Share2, ShieldCheck,
  SlidersHorizontal, Star, Sun, Trash2, Upload, User, X, type LucideIcon,
} from 'lucide-react';

const meta = { title: 'Foundations/Icons' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const icons: Record<string, LucideIcon> = {
  ArrowLeft, ArrowRight, BadgeCheck, Bell, Calendar, Camera, Car, Check, ChevronDown, ChevronLeft, ChevronRight, Filter,
  Fuel, Gauge, Heart, Home, Info, MapPin, Menu, MessageCircle, Moon, Phone, Plus, Search, Settings2, Share2, ShieldCheck,
  SlidersHorizontal, Star, Sun, Trash2, Upload, User, X,
};

export const Library: Story = {
  render: () => (
    <Stack space="4">
      <Heading level={1}>Icons</Heading>
      <Text tone="muted">
        lucide-react, imported per icon (tree-shaken). 20px in buttons, 16px in badges, stroke 2. Icons are decorative
        (aria-hidden) — the accessible name comes from the label prop.
      </Text>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 12 }}>
        {Object.entries(icons).map(([name, Icon]) => (
          <div key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8, padding: 12, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` }}>
            <Icon size={24} aria-hidden="true" />
            <code style={{ fontSize: 12, color: vars.color.textMuted }}>{name}</code>
          </div>
        ))}
      </div>
    </Stack>
  ),
};
