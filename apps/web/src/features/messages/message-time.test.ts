import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

describe('messageTime', () => {
  const now = Date.parse('2026-11-26T09:00:00Z'); // 14:00 in Almaty
  it('shows only the time for today in Almaty, and the day before that', () => {
    expect(messageTime('2026-11-26T08:05:00Z', 'ru', now)).toBe('13:05');
    // 20:30 UTC on the 25th is 01:30 on the 26th in Almaty: today.
    expect(messageTime('2026-11-25T20:30:00Z', 'ru', now)).toBe('01:30');
    expect(messageTime('2026-11-25T18:30:00Z', 'ru', now)).toBe('25\u00a0нояб. 23:30');
    expect(messageTime('2026-11-25T18:30:00Z', 'kk', now)).toMatch(/^25\sқар\. 23:30$/);
  });
});
