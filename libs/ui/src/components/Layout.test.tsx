import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box/Box';
import { Columns } from './Columns/Columns';
import { Container } from './Container/Container';
import { Inline } from './Inline/Inline';
import { Stack } from './Stack/Stack';

describe('layout primitives', () => {
  it('Box turns sprinkles into classes and passes other props through', () => {
    render(
      <Box as="section" padding={{ base: '4', md: '8' }} background="surface" aria-label="Блок" id="b">
        x
      </Box>,
    );
    const el = screen.getByRole('region', { name: 'Блок' });
    expect(el.tagName).toBe('SECTION');
    expect(el.id).toBe('b');
    expect(el.className.split(' ').length).toBeGreaterThanOrEqual(5);
    expect(el.hasAttribute('padding')).toBe(false);
    expect(el.hasAttribute('background')).toBe(false);
  });

  it('Stack, Inline, Columns, Container render children', () => {
    render(
      <Container data-testid="c">
        <Stack space="6" data-testid="s">
          <Inline space={['2', '4']}>
            <span>a</span>
          </Inline>
          <Columns columns={{ base: '1', lg: '3' }} as="ul">
            <li>b</li>
          </Columns>
        </Stack>
      </Container>,
    );
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(screen.getByText('a')).toBeTruthy();
    expect(screen.getByTestId('c').className).not.toBe('');
  });
});
